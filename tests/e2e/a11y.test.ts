import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { adminScreenReady, loginAsAdmin } from './admin';
import { ARTIFACTS_DIR } from './artifacts';
import { describeViolations, runAxe, summarise, summaryLine, type AxeSummary } from './axe';
import { DESKTOP, launchBrowser, MOBILE, newVisit, type Viewport, type Visit } from './browser';
import { ADMIN_SCREENS, loadSiteData, publicRoutes } from './routes';

/** WCAG 2.2 A/AA with axe-core on every public route and admin screen, at desktop width and at 375 px. */
const routes = publicRoutes(await loadSiteData());
const VIEWPORTS: readonly [string, Viewport][] = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
];
const summaries: AxeSummary[] = [];
/**
 * The rotating banner, taglines and reviews fade in: measured mid-fade, a colour is paler than it
 * is. With reduced motion the site's animations end at once (styles/base.css), so axe measures the
 * colours a reader actually sees.
 */
const SETTLED = { reducedMotion: 'reduce' } as const;

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  // The per-route figures, for the log and for whoever reports on the run.
  console.log(`\naxe-core (WCAG 2.0/2.1/2.2 A and AA), ${summaries.length} pages:`);
  for (const summary of summaries) console.log(summaryLine(summary));
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  writeFileSync(join(ARTIFACTS_DIR, 'axe-summary.json'), `${JSON.stringify(summaries, null, 2)}\n`);
});

async function check(visit: Visit, route: string, viewport: string): Promise<void> {
  const results = await runAxe(visit.page);
  const summary = summarise(route, viewport, results);
  summaries.push(summary);
  console.log(summaryLine(summary));
  assert.equal(
    results.violations.length,
    0,
    `WCAG violations on ${route} (${viewport}):\n${describeViolations(results)}`,
  );
}

for (const [viewportName, viewport] of VIEWPORTS) {
  describe(`accessibility of the public site, ${viewportName}`, { timeout: 180_000 }, () => {
    let visit: Visit;
    before(async () => {
      visit = await newVisit(browser, viewport, SETTLED);
    });
    after(() => visit?.context.close());

    for (const route of routes) {
      test(`${route.path} has no WCAG 2.2 A/AA violation`, async () => {
        await visit.page.goto(route.path);
        await route.ready(visit.page);
        await check(visit, route.path, viewportName);
      });
    }
  });

  // What a visitor sees before the app has started (and all a crawler or a visitor with
  // JavaScript off ever sees): the HTML the server sent, with the site's styles.
  describe(`accessibility of the served pages before their code runs, ${viewportName}`, { timeout: 180_000 }, () => {
    let visit: Visit;
    before(async () => {
      visit = await newVisit(browser, viewport, { ...SETTLED, servedOnly: true });
    });
    after(() => visit?.context.close());

    for (const route of routes) {
      test(`${route.path} as served has no WCAG 2.2 A/AA violation`, async () => {
        const response = await visit.page.goto(route.path, { waitUntil: 'load' });
        assert.equal(response?.status(), 200, route.path);
        assert.equal(
          await visit.page.evaluate(() => document.documentElement.dataset.hydrated),
          undefined,
          'the app did not start',
        );
        await check(visit, `${route.path} (served)`, viewportName);
      });
    }
  });

  describe(`accessibility of the admin screens, ${viewportName}`, { timeout: 180_000 }, () => {
    let visit: Visit;
    before(async () => {
      visit = await newVisit(browser, viewport, SETTLED);
    });
    after(() => visit?.context.close());

    test('/admin/login has no WCAG 2.2 A/AA violation', async () => {
      await visit.page.goto('/admin/login');
      await visit.page.getByRole('form', { name: 'Admin login' }).waitFor();
      await check(visit, '/admin/login', viewportName);
      await loginAsAdmin(visit.page);
    });

    for (const screen of ADMIN_SCREENS) {
      test(`${screen.path} has no WCAG 2.2 A/AA violation`, async () => {
        await visit.page.goto(screen.path);
        await adminScreenReady(visit.page, screen.title);
        await check(visit, screen.path, viewportName);
      });
    }
  });
}
