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
 * How many slides fit the screen right now (the stylesheet's breakpoints, as the constants name
 * them), following a turned phone or a resized window. The server knows no width: it serves the
 * widest, and the controls that depend on it are drawn only once the script runs.
 */
export function useSlidesToShow(): number {
  return useSyncExternalStore(subscribe, currentSlidesToShow, () => CAROUSEL.slidesToShow);
}
