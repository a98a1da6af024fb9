/**
 * An editor with only Strapi's panel: signs in as the seeded editor, changes the landline in
 * "Contact details", and the site's footer shows it on the next page; opens a facility's preview
 * and sees the facility's page inside the panel. Takes the picture of the previewed facility.
 */
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { ARTIFACTS_DIR, publishScreenshot, SCREENSHOTS_DIR, updateCommittedScreenshots } from './artifacts';
import { CMS_URL, DESKTOP, launchBrowser } from './browser';
import { EDITOR, findEntry, findSingle, panelLogin, saveSingle } from './panel-api';
import { fetchServedPage } from './served-html';

const SETTINGS = 'api::site-setting.site-setting';
const FACILITY = 'api::facility.facility';
const NEW_LANDLINE = '033 4999 2020';

/** A journey in Strapi's panel (its own app: none of the site's hydration waits), pictured if it fails. */
async function inPanel(browser: Browser, name: string, journey: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: DESKTOP });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  try {
    await journey(page);
  } catch (error) {
    mkdirSync(join(ARTIFACTS_DIR, 'failures'), { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'failures', `${name}.png`) }).catch(() => undefined);
    throw error;
  } finally {
    await context.close().catch(() => undefined);
  }
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${CMS_URL}/admin/auth/login`);
  await page.getByLabel(/^Email/).fill(EDITOR.email);
  await page.getByLabel(/^Password/).fill(EDITOR.password);
  await page.getByRole('button', { name: /^Login$/ }).click();
  await page.waitForURL(/\/admin(\/)?$/, { timeout: 60_000 });
}

describe("an editor in Strapi's panel", { timeout: 240_000 }, () => {
  let browser: Browser;
  let token: string;
  let restoreSettings: (() => Promise<void>) | undefined;
  before(async () => {
    browser = await launchBrowser();
    token = await panelLogin();
    const settings = await findSingle(token, SETTINGS);
    restoreSettings = () => saveSingle(token, SETTINGS, settings, {});
  });
  after(async () => {
    await restoreSettings?.();
    await browser?.close();
  });

  test("changes the landline under Contact details, and the site's footer shows it", async () => {
    await inPanel(browser, 'panel-landline', async (page) => {
      await signIn(page);
      await page.goto(`${CMS_URL}/admin/content-manager/single-types/${SETTINGS}`);
      const landline = page.getByRole('textbox', { name: /^Landline/ });
      await landline.waitFor({ timeout: 60_000 });
      await landline.fill(NEW_LANDLINE);
      await page.getByRole('button', { name: /^Save$/ }).click();
      await page.getByText(/Saved/).first().waitFor({ timeout: 30_000 });
    });
    const page = await fetchServedPage('/');
    assert.ok(page.text.includes(`Landline: ${NEW_LANDLINE}`), 'the footer shows the new landline');
    assert.ok(page.html.includes('href="tel:+913349992020"'), 'and calls it');
  });

  test("opens a facility's preview: its page on the site, inside the panel", async () => {
    const pharmacy = await findEntry(token, FACILITY, 7);
    await inPanel(browser, 'panel-preview', async (page) => {
      await signIn(page);
      await page.goto(`${CMS_URL}/admin/content-manager/collection-types/${FACILITY}/${pharmacy.documentId}`);
      await page.getByRole('link', { name: /Open preview/ }).click();
      const frame = page.frameLocator('iframe');
      await frame.getByRole('heading', { level: 1, name: 'Pharmacy' }).waitFor({ timeout: 60_000 });
      assert.ok(
        page.frames().some((candidate) => candidate.url().includes('/department/7')),
        'the preview shows /department/7',
      );
      await page.waitForTimeout(1500);
      const file = join(SCREENSHOTS_DIR, 'previewed-facility.png');
      await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
      assert.ok(statSync(file).size > 10_000);
      console.log(`screenshot ${file}${updateCommittedScreenshots ? ` -> ${publishScreenshot(file)}` : ''}`);
    });
  });
});
