/**
 * Scrolls a row of slides to `left` over `ms` (the specification's 500 ms a slide), easing out;
 * at once for a visitor who asked for less motion. Snapping is off while it moves, or each step
 * would be pulled back to the nearest slide.
 */
export function glide(track: HTMLElement, left: number, ms: number): void {
  const still =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const from = track.scrollLeft;
  if (still || ms <= 0 || from === left || typeof requestAnimationFrame !== 'function') {
    track.scrollLeft = left;
    return;
  }
  const started = performance.now();
  track.style.scrollSnapType = 'none';
  const step = (now: number) => {
    const done = Math.min(1, (now - started) / ms);
    track.scrollLeft = from + (left - from) * (1 - (1 - done) ** 3);
    if (done < 1) requestAnimationFrame(step);
    else track.style.scrollSnapType = '';
  };
  requestAnimationFrame(step);
}
