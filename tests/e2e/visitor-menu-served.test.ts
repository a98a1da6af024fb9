/**
 * The menu and the dropdowns work from the served HTML alone: with JavaScript off, and in the
 * moments before the app has started (a tap then is not lost; the app keeps the menu open).
 */
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { DESKTOP, keepOnSite, MOBILE, SITE_URL } from './browser';
import { expect, test } from './fixtures';

/** A visitor of our own, without the fixtures' wait for the app on each navigation. */
async function visitor(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext({ baseURL: SITE_URL, ...options });
  context.setDefaultTimeout(15_000);
  await keepOnSite(context);
  return { context, page: await context.newPage() };
}

test.describe('visitor: the menu before and without the app', () => {
  test('with JavaScript off, the hamburger opens the full menu and a link goes there', async ({ browser }) => {
    const { context, page } = await visitor(browser, { viewport: MOBILE, javaScriptEnabled: false });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.locator('summary.main-nav__toggle');
    await expect(toggle, 'the control is named a menu').toHaveAttribute('aria-label', /menu/i);
    const contact = nav.locator('.mobile-menu').getByRole('link', { name: 'Contact Us', exact: true });
    await expect(contact, 'the menu starts closed').toBeHidden();
    await toggle.click();
    await contact.waitFor({ state: 'visible' });
    await expect(nav.locator('.mobile-menu').getByRole('link', { name: 'Neurology', exact: true })).toBeVisible();
    await contact.click();
    await page.waitForURL((url) => url.pathname === '/contact');
    await page.getByRole('heading', { name: 'Patient Contact Form', exact: true }).waitFor();
    await expect(nav.locator('.mobile-menu').getByRole('link', { name: 'Home', exact: true })).toBeHidden();
    // Tapped again, it closes.
    await toggle.click();
    await toggle.click();
    await expect(contact, 'the hamburger closes it again').toBeHidden();
    await context.close();
  });

  test('with JavaScript off, a desktop dropdown opens on a click and its link goes there', async ({ browser }) => {
    const { context, page } = await visitor(browser, { viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto('/');
    const list = page.getByRole('navigation', { name: 'Main' }).locator('.main-nav__list');
    const blogs = list.getByRole('link', { name: 'Blogs', exact: true });
    await expect(blogs).toBeHidden();
    await list.locator('summary', { hasText: 'Appreciation' }).click();
    await blogs.waitFor({ state: 'visible' });
    await blogs.click();
    await page.waitForURL((url) => url.pathname === '/blogs');
    await context.close();
  });

  test('a tap on the hamburger before the app has started opens the menu, and the app keeps it open', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, { viewport: MOBILE, hasTouch: true, isMobile: true });
    // The app's entry held back: the page is on screen, its script is not running yet.
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => {
      releaseEntry = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.locator('summary.main-nav__toggle');
    const menu = toggle.locator('..');
    await toggle.waitFor({ state: 'visible' });
    await toggle.tap();
    const contact = nav.locator('.mobile-menu').getByRole('link', { name: 'Contact Us', exact: true });
    await contact.waitFor({ state: 'visible' });
    await expect(page.locator('html[data-hydrated]'), 'the tap came before the app started').toHaveCount(0);
    // The element the visitor tapped, kept to compare with the one the app drives.
    await page.evaluate(() => {
      Object.assign(window, { tappedMenu: document.querySelector('details.main-nav__menu') });
    });

    releaseEntry();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(
      await page.evaluate(() => {
        const tapped = (window as unknown as { tappedMenu: Element | null }).tappedMenu;
        return tapped !== null && tapped.isConnected && tapped === document.querySelector('details.main-nav__menu');
      }),
      'the app enhanced the served menu in place, not a copy of it',
    ).toBe(true);
    await expect(menu, 'still open').toHaveAttribute('open', '');
    await expect(contact, 'still open').toBeVisible();
    // The app took the open menu over: its next tap closes it (had the app thought it closed, the
    // tap would have "opened" it and left it open).
    await toggle.tap();
    await expect(menu).not.toHaveAttribute('open');
    await expect(contact).toBeHidden();
    await context.close();
  });
});
