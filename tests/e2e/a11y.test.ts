import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { adminScreenReady, loginAsAdmin } from './admin';
import { ARTIFACTS_DIR } from './artifacts';
import { describeViolations, runAxe, summarise, summaryLine, type AxeSummary } from './axe';
import { DESKTOP, newVisit, type Visit, type VisitOptions } from './browser';
import { expect, test } from './fixtures';
import { ADMIN_SCREENS, loadSiteData, PUBLIC_ROUTE_NAMES, publicRoutes, type SiteData } from './routes';

/**
 * WCAG 2.2 A/AA with axe-core on every public route and admin screen, at desktop width and at
 * 375 px (tagged @every-width: the desktop and mobile projects both run them).
 */
const summaries: AxeSummary[] = [];
/**
 * The rotating banner, taglines and reviews fade in: measured mid-fade, a colour is paler than it
 * is. With reduced motion the site's animations end at once (styles/base.css), so axe measures the
 * colours a reader actually sees.
 */
test.use({ contextOptions: { reducedMotion: 'reduce' } });

let data: SiteData;
test.beforeAll(async () => {
  data = await loadSiteData();
});
test.afterAll(async ({}, testInfo) => {
  // The per-route figures, for the log and for whoever reports on the run.
  console.log(`\naxe-core (WCAG 2.0/2.1/2.2 A and AA), ${testInfo.project.name}, ${summaries.length} pages:`);
  for (const summary of summaries) console.log(summaryLine(summary));
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  writeFileSync(
    join(ARTIFACTS_DIR, `axe-summary-${testInfo.project.name}.json`),
    `${JSON.stringify(summaries, null, 2)}\n`,
  );
});

const routeNamed = (name: string) => publicRoutes(data).find((route) => route.name === name)!;

async function check(page: Page, route: string, testInfo: TestInfo): Promise<void> {
  const results = await runAxe(page);
  const viewport = testInfo.project.name;
  const summary = summarise(route, viewport, results);
  summaries.push(summary);
  console.log(summaryLine(summary));
  expect(results.violations.length, `WCAG violations on ${route} (${viewport}):\n${describeViolations(results)}`).toBe(
    0,
  );
}

/**
 * One visitor per group of checks, going from page to page as a reader would: a fresh context
 * (and its trace) per route would start a browser context for each of the many checks, which is
 * most of their time. A failed check's page is attached to its report.
 */
function sharedVisit(options: VisitOptions): () => Page {
  let visit: Visit | undefined;
  test.beforeAll(async ({ browser }, testInfo) => {
    visit = await newVisit(browser, testInfo.project.use.viewport ?? DESKTOP, { reducedMotion: 'reduce', ...options });
  });
  test.afterEach(async ({}, testInfo) => {
    if (visit && testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('page', { body: await visit.page.screenshot(), contentType: 'image/png' });
  });
  test.afterAll(() => visit?.context.close());
  return () => visit!.page;
}

test.describe('accessibility of the public site', { tag: '@every-width' }, () => {
  const visitor = sharedVisit({});
  for (const name of PUBLIC_ROUTE_NAMES) {
    test(`${name} has no WCAG 2.2 A/AA violation`, async ({}, testInfo) => {
      const page = visitor();
      const route = routeNamed(name);
      await page.goto(route.path);
      await route.ready(page);
      await check(page, route.path, testInfo);
    });
  }
});

// What a visitor sees before the app has started (and all a crawler or a visitor with
// JavaScript off ever sees): the HTML the server sent, with the site's styles.
test.describe('accessibility of the served pages before their code runs', { tag: '@every-width' }, () => {
  const visitor = sharedVisit({ servedOnly: true });
  for (const name of PUBLIC_ROUTE_NAMES) {
    test(`${name} as served has no WCAG 2.2 A/AA violation`, async ({}, testInfo) => {
      const page = visitor();
      const route = routeNamed(name);
      const response = await page.goto(route.path, { waitUntil: 'load' });
      expect(response?.status(), route.path).toBe(200);
      await expect(page.locator('html'), 'the app did not start').not.toHaveAttribute('data-hydrated');
      await check(page, `${route.path} (served)`, testInfo);
    });
  }
});

/** The Bengali and Hindi pages bench:pages measures (the frame and the pages most in those languages). */
const TRANSLATED_ROUTES = ['bn', 'hi'].flatMap((language) =>
  ['/', '/emergency', '/doctors', '/contact'].map((path) => `/${language}${path}`),
);

test.describe('accessibility of the Bengali and Hindi pages', { tag: '@every-width' }, () => {
  const visitor = sharedVisit({});
  for (const path of TRANSLATED_ROUTES) {
    test(`${path} has no WCAG 2.2 A/AA violation`, async ({}, testInfo) => {
      const page = visitor();
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await page.waitForLoadState('networkidle');
      await check(page, path, testInfo);
    });
  }
});

test.describe('accessibility of the admin screens', { tag: '@every-width' }, () => {
  test('/admin/login has no WCAG 2.2 A/AA violation', async ({ page }, testInfo) => {
    await page.goto('/admin/login');
    await page.getByRole('form', { name: 'Admin login' }).waitFor();
    await check(page, '/admin/login', testInfo);
  });

  test.describe('signed in', () => {
    // One admin session for the screens (the seeded admin signs in once), as an admin moving
    // between them would have.
    const admin = sharedVisit({});
    test.beforeAll(() => loginAsAdmin(admin()));

    for (const screen of ADMIN_SCREENS) {
      test(`${screen.path} has no WCAG 2.2 A/AA violation`, async ({}, testInfo) => {
        const page = admin();
        await page.goto(screen.path);
        await adminScreenReady(page, screen.title);
        await check(page, screen.path, testInfo);
      });
    }
  });
});
