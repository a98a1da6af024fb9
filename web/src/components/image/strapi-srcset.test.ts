import { describe, expect, it } from 'vitest';
import { hasStrapiVariants, strapiSrcSet, strapiVariantUrl } from './strapi-srcset';

describe("Strapi's responsive variants", () => {
  it('names a variant by prefixing the original file name in the same folder', () => {
    expect(strapiVariantUrl('/uploads/banner_a1b2.jpg', 'large_')).toBe('/uploads/large_banner_a1b2.jpg');
    expect(strapiVariantUrl('http://cms.example/uploads/x.png?v=2', 'small_')).toBe(
      'http://cms.example/uploads/small_x.png?v=2',
    );
  });

  it('builds a srcset of small, medium, large and the original', () => {
    expect(strapiSrcSet('/uploads/banner_a1b2.jpg')).toBe(
      '/uploads/small_banner_a1b2.jpg 500w, /uploads/medium_banner_a1b2.jpg 750w, /uploads/large_banner_a1b2.jpg 1000w, /uploads/banner_a1b2.jpg 1920w',
    );
    expect(strapiSrcSet('/uploads/narrow.jpg', 800)).toBe(
      '/uploads/small_narrow.jpg 500w, /uploads/medium_narrow.jpg 750w, /uploads/narrow.jpg 800w',
    );
  });

  it('leaves alone what Strapi has no variants for', () => {
    expect(hasStrapiVariants('/images/topics/stroke.svg')).toBe(false);
    expect(hasStrapiVariants('/uploads/logo.svg')).toBe(false);
    expect(hasStrapiVariants('/uploads/large_x.jpg')).toBe(false);
    expect(hasStrapiVariants('https://img.youtube.com/vi/abc/hqdefault.jpg')).toBe(false);
    expect(strapiSrcSet('/images/placeholder.svg')).toBeUndefined();
  });
});
