import { adminScreenReady, loginAsAdmin } from './admin';
import { axeChecks, sharedVisit } from './a11y-checks';
import { test } from './fixtures';
import { ADMIN_SCREENS } from './routes';

/**
 * WCAG 2.2 A/AA with axe-core on the admin screens, at desktop width and at 375 px (signed in: it
 * runs with the journeys that sign in or write, playwright.config.ts). The public pages: a11y.test.ts.
 */
const { check } = axeChecks();

test.describe('accessibility of the admin screens', { tag: '@every-width' }, () => {
  test('/admin/login has no WCAG 2.2 A/AA violation', async ({ page }, testInfo) => {
    await page.goto('/admin/login');
    await page.getByRole('form', { name: 'Admin login' }).waitFor();
    await check(page, '/admin/login', testInfo);
  });

  test.describe('signed in', () => {
    // One admin session for the screens (the seeded admin signs in once), as an admin moving
    // between them would have.
    const admin = sharedVisit({});
    test.beforeAll(() => loginAsAdmin(admin()));

    for (const screen of ADMIN_SCREENS) {
      test(`${screen.path} has no WCAG 2.2 A/AA violation`, async ({}, testInfo) => {
        const page = admin();
        await page.goto(screen.path);
        await adminScreenReady(page, screen.title);
        await check(page, screen.path, testInfo);
      });
    }
  });
});
