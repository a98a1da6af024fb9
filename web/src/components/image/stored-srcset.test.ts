import { describe, expect, it } from 'vitest';
import type { ImageSizes } from '@hospital/contract';
import { storedSrcSet } from './stored-srcset';

const BUCKET = 'https://media.hospital.example/site';

describe("a picture's srcset from the sizes the CMS stored", () => {
  it('offers each stored copy at its own address and width, then the original at its real width', () => {
    const stored: ImageSizes = {
      width: 1920,
      height: 600,
      smaller: [
        { url: `${BUCKET}/thumbnail_banner_a1.jpg`, width: 245, height: 77 },
        { url: `${BUCKET}/small_banner_a1.jpg`, width: 500, height: 156 },
        { url: `${BUCKET}/large_banner_a1.jpg`, width: 1000, height: 313 },
      ],
    };
    expect(storedSrcSet(`${BUCKET}/banner_a1.jpg`, stored)).toBe(
      `${BUCKET}/thumbnail_banner_a1.jpg 245w, ${BUCKET}/small_banner_a1.jpg 500w, ` +
        `${BUCKET}/large_banner_a1.jpg 1000w, ${BUCKET}/banner_a1.jpg 1920w`,
    );
  });

  it('keeps the addresses the CMS gave, whatever they are named, in order of width', () => {
    const stored: ImageSizes = {
      width: 900,
      height: 900,
      smaller: [
        { url: '/uploads/2f/9a-wide.webp', width: 750, height: 750 },
        { url: '/uploads/c4/77-narrow.webp', width: 156, height: 156 },
      ],
    };
    expect(storedSrcSet('/uploads/portrait.jpg', stored)).toBe(
      '/uploads/c4/77-narrow.webp 156w, /uploads/2f/9a-wide.webp 750w, /uploads/portrait.jpg 900w',
    );
  });

  it('offers the original alone when there are no sizes or no copies', () => {
    expect(storedSrcSet('/uploads/a.jpg', null)).toBeUndefined();
    expect(storedSrcSet('/uploads/a.jpg', undefined)).toBeUndefined();
    expect(storedSrcSet('/uploads/a.jpg', { width: 200, height: 100, smaller: [] })).toBeUndefined();
  });

  it('leaves out a copy with a script, data or garbage address, or an unusable width, and never breaks the list', () => {
    const hostile = {
      width: 1200,
      height: 900,
      smaller: [
        { url: 'javascript:alert(1)', width: 156, height: 117 },
        { url: 'JaVaScRiPt:alert(1)//x.jpg', width: 200, height: 150 },
        { url: 'data:image/png;base64,AAAA', width: 245, height: 184 },
        { url: '//evil.example/x.jpg', width: 300, height: 225 },
        { url: '/uploads/small a.jpg 9000w, /uploads/x.jpg', width: 400, height: 300 },
        { url: '/uploads/zero.jpg', width: 0, height: 0 },
        { url: '/uploads/negative.jpg', width: -500, height: 375 },
        { url: '/uploads/fraction.jpg', width: 499.5, height: 375 },
        { url: '/uploads/nan.jpg', width: Number.NaN, height: 375 },
        { url: '/uploads/wider.jpg', width: 1500, height: 1125 },
        { url: 42, width: 600, height: 450 },
        null,
        'garbage',
        { url: '/uploads/medium_ok.jpg', width: 750, height: 563 },
        { url: '/uploads/medium_twin.jpg', width: 750, height: 563 },
      ],
    } as unknown as ImageSizes;
    expect(storedSrcSet('/uploads/ok.jpg', hostile)).toBe('/uploads/medium_ok.jpg 750w, /uploads/ok.jpg 1200w');
  });

  it("offers nothing but the original when the original's own width or address is unusable", () => {
    const copies = [{ url: '/uploads/small_a.jpg', width: 500, height: 375 }];
    expect(storedSrcSet('/uploads/a.jpg', { width: 0, height: 900, smaller: copies })).toBeUndefined();
    expect(storedSrcSet('/uploads/a.jpg', { width: Number.NaN, height: 900, smaller: copies })).toBeUndefined();
    expect(storedSrcSet('/uploads/a b.jpg', { width: 1200, height: 900, smaller: copies })).toBeUndefined();
    const noList = { width: 1200, height: 900, smaller: 'x' } as unknown as ImageSizes;
    expect(storedSrcSet('/uploads/a.jpg', noList)).toBeUndefined();
  });
});
