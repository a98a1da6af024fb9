import type { VitalMeasurement, VitalMetric, VitalRating } from '@hospital/contract';

/** What web-vitals hands each callback (the fields read here; its Metric type has more). */
export interface ReportedMetric {
  name: string;
  value: number;
  rating: VitalRating;
  id: string;
}

const REPORTED: ReadonlySet<string> = new Set<VitalMetric>(['LCP', 'INP', 'CLS', 'TTFB']);

/**
 * Collects one page view's measurements and sends them in one beacon when the page is hidden
 * (tab switched, app backgrounded, navigated away: `visibilitychange` to hidden, and `pagehide`
 * for browsers that skip it). A metric reported again (CLS and INP grow while the page lives)
 * replaces its earlier value; after a send the queue starts empty, so a page shown again only
 * sends what changed.
 */
export function createBeaconQueue(route: string, send: (body: string) => void) {
  const pending = new Map<string, VitalMeasurement>();

  const add = ({ name, value, rating, id }: ReportedMetric): void => {
    if (!REPORTED.has(name)) return;
    pending.set(name, { name: name as VitalMetric, value, rating, id, route });
  };

  const flush = (): void => {
    if (pending.size === 0) return;
    const body = JSON.stringify([...pending.values()]);
    pending.clear();
    send(body);
  };

  const onVisibilityChange = (): void => {
    if (document.visibilityState === 'hidden') flush();
  };

  /** Listens from now on; registered after web-vitals' own listeners, so their last values are in. */
  const listen = (): (() => void) => {
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', flush);
    };
  };

  return { add, flush, listen };
}
