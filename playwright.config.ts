/**
 * The end-to-end journeys (tests/e2e) in Debian's headless Chromium against a throw-away stack
 * that the global setup starts (seeded Strapi + the built site). `npm run test:e2e` or, after a
 * build, `npx playwright test [file]`; UPDATE_SCREENSHOTS=1 also refreshes docs/screenshots/.
 *
 * Two widths: desktop and a 375 px phone. A test runs at the width its checks are about:
 * untagged tests at desktop width, tests tagged @mobile on the phone only, and those tagged
 * @every-width (the axe checks, every route loading) at both.
 *
 * Two kinds of journey. A visitor's (VISITOR_JOURNEYS) only reads the site: those files run first,
 * and may run two at a time (`workers`). Every other file writes (an admin's save, a patient's
 * form, a booking) or signs in, and changes what another journey would see (a banner replaced for a moment, the desk's counts),
 * so they run after the visitors', one at a time. So does the link crawl (links.test.ts): it asks
 * for pages many at once, as a crawler does, and a visitor beside it meets the page server's busy
 * answer (a page never served before, while the rendering queue is full, is the 503 with the
 * numbers). A new file runs alone until it is listed here.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, MOBILE } from './tests/e2e/browser';

/** The files that only read the site, a page at a time: no save, no form sent, no sign-in (see above). */
const VISITOR_JOURNEYS = [
  'a11y',
  'a11y-keyboard',
  'accessibility-statement',
  'content-languages',
  'health-library',
  'languages',
  'pa11y',
  'schemes',
  'screen-reader',
  'server-rendered',
  'smoke',
  'valid-html',
  'visitor-content-served',
  'visitor-dialogs',
  'visitor-home',
  'visitor-menu-served',
  'visitor-navigation',
  'visitor-phone',
  'visitor-profiles',
  'visitor-routes',
].map((name) => `${name}.test.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.test.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  // One, for now: the visitors' projects could take two (the writers' are held to one), but on two
  // cores the CMS then missed its 1 s answer budget and a first visit to a Bengali page was the
  // 503 page (no last good copy yet). Two need a longer budget for this stack or a warm page store.
  workers: 1,
  fullyParallel: false,
  // A flaky test is reported as failing, not hidden by a second try.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 120_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'artifacts/playwright-report' }]],
  // Git-ignored: screenshots and traces of the tests that failed.
  outputDir: 'artifacts/test-results',
  use: {
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', testMatch: VISITOR_JOURNEYS, use: { viewport: DESKTOP }, grepInvert: /@mobile/ },
    { name: 'mobile', testMatch: VISITOR_JOURNEYS, use: { viewport: MOBILE }, grep: /@mobile|@every-width/ },
    {
      name: 'desktop, writing',
      testIgnore: VISITOR_JOURNEYS,
      workers: 1,
      dependencies: ['desktop', 'mobile'],
      use: { viewport: DESKTOP },
      grepInvert: /@mobile/,
    },
    {
      name: 'mobile, writing',
      testIgnore: VISITOR_JOURNEYS,
      workers: 1,
      // After the desktop writers, never beside them.
      dependencies: ['desktop, writing'],
      use: { viewport: MOBILE },
      grep: /@mobile|@every-width/,
    },
  ],
});
