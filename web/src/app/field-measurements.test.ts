import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VitalMeasurement } from '@hospital/contract';

/** web-vitals stands in: each observer reports what the test hands it. */
type Report = (metric: { name: string; value: number; rating: string; id: string }) => void;
const observers = vi.hoisted(() => ({ list: new Map<string, Report>() }));
vi.mock('web-vitals', () => {
  const observe = (name: string) => (report: Report) => observers.list.set(name, report);
  return { onLCP: observe('LCP'), onINP: observe('INP'), onCLS: observe('CLS'), onTTFB: observe('TTFB') };
});

const { measurePublicPage } = await import('./field-measurements');

const sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true);

function report(name: string, value: number, rating = 'good') {
  observers.list.get(name)!({ name, value, rating, id: `v5-1-${name}` });
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

const sent = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, body: JSON.parse(body) as VitalMeasurement[] }));

beforeEach(() => {
  observers.list.clear();
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  // The browser's idle moment, at once.
  window.requestIdleCallback = (callback: IdleRequestCallback) =>
    window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0);
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

async function visit(address: string) {
  window.history.replaceState(null, '', address);
  measurePublicPage(window.location.pathname);
  await vi.waitFor(() => expect(observers.list.size).toBe(4));
}

describe('field measurements', () => {
  it('sends one beacon per page view on hide, under the route pattern, never the address or its query', async () => {
    await visit('/department/3?name=Asha+Roy&phone=9000000000');
    report('TTFB', 180);
    report('LCP', 1200);
    report('CLS', 0.01);
    report('INP', 80);
    report('INP', 140, 'good'); // INP grows as the visitor interacts: the last value counts.
    expect(sendBeacon).not.toHaveBeenCalled();

    hidePage();
    expect(sent()).toHaveLength(1);
    expect(sent()[0].url).toMatch(/\/api\/vitals\/$/);
    expect(sent()[0].body).toEqual([
      { name: 'TTFB', value: 180, rating: 'good', id: 'v5-1-TTFB', route: '/department/:id' },
      { name: 'LCP', value: 1200, rating: 'good', id: 'v5-1-LCP', route: '/department/:id' },
      { name: 'CLS', value: 0.01, rating: 'good', id: 'v5-1-CLS', route: '/department/:id' },
      { name: 'INP', value: 140, rating: 'good', id: 'v5-1-INP', route: '/department/:id' },
    ]);
    expect(sendBeacon.mock.calls[0][1]).not.toMatch(/Asha|9000000000|\?/);
  });

  it('sends nothing more on pagehide after the hide, and only what changed when shown and hidden again', async () => {
    await visit('/doctors?q=neuro');
    report('LCP', 900);
    hidePage();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    report('CLS', 0.2, 'needs-improvement');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()[1].body).toEqual([
      { name: 'CLS', value: 0.2, rating: 'needs-improvement', id: 'v5-1-CLS', route: '/doctors' },
    ]);
  });

  it('names a doctor profile by its pattern, not the doctor', async () => {
    await visit('/dr-arindam-sarkar');
    report('LCP', 1000);
    hidePage();
    expect(sent()[0].body[0].route).toBe('/:name');
  });

  it('measures the home page as /', async () => {
    await visit('/');
    report('TTFB', 100);
    hidePage();
    expect(sent()[0].body[0].route).toBe('/');
  });

  it('measures nothing on the admin screens', async () => {
    window.history.replaceState(null, '', '/admin/dashboard');
    measurePublicPage(window.location.pathname);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(observers.list.size).toBe(0);
    hidePage();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
