/**
 * Issue 44: a patient arrives with a word. Typed into the box in every page's header, in Bengali on
 * a phone with JavaScript off, or misspelt as patients type it, it finds the condition in the
 * health library, whose page says it still awaits a doctor's review.
 */
import type { Locator, Page } from '@playwright/test';
import { saveScreenshot } from './artifacts';
import { expect, test } from './fixtures';

/** The results of a search, in rank order: each its heading (the link to its page). */
const resultTitles = (page: Page): Locator =>
  page.locator('.search-results__list > li').getByRole('heading', { level: 2 });

test.describe('a Bengali patient on a phone with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, siteApp: false });

  test('searches from the header in Bengali, opens the condition, and reads that it awaits review @mobile', async ({
    page,
  }) => {
    await page.goto('/bn/');
    const header = page.getByRole('banner');
    await header.locator('summary[aria-label="খুঁজুন"]').click();
    const box = header.getByRole('searchbox', { name: 'এই ওয়েবসাইটে খুঁজুন' });
    await box.fill('মৃগী');
    await box.press('Enter');

    await expect(page).toHaveURL(/\/bn\/search\?q=/);
    await expect(page.locator('#search-count')).toContainText('“মৃগী”-এর জন্য');
    const first = resultTitles(page).first();
    await expect(first).toHaveText('মৃগী (এপিলেপসি)');
    await expect(first.locator('mark')).toHaveText('মৃগী');
    await saveScreenshot(page, 'search-bn-mobile');
    await first.getByRole('link').click();

    await expect(page).toHaveURL(/\/bn\/conditions\/epilepsy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('মৃগী (এপিলেপসি)');
    await expect(page.getByRole('note').filter({ hasText: 'চিকিৎসকের যাচাইয়ের অপেক্ষায়।' })).toBeVisible();
    // An urgent condition puts the hospital's number first, callable from the phone.
    await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
    await saveScreenshot(page, 'condition-bn-mobile');
  });

  test('finds nothing for a word the site does not have, and offers the A–Z, the doctor finder and the number', async ({
    page,
  }) => {
    await page.goto('/bn/search?q=qwxyzv');
    await expect(page.locator('main')).toContainText('“qwxyzv”');
    await expect(page.locator('main a[href="/bn/conditions"]')).toBeVisible();
    await expect(page.locator('main a[href="/bn/doctors"]')).toBeVisible();
    await expect(page.locator('main a[href^="tel:"]')).toBeVisible();
  });
});

test.describe('the search forgives the spellings patients type', () => {
  for (const [words, name, address] of [
    ['epilepsi', 'Epilepsy', '/conditions/epilepsy'],
    ['strok', 'Stroke', '/conditions/stroke'],
    ['brain tumer', 'Brain tumour', '/conditions/brain-tumour'],
  ] as const) {
    test(`"${words}" opens with ${name}`, async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(words)}`);
      const first = resultTitles(page).first();
      await expect(first).toHaveText(name);
      await expect(first.getByRole('link')).toHaveAttribute('href', address);
    });
  }

  test('a Hindi reader typing the English word finds the Hindi page', async ({ page }) => {
    await page.goto('/hi/search?q=stroke');
    const first = resultTitles(page).first();
    await expect(first.getByRole('link')).toHaveAttribute('href', '/hi/conditions/stroke');
    await expect(first).toHaveText('स्ट्रोक (ब्रेन स्ट्रोक, लकवा)');
  });
});

test.describe('the health library', () => {
  test('lists the conditions A–Z, each opening its page, in the page’s language', async ({ page }) => {
    await page.goto('/hi/conditions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'माइग्रेन', exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/conditions\/migraine$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('माइग्रेन');
  });
});
