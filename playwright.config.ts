/**
 * The end-to-end journeys (tests/e2e) in Debian's headless Chromium against a throw-away stack
 * that the global setup starts (seeded Strapi + the built site). `npm run test:e2e` or, after a
 * build, `npx playwright test [file]`; UPDATE_SCREENSHOTS=1 also refreshes docs/screenshots/.
 *
 * Two projects: desktop and a 375 px phone. A test runs at the width its checks are about:
 * untagged tests at desktop width, tests tagged @mobile on the phone only, and those tagged
 * @every-width (the axe checks, every route loading) at both.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, MOBILE } from './tests/e2e/browser';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.test.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  // One worker: the admin journeys change what the visitor journeys see (they replace the banner
  // for a moment, add requests to the desk's counts), so no two tests run at once. Two workers on
  // the visitors' files alone were tried (stop 53): on two cores the CMS then missed its 1 s answer
  // budget and a first visit to a Bengali page was the 503 page, and a project that waits on
  // another skips every writer's test when one visitor's test fails, so a red run says less.
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
    { name: 'desktop', use: { viewport: DESKTOP }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { viewport: MOBILE }, grep: /@mobile|@every-width/ },
  ],
});
