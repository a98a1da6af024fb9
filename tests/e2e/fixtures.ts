import { expect as baseExpect, test as base, type Page } from '@playwright/test';
import { keepOnSite, SITE_URL, watchPage } from './browser';

/**
 * Playwright's expect, retrying for as long as an action waits (the config's actionTimeout, 15 s)
 * rather than its own 5 s: a web-first assertion stands where a read (a text, an attribute, a
 * field's value) used to wait that long for its element, and the stack shares two cores with
 * whatever else runs on the machine.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

export interface SiteFixtures {
  /** Console errors and uncaught exceptions seen on the test's page. */
  errors: string[];
}

export interface SiteOptions {
  /** The page as the server sent it: the site's scripts refused, goto waits for the load event only. */
  servedOnly: boolean;
  /** The page is the site's app, and goto waits for it to start; not so for Strapi's own panel. */
  siteApp: boolean;
}

/** Each test page's console errors, recorded from its first navigation. */
const seen = new WeakMap<Page, string[]>();

/**
 * Playwright's test with the site's visitor: a fresh context per test that stays on the machine
 * (see keepOnSite), a page whose goto waits for the app to start, and its console errors. When
 * a test fails, those errors are attached to its report beside the screenshot and the trace.
 */
export const test = base.extend<SiteFixtures & SiteOptions>({
  servedOnly: [false, { option: true }],
  siteApp: [true, { option: true }],
  // Read when the test runs: the global setup chose the stack's ports after the config was loaded.
  baseURL: async ({}, use) => use(SITE_URL),
  context: async ({ context, servedOnly }, use) => {
    await keepOnSite(context, servedOnly);
    await use(context);
  },
  page: async ({ page, servedOnly, siteApp }, use) => {
    seen.set(page, watchPage(page, servedOnly || !siteApp));
    await use(page);
  },
  errors: async ({ page }, use, testInfo) => {
    const errors = seen.get(page) ?? [];
    await use(errors);
    if (errors.length && testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('console errors', { body: errors.join('\n'), contentType: 'text/plain' });
  },
});
