import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { strapiSizes } from '@hospital/test-support/site/stored-sizes';
import { Thumbnail } from './data-table';

const candidates = (img: Element | null) => img?.getAttribute('srcset')?.split(', ') ?? [];

describe("an admin list's thumbnail", () => {
  it('offers the stored copies, drawn as wide as a wide banner covers the 64x44 box', () => {
    const { container } = render(
      <Thumbnail src="/uploads/banner.jpg" stored={strapiSizes('/uploads/banner.jpg', 1920, 600)} />,
    );
    const img = container.querySelector('img');
    // 44 px high at 3.2:1 is 141 px wide: the browser takes the 500 px copy on a 2x screen, never 1920.
    expect(img?.getAttribute('sizes')).toBe('141px');
    expect(candidates(img)[0]).toBe('/uploads/thumbnail_banner.jpg 245w');
    expect(candidates(img)).toContain('/uploads/small_banner.jpg 500w');
    expect(img?.getAttribute('src')).toBe('/uploads/banner.jpg');
  });

  it("draws a doctor's square portrait at the round box's 44 px", () => {
    const { container } = render(
      <Thumbnail src="/uploads/dr.jpg" stored={strapiSizes('/uploads/dr.jpg', 600, 600)} round />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('sizes')).toBe('44px');
    expect(candidates(img)[0]).toBe('/uploads/thumbnail_dr.jpg 156w');
  });

  it('shows the original alone without sizes (an older CMS), and an empty box without a picture', () => {
    const { container } = render(
      <>
        <Thumbnail src="/uploads/old.jpg" />
        <Thumbnail src={null} stored={strapiSizes('/uploads/x.jpg', 1920, 600)} />
      </>,
    );
    const img = container.querySelector('img');
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect(img?.hasAttribute('sizes')).toBe(false);
    expect(container.querySelector('span.adm-thumb[aria-hidden="true"]')).not.toBeNull();
  });
});
