import type { Settings } from 'react-slick';
import { CAROUSEL } from '../../../data/constants';

/**
 * The specification's carousel: dots and arrows, 500 ms slides, 3 visible (2 at or below
 * 1024 px, 1 at or below 640 px: react-slick's breakpoints are max-widths), one at a time,
 * never automatic. Only the news carousel loops.
 */
export function carouselSettings({ infinite }: { infinite: boolean }): Settings {
  return {
    dots: true,
    arrows: true,
    infinite,
    speed: CAROUSEL.speedMs,
    slidesToShow: CAROUSEL.slidesToShow,
    slidesToScroll: CAROUSEL.slidesToScroll,
    autoplay: false,
    responsive: CAROUSEL.breakpoints.map((breakpoint) => ({
      breakpoint: breakpoint.maxWidthPx,
      settings: { slidesToShow: breakpoint.slidesToShow, slidesToScroll: CAROUSEL.slidesToScroll },
    })),
  };
}
