/**
 * The app downloads its code once the page's first view is on screen. On a phone's slow network
 * what the visitor came for then has the bandwidth to itself instead of sharing it with about 90 KB
 * of script, and the page, complete in the served HTML, is readable meanwhile. The first view is
 * on screen once
 * - the page's lead picture (the `<img fetchpriority="high">` the server rendered: on the home page
 *   the banner, its largest paint) has loaded or failed,
 * - what the style sheet shows by itself after a delay (`data-first-view-reveal`: the first tab
 *   panel, after the specification's 100 ms) is shown,
 * - the first paint has been presented, and a frame has been drawn after all of these. A page
 *   with neither a lead picture nor a reveal starts after its first paint.
 * Nothing holds the app longer than FIRST_VIEW_WAIT_MS (and one frame).
 */
export const FIRST_VIEW_WAIT_MS = 3000;
/** A hidden tab draws no frames: the wait for the next frame ends by timer there. */
const PAINT_WAIT_MS = 100;

function leadImageSettled(doc: Document): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** The style sheet's own reveals: their (zero-length, delayed) animations have finished. */
function revealsShown(doc: Document): Promise<void> {
  const animations = [...doc.querySelectorAll('[data-first-view-reveal]')].flatMap(
    (element) => element.getAnimations?.() ?? [],
  );
  return Promise.all(animations.map((animation) => animation.finished.catch(() => undefined))).then(() => undefined);
}

/**
 * The page's first paint is on the screen (paint timing reports it when the frame is presented,
 * which on a slow phone is well after the frame's callbacks have run). Where the browser does not
 * report it, nothing is waited for here.
 */
function firstPaintShown(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** The frame after this moment has been drawn: the next one has begun. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
    setTimeout(resolve, PAINT_WAIT_MS);
  });
}

export function firstViewPainted(doc: Document = document): Promise<void> {
  const shown = Promise.all([leadImageSettled(doc), revealsShown(doc), firstPaintShown()]);
  const limit = new Promise<void>((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS));
  return Promise.race([shown, limit]).then(nextPaint);
}
