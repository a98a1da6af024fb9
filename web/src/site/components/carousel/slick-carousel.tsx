import { useRef, type ReactNode } from 'react';
import SlickSlider, { type CustomArrowProps } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { carouselSettings } from './carousel-settings';
import { useInertHiddenSlides } from './use-inert-hidden-slides';
import { useSlidesToShow } from './use-slides-to-show';
import './carousel.css';
import { usePageText } from '../page/page-words';

// react-slick is CommonJS with an `exports.default`: depending on the bundler's interop the default
// import is the component (Vitest) or the module object around it (the production build).
const Slider = (SlickSlider as unknown as { default?: typeof SlickSlider }).default ?? SlickSlider;

function Arrow({ direction, className, onClick }: CustomArrowProps & { direction: 'previous' | 'next' }) {
  // At either end of a carousel that does not loop, react-slick marks the arrow disabled and drops its handler.
  const text = usePageText();
  const disabled = !onClick || Boolean(className?.includes('slick-disabled'));
  return (
    <button
      type="button"
      className={`carousel__arrow carousel__arrow--${direction}`}
      aria-label={text(direction === 'previous' ? 'pages.carousel.previous' : 'pages.carousel.next')}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
    >
      {direction === 'previous' ? <ChevronLeftIcon size={26} /> : <ChevronRightIcon size={26} />}
    </button>
  );
}

export interface SlickCarouselProps {
  infinite: boolean;
  children: ReactNode[];
}

/** react-slick with the specification's settings, keyboard-operable arrows and dots. Loaded on demand. */
export default function SlickCarousel({ infinite, children }: SlickCarouselProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useInertHiddenSlides(rootRef);
  const slidesToShow = useSlidesToShow();
  const text = usePageText();

  return (
    <div ref={rootRef} className="carousel">
      <Slider
        {...carouselSettings({ infinite })}
        slidesToShow={slidesToShow}
        prevArrow={<Arrow direction="previous" />}
        nextArrow={<Arrow direction="next" />}
        customPaging={(index) => (
          <button type="button" aria-label={text('pages.carousel.goTo', { number: index + 1 })}>
            {index + 1}
          </button>
        )}
      >
        {children}
      </Slider>
    </div>
  );
}
