import { apiUrl } from '../api/client';
import { createBeaconQueue } from './beacon-queue';

/** Waits for the page's load and then for the browser to be idle (or 5 s): never in the way of the page. */
function afterLoadAndIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 5000 });
        else setTimeout(resolve, 1000);
      }),
  );
}

/**
 * Field measurements of real visits (issue 25): LCP, INP, CLS and TTFB by the web-vitals library,
 * sent in one beacon per page view to POST /api/vitals/ when the page is hidden. The library is a
 * chunk of its own, fetched after the page has loaded and the browser is idle, so no visitor
 * waits for it. Reading late loses little: the browser buffers the paints, the shifts and the slow
 * interactions (104 ms and over) for an observer that asks later. A page hidden before then
 * (a visit of a second or two) is not reported. `route` is the route pattern, never the address.
 */
export async function startFieldMeasurements(route: string): Promise<void> {
  if (typeof navigator.sendBeacon !== 'function') return;
  await afterLoadAndIdle();
  const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals');
  const queue = createBeaconQueue(route, (body) => {
    // A string is sent as text/plain: no CORS preflight, and the CMS reads it as JSON.
    navigator.sendBeacon(apiUrl('/vitals/'), body);
  });
  for (const observe of [onLCP, onINP, onCLS, onTTFB]) observe(queue.add);
  queue.listen();
  // As <html data-hydrated> tells that the app is live: this page view will be reported.
  document.documentElement.dataset.measuring = route;
}
