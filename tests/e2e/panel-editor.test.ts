/**
 * An editor with only Strapi's panel: signs in as the seeded editor, changes the landline in
 * "Contact details", and the site's footer shows it on the next page; opens a facility's preview
 * and sees the facility's page inside the panel. Takes the picture of the previewed facility.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { publishScreenshot, SCREENSHOTS_DIR, updateCommittedScreenshots } from './artifacts';
import { CMS_URL } from './browser';
import { findEntry, findSingle, panelLogin, saveSingle, signInToPanel } from './panel-api';
import { fetchServedPage } from './served-html';
import { expect, test } from './fixtures';

const SETTINGS = 'api::site-setting.site-setting';
const FACILITY = 'api::facility.facility';
const NEW_LANDLINE = '033 4999 2020';

test.describe("an editor in Strapi's panel", () => {
  // Strapi's panel is its own app (none of the site's hydration waits) and slower to answer.
  test.describe.configure({ timeout: 240_000 });
  test.use({ actionTimeout: 30_000, siteApp: false });
  let token: string;
  let restoreSettings: (() => Promise<void>) | undefined;
  test.beforeAll(async () => {
    token = await panelLogin();
    const settings = await findSingle(token, SETTINGS);
    restoreSettings = () => saveSingle(token, SETTINGS, settings, {});
  });
  test.afterAll(async () => {
    await restoreSettings?.();
  });

  test("changes the landline under Contact details, and the site's footer shows it", async ({ page }) => {
    await signInToPanel(page);
    await page.goto(`${CMS_URL}/admin/content-manager/single-types/${SETTINGS}`);
    const landline = page.getByRole('textbox', { name: /^Landline/ });
    await landline.waitFor({ timeout: 60_000 });
    const save = page.getByRole('button', { name: /^Save$/ });
    // The panel fills the form with the stored values once they arrive (later on a busy machine): a
    // value typed before that is replaced and Save stays disabled, so type until Save takes it.
    await expect(async () => {
      await landline.fill(NEW_LANDLINE);
      await expect(save).toBeEnabled({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(landline).toHaveValue(NEW_LANDLINE);
    await save.click();
    await page.getByText(/Saved/).first().waitFor({ timeout: 30_000 });
    const served = await fetchServedPage('/');
    expect(served.text, 'the footer shows the new landline').toContain(`Landline: ${NEW_LANDLINE}`);
    expect(served.html, 'and calls it').toContain('href="tel:+913349992020"');
  });

  test("opens a facility's preview: its page on the site, inside the panel", async ({ page }) => {
    const pharmacy = await findEntry(token, FACILITY, 7);
    await signInToPanel(page);
    await page.goto(`${CMS_URL}/admin/content-manager/collection-types/${FACILITY}/${pharmacy.documentId}`);
    await page.getByRole('link', { name: /Open preview/ }).click();
    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { level: 1, name: 'Pharmacy' }).waitFor({ timeout: 60_000 });
    expect(
      page.frames().map((candidate) => candidate.url()),
      'the preview shows /department/7',
    ).toContainEqual(expect.stringContaining('/department/7'));
    await page.waitForTimeout(1500);
    const file = join(SCREENSHOTS_DIR, 'previewed-facility.png');
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
    expect(statSync(file).size).toBeGreaterThan(10_000);
    console.log(`screenshot ${file}${updateCommittedScreenshots ? ` -> ${publishScreenshot(file)}` : ''}`);
  });
});
