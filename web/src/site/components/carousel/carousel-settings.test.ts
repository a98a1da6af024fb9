import { describe, expect, it } from 'vitest';
import { carouselSettings } from './carousel-settings';

describe('carousel settings', () => {
  it("are the specification's: 3/2/1 slides at >1024/≤1024/≤640 px, one at a time, 500 ms, dots and arrows, no autoplay", () => {
    expect(carouselSettings({ infinite: false })).toEqual({
      dots: true,
      arrows: true,
      infinite: false,
      speed: 500,
      slidesToShow: 3,
      slidesToScroll: 1,
      autoplay: false,
      responsive: [
        { breakpoint: 1024, settings: { slidesToShow: 2, slidesToScroll: 1 } },
        { breakpoint: 640, settings: { slidesToShow: 1, slidesToScroll: 1 } },
      ],
    });
  });

  it('loop only when asked (the news carousel)', () => {
    expect(carouselSettings({ infinite: true }).infinite).toBe(true);
  });
});
