import assert from 'node:assert/strict';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { adminScreenReady, loginAsAdmin } from './admin';
import { sendContactRequest } from './cms-api';
import { publishScreenshot, SCREENSHOTS_DIR, updateCommittedScreenshots } from './artifacts';
import { DESKTOP, inVisit, launchBrowser, MOBILE, type Viewport } from './browser';
import { loadSiteData, publicRoutes, type PublicRoute } from './routes';
import { imagesSettled } from './wait';

/**
 * Pictures of the site as a run sees it, saved to artifacts/screenshots/ (git-ignored). With
 * UPDATE_SCREENSHOTS=1 they also replace the set committed in docs/screenshots/ (shown in the README).
 */
describe('screenshots', { timeout: 120_000 }, () => {
  let browser: Browser;
  let routes: PublicRoute[];
  before(async () => {
    let data;
    [browser, data] = await Promise.all([launchBrowser(), loadSiteData()]);
    routes = publicRoutes(data);
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  });
  after(() => browser?.close());

  async function save(page: Page, name: string): Promise<void> {
    await imagesSettled(page);
    // Finished transitions, no blinking caret: the picture shows the settled page.
    const file = join(SCREENSHOTS_DIR, `${name}.png`);
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
    assert.ok(statSync(file).size > 10_000, `${name}.png holds a real picture`);
    console.log(`screenshot ${file}${updateCommittedScreenshots ? ` -> ${publishScreenshot(file)}` : ''}`);
  }

  async function publicPage(path: string, name: string, viewport: Viewport): Promise<void> {
    await inVisit(
      browser,
      `screenshot ${name}`,
      async ({ page, errors }) => {
        const route = routes.find((candidate) => candidate.path === path);
        assert.ok(route);
        await page.goto(path);
        await route.ready(page);
        await save(page, name);
        assert.deepEqual(errors, []);
      },
      viewport,
    );
  }

  test('the home page at desktop width', () => publicPage('/', 'home-desktop', DESKTOP));
  test('the home page at 375 px', () => publicPage('/', 'home-mobile', MOBILE));
  test('a facility detail page', () => publicPage('/department/1', 'department-detail', DESKTOP));

  test('the stroke and neuro emergency page at 375 px', () => publicPage('/emergency', 'emergency-mobile', MOBILE));

  test('the doctor finder, filtered by specialty', async () => {
    await inVisit(browser, 'screenshot doctor finder', async ({ page, errors }) => {
      await page.goto('/doctors?specialty=neurosurgery');
      await page.getByRole('search', { name: 'Find a doctor' }).waitFor();
      await page.getByText(/^Showing \d+ of \d+\.$/).waitFor();
      await save(page, 'doctor-finder');
      assert.deepEqual(errors, []);
    });
  });

  test("the patient desk's queue", async () => {
    // The seed holds no patient requests: three, as the contact form would send them.
    await sendContactRequest({
      name: 'Mita Roy',
      phone: '+91 98300 11111',
      message: 'My mother has had two falls this week.',
    });
    await sendContactRequest({ name: 'Arif Khan', phone: '+91 98300 22222', message: 'Follow-up after my MRI.' });
    await sendContactRequest({
      name: 'Sourav Das',
      phone: '+91 98300 00000',
      email: 'sourav@example.com',
      message: 'Frequent headaches for two weeks.',
    });
    await inVisit(browser, 'screenshot contact requests', async ({ page }) => {
      await loginAsAdmin(page);
      await page.goto('/admin/contact-requests');
      await adminScreenReady(page, 'Contact Requests');
      await page
        .getByRole('button', { name: /^Update NH-/ })
        .nth(1)
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Status').selectOption({ label: 'Contacted' });
      await dialog.getByLabel('Internal note').fill('Called back; OPD booked for Monday.');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText(/^Request NH-\d+ saved\.$/).waitFor();
      await save(page, 'admin-contact-requests');
    });
  });

  test('the admin dashboard', async () => {
    await inVisit(browser, 'screenshot admin dashboard', async ({ page }) => {
      await loginAsAdmin(page);
      await adminScreenReady(page, 'Dashboard');
      await save(page, 'admin-dashboard');
    });
  });
});
