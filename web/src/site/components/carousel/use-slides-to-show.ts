import { useSyncExternalStore } from 'react';
import { CAROUSEL } from '../../../data/constants';

const narrowestFirst = [...CAROUSEL.breakpoints].sort((a, b) => a.maxWidthPx - b.maxWidthPx);
const queryFor = (maxWidthPx: number) => `(max-width: ${maxWidthPx}px)`;

function currentSlidesToShow(): number {
  const match = narrowestFirst.find((breakpoint) => window.matchMedia(queryFor(breakpoint.maxWidthPx)).matches);
  return match?.slidesToShow ?? CAROUSEL.slidesToShow;
}

function subscribe(onChange: () => void): () => void {
  const queries = narrowestFirst.map((breakpoint) => window.matchMedia(queryFor(breakpoint.maxWidthPx)));
  queries.forEach((query) => query.addEventListener('change', onChange));
  return () => queries.forEach((query) => query.removeEventListener('change', onChange));
}

/**
 * How many slides fit the screen right now. react-slick 0.31 applies its `responsive` settings
 * only when the width changes after mounting, never to the width it starts at
 * (akiran/react-slick#2446), so a phone would start with three slides; this value is passed as
 * the starting slidesToShow and follows later changes too.
 */
export function useSlidesToShow(): number {
  // react-slick is never rendered on the server (the served slides stand in for it), so no server snapshot.
  return useSyncExternalStore(subscribe, currentSlidesToShow);
}
