import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * Set by the global setup (tests/e2e/global-setup.ts) once the stack is up; the defaults are a
 * developer's `npm start`.
 */
export const SITE_URL = process.env.E2E_SITE_URL ?? 'http://localhost:4173';
export const CMS_URL = process.env.E2E_CMS_URL ?? 'http://localhost:1337';

/** The flags this closed-network machine needs. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
];
/** Debian's Chromium: no browser is downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium for a test outside Playwright's runner (tests/ops drives one on node:test). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const DESKTOP = { width: 1366, height: 900 };
export const MOBILE = { width: 375, height: 812 };
export type Viewport = typeof DESKTOP;

export interface VisitOptions {
  reducedMotion?: 'reduce';
  /**
   * The page as the server sent it, before any of its code runs (a slow phone, a crawler, a
   * visitor with JavaScript off): the site's scripts are refused and goto waits for the load event.
   */
  servedOnly?: boolean;
}

/**
 * Requests leaving the machine (YouTube, maps) are answered empty: the network here is closed,
 * and a journey must not depend on it.
 */
export async function keepOnSite(context: BrowserContext, servedOnly = false): Promise<void> {
  const site = new URL(SITE_URL);
  await context.route(
    (url) => url.hostname !== site.hostname && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  if (servedOnly) await context.route('**/assets/*.js', (route) => route.abort());
}

/**
 * A served page is readable before its code has run; a journey acts on it once the app is live
 * (as a visitor's first tap, sooner, would be lost): goto waits for the app to start. Returns
 * the console errors and uncaught exceptions the page will show.
 */
export function watchPage(page: Page, servedOnly = false): string[] {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!servedOnly) await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    return response;
  };
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen on the page. */
  errors: string[];
}

/**
 * A second visitor inside one test (own cookies and storage), beside the test's own page: an
 * admin's change seen by a visitor, or one page at several widths. The caller closes its context.
 */
export async function newVisit(
  browser: Browser,
  viewport: Viewport = DESKTOP,
  options: VisitOptions = {},
): Promise<Visit> {
  const context = await browser.newContext({ viewport, baseURL: SITE_URL, reducedMotion: options.reducedMotion });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  await keepOnSite(context, options.servedOnly);
  const page = await context.newPage();
  return { context, page, errors: watchPage(page, options.servedOnly) };
}
