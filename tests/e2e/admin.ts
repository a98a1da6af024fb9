import type { Locator, Page } from '@playwright/test';
import { ADMIN } from './cms-api';
import { noLoadingLeft } from './routes';

/** Fills the login form at /admin/login and submits it (no assertion about the outcome). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Admin login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** Logs in through the login page as the seeded admin and waits for the dashboard. */
export async function loginAsAdmin(page: Page): Promise<void> {
  await submitLogin(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin/dashboard');
  await adminScreenReady(page, 'Dashboard');
}

/** The admin header names the screen, and no list on it is still loading. */
export async function adminScreenReady(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await noLoadingLeft(page);
}

/** Opens an admin screen from the sidebar menu, as an admin would. */
export async function openFromMenu(page: Page, label: string, title = label): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: label, exact: true }).click();
  await adminScreenReady(page, title);
}

/** The status line the admin screens show after a save or delete. */
export function notice(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true });
}

/** Clicks a delete button, waits for the confirmation the specification asks for (point 5), and confirms. */
export async function deleteConfirmed(page: Page, button: Locator, dialogName: string | RegExp): Promise<void> {
  await button.click();
  const dialog = page.getByRole('alertdialog', { name: dialogName });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}
