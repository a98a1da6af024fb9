import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './artifacts';

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
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium. scripts/e2e.ts starts one browser for the whole run and passes its address
 * in E2E_BROWSER_WS; each test file connects to it. Run on its own, a file launches its own.
 */
export function launchBrowser(): Promise<Browser> {
  const shared = process.env.E2E_BROWSER_WS;
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const DESKTOP = { width: 1366, height: 900 };
export const MOBILE = { width: 375, height: 812 };
export type Viewport = typeof DESKTOP;

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen on the page. */
  errors: string[];
}

/**
 * A fresh visitor (own cookies and storage). Requests leaving the machine (YouTube, maps) are
 * answered empty: the network here is closed, and a journey must not depend on it.
 */
export interface VisitOptions {
  reducedMotion?: 'reduce';
  /**
   * The page as the server sent it, before any of its code runs (a slow phone, a crawler, a
   * visitor with JavaScript off): the site's scripts are refused and goto waits for the load event.
   */
  servedOnly?: boolean;
}

export async function newVisit(
  browser: Browser,
  viewport: Viewport = DESKTOP,
  options: VisitOptions = {},
): Promise<Visit> {
  const context = await browser.newContext({ viewport, baseURL: SITE_URL, reducedMotion: options.reducedMotion });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const site = new URL(SITE_URL);
  await context.route(
    (url) => url.hostname !== site.hostname && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  if (options.servedOnly) await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  // A served page is readable before its code has run; a journey acts on it once the app is live
  // (as a visitor's first tap, sooner, would be lost).
  const goto = page.goto.bind(page);
  const servedOnly = options.servedOnly ?? false;
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
  return { context, page, errors };
}

/**
 * Runs one journey in its own context and closes it afterwards, pass or fail. When the journey
 * fails, the page as it was is saved to artifacts/failures/<name>.png for the person reading the log.
 */
export async function inVisit(
  browser: Browser,
  name: string,
  journey: (visit: Visit) => Promise<void>,
  viewport: Viewport = DESKTOP,
): Promise<void> {
  const visit = await newVisit(browser, viewport);
  try {
    await journey(visit);
  } catch (error) {
    const dir = join(ARTIFACTS_DIR, 'failures');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase()}.png`);
    await visit.page.screenshot({ path: file, fullPage: false }).catch(() => undefined);
    if (visit.errors.length) console.error(`console errors during "${name}":\n  ${visit.errors.join('\n  ')}`);
    throw error;
  } finally {
    await visit.context.close().catch(() => undefined);
  }
}
