import { axeChecks, sharedVisit } from './a11y-checks';
import { expect, test } from './fixtures';
import { loadSiteData, PUBLIC_ROUTE_NAMES, publicRoutes, type SiteData } from './routes';

/**
 * WCAG 2.2 A/AA with axe-core on every public route, in three languages, as the app draws it and as
 * served, at desktop width and at 375 px (tagged @every-width: both projects run them). The admin
 * screens: a11y-admin.test.ts.
 */
const { check } = axeChecks();

let data: SiteData;
test.beforeAll(async () => {
  data = await loadSiteData();
});

const routeNamed = (name: string) => publicRoutes(data).find((route) => route.name === name)!;

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
