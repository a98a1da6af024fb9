/**
 * Issue 25, field measurements: a visitor's page loads the web-vitals chunk only after the page
 * has loaded, and leaving the page sends one beacon, under the route pattern (no query string),
 * which the admin dashboard then charts.
 */
import { loginAsAdmin } from './admin';
import { apiGet, ADMIN, login } from './cms-api';
import { expect, test } from './fixtures';

interface SummaryRow {
  route: string;
  metric: string;
  p75: number;
  samples: number;
}
interface Summary {
  last_7_days: SummaryRow[];
  last_28_days: SummaryRow[];
}

const isBeacon = (url: string, method: string) => method === 'POST' && /\/api\/vitals\/$/.test(url);

test.describe('field measurements', () => {
  test('a visit to /doctors, then leaving it, posts one beacon that the summary and the dashboard show', async ({
    page,
  }) => {
    const token = await login(ADMIN.email, ADMIN.password);
    const before = await apiGet<Summary>('/vitals/summary/', token);
    const samplesBefore = (metric: string) =>
      before.last_7_days.find((row) => row.route === '/doctors' && row.metric === metric)?.samples ?? 0;

    const beacons: Array<{ url: string; body: string }> = [];
    page.on('request', (request) => {
      if (isBeacon(request.url(), request.method()))
        beacons.push({ url: request.url(), body: request.postData() ?? '' });
    });

    const library = page.waitForResponse((response) => /\/web-vitals[-.][^/]*\.js$/.test(response.url()));
    await page.goto('/doctors?q=neuro');
    await library;
    await page.locator('html[data-measuring="/doctors"]').waitFor({ state: 'attached' });
    // Fetched after the page's load event, never in its critical path.
    const order = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const chunk = performance.getEntriesByType('resource').find((entry) => /\/web-vitals[-.]/.test(entry.name));
      return { loadEnd: navigation.loadEventEnd, chunkStart: chunk?.startTime ?? -1 };
    });
    expect(order.chunkStart, `web-vitals fetched after load: ${JSON.stringify(order)}`).toBeGreaterThanOrEqual(
      order.loadEnd,
    );
    // An interaction, so INP has something to measure.
    await page.getByRole('heading', { level: 1 }).first().click();
    expect(beacons, 'nothing is sent while the visitor is on the page').toHaveLength(0);

    // The visitor switches to another tab: the page is hidden and the beacon goes. (Headless
    // Chromium never hides a page by itself; leaving the page for real is the second visit below.)
    const sent = page.waitForRequest((request) => isBeacon(request.url(), request.method()));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await sent;
    expect(beacons, 'one beacon per page view').toHaveLength(1);
    const measurements = JSON.parse(beacons[0].body) as Array<{ name: string; route: string; value: number }>;
    expect(measurements.length, `several metrics in one beacon: ${beacons[0].body}`).toBeGreaterThanOrEqual(2);
    for (const measurement of measurements) expect(measurement.route).toBe('/doctors');
    expect(beacons[0].body, 'no address or query string leaves the page').not.toMatch(/neuro|\?/);
    const metrics = measurements.map((m) => m.name);
    expect(metrics, `TTFB and LCP sent: ${metrics.join(', ')}`).toEqual(expect.arrayContaining(['TTFB', 'LCP']));

    // The summary counts it.
    await expect
      .poll(async () => {
        const after = await apiGet<Summary>('/vitals/summary/', token);
        return after.last_7_days.find((row) => row.route === '/doctors' && row.metric === 'TTFB')?.samples ?? 0;
      })
      .toBe(samplesBefore('TTFB') + 1);

    // Leaving a page for another site's address (a real pagehide) sends its beacon too.
    const departmentBefore =
      before.last_7_days.find((row) => row.route === '/department/:id' && row.metric === 'TTFB')?.samples ?? 0;
    await page.goto('/department/1');
    await page.locator('html[data-measuring="/department/:id"]').waitFor({ state: 'attached' });
    await page.goto('/about');
    await expect
      .poll(async () => {
        const after = await apiGet<Summary>('/vitals/summary/', token);
        return after.last_7_days.find((row) => row.route === '/department/:id' && row.metric === 'TTFB')?.samples ?? 0;
      })
      .toBe(departmentBefore + 1);

    // And the dashboard charts it, with the figures as a table.
    await loginAsAdmin(page);
    const panel = page.getByRole('region', { name: 'Real visits: page speed' });
    await panel.getByRole('figure', { name: /Time to First Byte \(TTFB\)/ }).waitFor();
    await expect(panel.locator('svg[data-metric="TTFB"] [data-route="/doctors"]')).toHaveText(
      / · (Good|Needs improvement|Poor) · \d+$/,
    );
    await expect(
      panel
        .getByRole('table', { name: /last 28 days/ })
        .getByRole('cell', { name: '/doctors' })
        .first(),
    ).toBeAttached();
  });

  test('the admin screens send no measurements', async ({ page }) => {
    let beacons = 0;
    page.on('request', (request) => {
      if (isBeacon(request.url(), request.method())) beacons += 1;
    });
    await loginAsAdmin(page);
    await page.goto('/doctors');
    expect(beacons).toBe(0);
  });
});
