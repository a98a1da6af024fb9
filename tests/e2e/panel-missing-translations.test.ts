/**
 * An editor finds what the Bengali and Hindi pages still show in English without being told
 * where: "Missing translations" in the panel's main menu, a page per language listing each
 * translated type, whose names open that language's version of the entry. A translator has no
 * such menu item.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { publishScreenshot, SCREENSHOTS_DIR, updateCommittedScreenshots } from './artifacts';
import { CMS_URL } from './browser';
import { inviteTranslator, signInToPanel } from './panel-api';
import { expect, test } from './fixtures';

test.describe("the editors' Missing translations page in Strapi's panel", () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ actionTimeout: 30_000, siteApp: false });

  test('an editor reaches it from the main menu and opens an untranslated facility in Bengali', async ({ page }) => {
    await signInToPanel(page);
    await page.getByRole('link', { name: 'Missing translations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Missing translations' }).waitFor({ timeout: 60_000 });
    const bengali = page.getByRole('region', { name: 'Bengali' });
    const facilityRow = bengali.getByRole('row', { name: /^Facility/ });
    await facilityRow.waitFor();
    await expect(page.getByRole('region', { name: 'Hindi' }), 'Hindi has its own list').toBeVisible();
    const file = join(SCREENSHOTS_DIR, 'missing-translations.png');
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
    expect(statSync(file).size).toBeGreaterThan(10_000);
    console.log(`screenshot ${file}${updateCommittedScreenshots ? ` -> ${publishScreenshot(file)}` : ''}`);

    const facilities = bengali
      .locator('div', { has: page.getByRole('heading', { name: 'Facility in Bengali' }) })
      .last();
    await facilities.getByRole('link', { name: 'Neuro ICU' }).first().click();
    await page.waitForURL(/content-manager\/collection-types\/api::facility\.facility\/[^/?]+\?.*locale[^=]*=bn/);
    // The Bengali version does not exist yet: the editor starts it from here.
    await page.getByRole('textbox', { name: /^Name/ }).waitFor({ timeout: 60_000 });
    await expect(page).toHaveURL((url) => /plugins\[i18n\]\[locale\]=bn/.test(decodeURIComponent(url.href)));
  });

  test('a translator has no such menu item', async ({ page }) => {
    await signInToPanel(page, await inviteTranslator('hi'));
    await page.getByRole('link', { name: 'Content Manager' }).waitFor({ timeout: 60_000 });
    await expect(page.getByRole('link', { name: 'Missing translations' })).toHaveCount(0);
    await page.goto(`${CMS_URL}/admin/missing-translations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Missing translations' })).toHaveCount(0);
  });
});
