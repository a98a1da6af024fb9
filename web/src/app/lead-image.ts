/**
 * The app waits for the page's lead picture (the `<img fetchpriority="high">` the server rendered:
 * on the home page the banner, its largest paint) to be painted before it downloads its code. On a
 * phone's slow network the banner then has the bandwidth to itself instead of sharing it with
 * about 90 KB of script, and the page, complete in the served HTML, is readable meanwhile. A page
 * without a lead picture (or a picture that failed) starts at once; a picture still loading after
 * LEAD_IMAGE_WAIT_MS does not hold the app any longer.
 */
export const LEAD_IMAGE_WAIT_MS = 3000;
/** A hidden tab draws no frames: the wait after the picture's load ends by timer there. */
const PAINT_WAIT_MS = 100;

export function leadImagePainted(doc: Document = document): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  return new Promise((resolve) => {
    const done = () => resolve();
    // The frame after the picture has loaded is the one that shows it; the app starts after it.
    const afterNextPaint = () => {
      requestAnimationFrame(() => setTimeout(done, 0));
      setTimeout(done, PAINT_WAIT_MS);
    };
    if (!image) return done();
    if (image.complete) return image.naturalWidth > 0 ? afterNextPaint() : done();
    image.addEventListener('load', afterNextPaint, { once: true });
    image.addEventListener('error', done, { once: true });
    setTimeout(done, LEAD_IMAGE_WAIT_MS);
  });
}
