import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const SITE_URL = process.env.E2E_SITE_URL ?? 'http://localhost:4173';
export const CMS_URL = process.env.E2E_CMS_URL ?? 'http://localhost:1337';

/** Debian's Chromium with the flags this closed-network machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
  });
}

export const DESKTOP = { width: 1366, height: 900 };
export const MOBILE = { width: 375, height: 812 };

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
export async function newVisit(browser: Browser, viewport = DESKTOP): Promise<Visit> {
  const context = await browser.newContext({ viewport, baseURL: SITE_URL });
  const site = new URL(SITE_URL);
  await context.route(
    (url) => url.hostname !== site.hostname && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
