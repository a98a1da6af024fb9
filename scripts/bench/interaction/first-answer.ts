import type { Page } from '@playwright/test';

/** What one route offers a visitor first, and how to tell that a tap on it was answered. */
export interface Control {
  /** The control's CSS selector (the served one and the app's alike). */
  selector: string;
  /** In the page: true once a tap on the control has done what it is for. */
  answered: string;
}

export interface Timing {
  /** When the control was first drawn, in ms since the navigation started. */
  visibleMs: number;
  /** When the first tap on it that did anything was made, in ms since the navigation started. */
  answeredMs: number;
}

/** The first frame in which the control is drawn, noted by the page itself (on its own clock). */
function watchVisibility(selector: string): string {
  return `(() => {
    const watch = () => {
      const control = document.querySelector(${JSON.stringify(selector)});
      const box = control && control.getBoundingClientRect();
      if (box && box.width > 0 && getComputedStyle(control).visibility === 'visible' &&
          !control.closest('[style*="visibility: hidden"]') && getComputedStyle(document.getElementById('root') || document.body).visibility === 'visible') {
        document.documentElement.dataset.benchVisibleAt = String(performance.now());
      } else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  })()`;
}

const TAP_EVERY_MS = 50;
const GIVE_UP_MS = 20_000;

/** Where the control's centre is on the screen, read from a load without throttling. */
export async function controlPosition(page: Page, url: string, control: Control): Promise<{ x: number; y: number }> {
  await page.goto(url);
  // Once the app has taken the served controls over, the control stays where it is.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: GIVE_UP_MS });
  const shown = page.locator(control.selector).first();
  await shown.waitFor({ state: 'visible', timeout: GIVE_UP_MS });
  const box = await shown.boundingBox({ timeout: GIVE_UP_MS });
  if (!box) throw new Error(`${url}: ${control.selector} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Loads the page and taps where the control will be, from the first byte, until a tap is
 * answered: a tap is sent every TAP_EVERY_MS and each is followed by a look in the page, which the
 * page runs only after it has handled the tap. The control's first drawn frame is noted by the
 * page itself. A tap answered is counted from when it was sent (or from when the control was
 * drawn, for one sent just before).
 */
export async function firstAnswer(
  page: Page,
  url: string,
  control: Control,
  at: { x: number; y: number },
): Promise<Timing> {
  await page.addInitScript(watchVisibility(control.selector));
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  for (;;) {
    if (Date.now() - started > GIVE_UP_MS) throw new Error(`${url}: ${control.selector} never answered`);
    const tappedAt = Date.now() - timeOrigin;
    await page.touchscreen.tap(at.x, at.y);
    const { answered, visibleAt } = await page.evaluate<{ answered: boolean; visibleAt?: string }>(
      `({ answered: ${control.answered}, visibleAt: document.documentElement.dataset.benchVisibleAt })`,
    );
    if (answered && visibleAt) {
      const visibleMs = Number(visibleAt);
      return { visibleMs, answeredMs: Math.max(tappedAt, visibleMs) };
    }
    await page.waitForTimeout(TAP_EVERY_MS);
  }
}

/** How long after the navigation started a page waits, once its app runs, for a later largest paint. */
const SETTLE_MS = 1_000;

/**
 * The page's largest contentful paint, in ms since the navigation started, as the browser reports
 * it to the page (the last `largest-contentful-paint` entry): read once the app has started and the
 * page has been still for SETTLE_MS, with no tap (input ends the browser's count).
 */
export async function largestPaint(page: Page, url: string): Promise<number> {
  await page.addInitScript(`new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) document.documentElement.dataset.benchLargestPaint = String(last.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true })`);
  await page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: GIVE_UP_MS });
  await page.waitForTimeout(SETTLE_MS);
  const at = await page.evaluate(() => document.documentElement.dataset.benchLargestPaint);
  if (at === undefined) throw new Error(`${url}: no largest contentful paint reported`);
  return Number(at);
}
