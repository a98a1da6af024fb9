import type { Locator, Page } from '@playwright/test';

/**
 * Polls `probe` until `accept` says yes, and returns that value; fails after `timeoutMs` with
 * `what` and the last value seen. For conditions Playwright's own waits do not express
 * (a text that must change, a count that must reach a number).
 */
export async function waitUntil<T>(
  what: string,
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 10_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await probe();
    if (accept(last)) return last;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last seen: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The trimmed text of the first element matched. */
export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Waits until `locator`'s text changes away from `from`, and returns the new text. */
export function nextTextOf(locator: Locator, from: string, timeoutMs: number): Promise<string> {
  return waitUntil(
    `the text "${from}" to change`,
    () => textOf(locator),
    (text) => text !== '' && text !== from,
    timeoutMs,
  );
}

/** True when the element is the page's focused element (or contains it). */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
}

/**
 * Where focus is, seen from `locator`: 'inside' when the element has focus or contains it, else a
 * short description of the focused element. For `expect.poll(() => whereFocusIs(page, locator))
 * .toBe('inside')`, whose failure then names where focus went.
 */
export async function whereFocusIs(page: Page, locator: Locator): Promise<string> {
  return (await hasFocus(locator)) ? 'inside' : describeFocus(page);
}

/** A short description of the focused element, for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const name =
      active.getAttribute('aria-label') ?? active.textContent?.replace(/\s+/g, ' ').trim().slice(0, 60) ?? '';
    return `<${active.tagName.toLowerCase()}> "${name}"`;
  });
}

/**
 * Keyboard only: presses Tab from where focus is until `target` has focus, as a person without a
 * mouse would. Fails if it is not reached within `maxPresses`.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 250): Promise<number> {
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    await page.keyboard.press('Tab');
  }
  throw new Error(
    `Tab did not reach the element after ${maxPresses} presses (focus is on ${await describeFocus(page)})`,
  );
}

/** Waits until every image on the page has finished loading (or failed), so a picture shows it. */
export async function imagesSettled(page: Page, timeoutMs = 10_000): Promise<void> {
  await page.waitForFunction(
    () => Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
    undefined,
    { timeout: timeoutMs },
  );
}

/** Waits for the page's running animations that end (a dialog rising, a fade) to finish. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
