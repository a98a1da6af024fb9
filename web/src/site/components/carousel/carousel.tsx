import { Children, Suspense, type ReactNode } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { useEnhanced } from '../../../lib/use-enhanced';
import './carousel.css';

// react-slick and its stylesheet are fetched only when a page actually shows a carousel. A page with
// carousels loads it with its own code, before hydrating (app/routes.tsx), so the swap from the
// served slides to react-slick happens at once, without a placeholder between them.
const SlickCarousel = lazyWithPreload(() => import('./slick-carousel'));

export const preloadCarousel = (): Promise<unknown> => SlickCarousel.preload();

export interface CarouselProps {
  /** id of the heading that names the carousel. */
  labelledBy: string;
  /** Whether the last slide leads back to the first (only the news carousel does). */
  infinite: boolean;
  /** One element per slide, each with a key. */
  children: ReactNode[];
}

/**
 * The slides before (or without) the script: a row the visitor scrolls or swipes through, every card
 * reachable, laid out as react-slick will lay them out (three, two or one in view, with room for its
 * arrows and dots), so nothing moves when the script takes over.
 */
function ServedSlides({ children }: { children: ReactNode[] }) {
  return (
    <div className="carousel carousel--served">
      <ul className="carousel__served-track">
        {Children.map(children, (slide) => (
          <li className="carousel__served-slide">{slide}</li>
        ))}
      </ul>
    </div>
  );
}

/** A content carousel (blogs, videos, news, events): a labelled group around react-slick. */
export function Carousel({ labelledBy, infinite, children }: CarouselProps) {
  const enhanced = useEnhanced();
  return (
    <div role="group" aria-roledescription="carousel" aria-labelledby={labelledBy} className="carousel-region">
      {enhanced ? (
        <Suspense fallback={<ServedSlides>{children}</ServedSlides>}>
          <SlickCarousel infinite={infinite}>{children}</SlickCarousel>
        </Suspense>
      ) : (
        <ServedSlides>{children}</ServedSlides>
      )}
    </div>
  );
}
