import type { Page } from '@playwright/test';
import { adminScreenReady, loginAsAdmin, submitLogin } from './admin';
import { ADMIN, createAccount, deleteAccount } from './cms-api';
import { ADMIN_SCREENS } from './routes';
import { expect, test } from './fixtures';

const storedSession = (page: Page) =>
  page.evaluate(() => ({
    access: localStorage.getItem('access'),
    refresh: localStorage.getItem('refresh'),
    role: localStorage.getItem('role'),
  }));

const pathOf = (page: Page) => new URL(page.url()).pathname;

const NO_SESSION = { access: null, refresh: null, role: null };

test.describe('admin: signing in and out', () => {
  const created: number[] = [];
  test.afterAll(async () => {
    // The account made for the refusal test goes again, pass or fail.
    await Promise.allSettled(created.map((id) => deleteAccount(id)));
  });

  test('the seeded admin logs in and reaches the dashboard, with the sidebar and the fixed header label', async ({
    page,
    errors,
  }) => {
    await loginAsAdmin(page);
    const session = await storedSession(page);
    expect(session.access && session.refresh, 'access and refresh tokens are stored').toBeTruthy();
    expect(session.role).toBe('admin');
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    await expect(
      menu.getByRole('link'),
      "the nine menu items, in order, then the desk's requests, its estimates, its OPD list and today",
    ).toHaveText([
      'Dashboard',
      'Admins',
      'Banner',
      'Home About',
      'About',
      'Doctors',
      'News',
      'Events',
      'Appreciation',
      'Requests',
      'Estimates',
      'OPD list',
      'Today',
    ]);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByText('Admin User', { exact: true }).waitFor();
    await page.getByText('Administrator', { exact: true }).waitFor();
    // The public top navigation is hidden on /admin paths.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    // Each screen opens from the menu.
    for (const screen of ADMIN_SCREENS) {
      await menu.getByRole('link', { name: screen.label ?? screen.title, exact: true }).click();
      await page.waitForURL((url) => url.pathname === screen.path);
      await adminScreenReady(page, screen.title);
    }
    expect(errors).toEqual([]);
  });

  test('a wrong password is refused with "Login failed" and stores nothing', async ({ page }) => {
    await submitLogin(page, ADMIN.email, 'not-the-password');
    await page.getByText('Login failed', { exact: true }).waitFor();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/login');
    expect(await storedSession(page)).toEqual(NO_SESSION);
  });

  test("an account that is not an admin is refused with 'You are not an admin!' and cannot reach the dashboard", async ({
    page,
  }) => {
    const email = `e2e-user-${Date.now()}@example.org`;
    const password = 'user-password-1';
    created.push(await createAccount(email, password, 'user'));
    await submitLogin(page, email, password);
    await page.getByText('You are not an admin!', { exact: true }).waitFor();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/login');
    expect(await storedSession(page)).toEqual(NO_SESSION);
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/admin/login');
  });

  test('logging out returns to the login page, clears the session, and the guard keeps the dashboard shut', async ({
    page,
    errors,
  }) => {
    // Without a session every admin screen sends the visitor to the login page.
    for (const path of ['/admin/dashboard', '/admin/news', '/admin']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/admin/login');
    }
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByRole('form', { name: 'Admin login' }).waitFor();
    await expect.poll(() => storedSession(page), { message: 'the session is cleared' }).toEqual(NO_SESSION);
    // The history does not lead back in: the guard sends Back and a typed address to login.
    await page.goBack();
    // Read once, right after Back: a retrying check would pass even if the dashboard showed first.
    expect(pathOf(page).startsWith('/admin/dashboard'), 'Back does not show the dashboard').toBe(false);
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
    // A role other than admin in storage does not open the guard either.
    await page.evaluate(() => {
      localStorage.setItem('access', 'forged');
      localStorage.setItem('refresh', 'forged');
      localStorage.setItem('role', 'user');
    });
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(errors).toEqual([]);
  });
});
