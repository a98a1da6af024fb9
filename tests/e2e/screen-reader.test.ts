/**
 * What a screen reader announces on the journeys patients come for, in the page's language:
 * @guidepup/virtual-screen-reader walks the page as a screen reader's "next" does (its browser
 * build, loaded into the page from the site's own origin: the pages' policy allows only 'self'
 * scripts) and the phrases it speaks are asserted: the page's language, its landmarks and first
 * heading, the form's labels, a refusal and the refused field, the doctor finder's count.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { virtual } from '@guidepup/virtual-screen-reader';
import { expect, test } from './fixtures';
import { loadSiteData } from './routes';

const BUNDLE_PATH = '/__virtual-screen-reader.js';
const bundle = readFileSync(
  createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js'),
  'utf8',
);

/** Steps a walk takes at most: more than any of these pages has. */
const STEPS = 600;

test.beforeEach(async ({ page }) => {
  await page.route(`**${BUNDLE_PATH}`, (route) => route.fulfill({ contentType: 'text/javascript', body: bundle }));
});

/** The screen reader as its browser build gives it (the same API as the Node one's types). */
type VirtualScreenReader = typeof virtual;

/** Opens `path` once its script has run, the screen reader listening from the start. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
  await page.evaluate(async (bundlePath) => {
    const { virtual } = (await import(bundlePath)) as { virtual: VirtualScreenReader };
    Object.assign(window, { screenReader: virtual });
    await virtual.start({ container: document.body });
  }, BUNDLE_PATH);
}

/** What the screen reader has said since it started or was last asked. */
const heard = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const reader = (window as unknown as { screenReader: VirtualScreenReader }).screenReader;
    const phrases = await reader.spokenPhraseLog();
    await reader.clearSpokenPhraseLog();
    return phrases;
  });

/** Everything said walking `selector` (the whole page by default) from its start to its end. */
const walk = (page: Page, selector = 'body'): Promise<string[]> =>
  page.evaluate(
    async ({ selector, steps }) => {
      const reader = (window as unknown as { screenReader: VirtualScreenReader }).screenReader;
      await reader.stop();
      await reader.start({ container: document.querySelector(selector)! });
      for (let step = 0; step < steps; step++) await reader.next();
      const phrases = await reader.spokenPhraseLog();
      await reader.clearSpokenPhraseLog();
      return phrases;
    },
    { selector, steps: STEPS },
  );

/** `expected` said in this order, other phrases between them allowed. */
function saidInOrder(phrases: readonly string[], expected: readonly (string | RegExp)[]): void {
  let from = 0;
  for (const phrase of expected) {
    const found = phrases.findIndex(
      (said, index) => index >= from && (typeof phrase === 'string' ? said === phrase : phrase.test(said)),
    );
    expect(
      found,
      `"${String(phrase)}" is said after "${phrases[from - 1] ?? 'the start'}"; heard:\n${phrases.slice(from).join('\n')}`,
    ).toBeGreaterThanOrEqual(0);
    from = found + 1;
  }
}

test.describe('what a screen reader says', () => {
  test('/bn/emergency: in Bengali, from the banner to the footer, the number to call first in the main', async ({
    page,
  }) => {
    await open(page, '/bn/emergency');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    saidInOrder(await walk(page), [
      'link, মূল বিষয়বস্তুতে যান',
      'banner',
      'navigation, ভাষা',
      'link, বাংলা, current item',
      'navigation, প্রধান',
      'end of banner',
      'main',
      'heading, স্ট্রোক ও স্নায়ুর জরুরি অবস্থা, level 1',
      'list, সাহায্যের জন্য কল করুন',
      /^link, হাসপাতালের জরুরি বিভাগে কল করুন, ২৪x৭ \+91 [\d ]+$/,
      'end of main',
      'contentinfo',
    ]);
  });

  test('/hi/contact: the fields by their Hindi labels; a refusal is read out, and each refused field says so', async ({
    page,
  }) => {
    await open(page, '/hi/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    saidInOrder(await walk(page, 'main form'), [
      'textbox, पूरा नाम, required',
      'textbox, फ़ोन नंबर, required',
      'textbox, ई-मेल',
      'combobox, लिंग, has popup listbox, not expanded',
      'spinbutton, उम्र',
      'textbox, अपनी समस्या / लक्षण बताएँ',
      'button, भेजें',
    ]);
    await page.getByRole('button', { name: 'भेजें' }).click();
    const refusal = 'आपका अनुरोध भेजा नहीं जा सका। पूरा नाम: यह जानकारी भरना ज़रूरी है। फ़ोन नंबर: यह जानकारी भरना ज़रूरी है।';
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
    const form = await walk(page, 'main form');
    saidInOrder(form, [
      `textbox, पूरा नाम, ${refusal}, invalid, required`,
      `textbox, फ़ोन नंबर, ${refusal}, invalid, required`,
      'textbox, ई-मेल',
      'alert',
      refusal,
    ]);
  });

  test('/bn/appointment: the request form by its Bengali labels; each refused field says so and why', async ({
    page,
  }) => {
    const [doctor] = (await loadSiteData()).doctors;
    await open(page, `/bn/appointment?doctor=${doctor.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    saidInOrder(await walk(page, 'main form'), [
      /^form, .+-এর সঙ্গে অ্যাপয়েন্টমেন্টের অনুরোধ$/,
      'textbox, পুরো নাম, required',
      'textbox, ফোন নম্বর, required',
      /^combobox, পছন্দের তারিখ/,
    ]);
    await page.locator('main form').getByRole('button').last().click();
    await page.locator('main form [aria-invalid="true"]').first().waitFor();
    saidInOrder(await walk(page, 'main form'), [
      'textbox, পুরো নাম, এই ঘরটি পূরণ করা দরকার।, invalid, required',
      'textbox, ফোন নম্বর, এই ঘরটি পূরণ করা দরকার।, invalid, required',
    ]);
  });

  test("/doctors: the finder's search box by its label, and the count of doctors found as the visitor types", async ({
    page,
  }) => {
    await open(page, '/doctors');
    await heard(page);
    await page.getByRole('searchbox', { name: "Doctor's name" }).fill('Sen');
    await page.waitForFunction(() => /Showing \d+ of \d+/.test(document.body.textContent ?? ''));
    const said = await heard(page);
    expect(said, `the count is announced (heard: ${said.join(' | ')})`).toContainEqual(
      expect.stringMatching(/^polite: Showing \d+ of \d+\.$/),
    );
  });
});
