import { Suspense, type ReactNode } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';

// react-slick and its stylesheet are fetched only when a page actually shows a carousel. A page with
// carousels loads it with its own code, before hydrating (app/routes.tsx): an arrow tapped the moment
// the page is live is answered, where a chunk still on its way would have made React drop the tap.
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

/** A content carousel (blogs, videos, news, events): a labelled group around react-slick. */
export function Carousel({ labelledBy, infinite, children }: CarouselProps) {
  return (
    <div role="group" aria-roledescription="carousel" aria-labelledby={labelledBy} className="carousel-region">
      <Suspense fallback={<div className="carousel-placeholder" aria-hidden="true" />}>
        <SlickCarousel infinite={infinite}>{children}</SlickCarousel>
      </Suspense>
    </div>
  );
}
