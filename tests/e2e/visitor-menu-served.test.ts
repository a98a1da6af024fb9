/**
 * The menu and the dropdowns work from the served HTML alone: with JavaScript off, and in the
 * moments before the app has started (a tap then is not lost; the app keeps the menu open).
 */
import assert from 'node:assert/strict';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { DESKTOP, keepOnSite, MOBILE, SITE_URL } from './browser';
import { test } from './fixtures';

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
    assert.match((await toggle.getAttribute('aria-label')) ?? '', /menu/i, 'the control is named a menu');
    const contact = nav.locator('.mobile-menu').getByRole('link', { name: 'Contact Us', exact: true });
    assert.equal(await contact.isVisible(), false, 'the menu starts closed');
    await toggle.click();
    await contact.waitFor({ state: 'visible' });
    assert.ok(await nav.locator('.mobile-menu').getByRole('link', { name: 'Neurology', exact: true }).isVisible());
    await contact.click();
    await page.waitForURL((url) => url.pathname === '/contact');
    await page.getByRole('heading', { name: 'Patient Contact Form', exact: true }).waitFor();
    assert.equal(await nav.locator('.mobile-menu').getByRole('link', { name: 'Home', exact: true }).isVisible(), false);
    // Tapped again, it closes.
    await toggle.click();
    await toggle.click();
    assert.equal(await contact.isVisible(), false, 'the hamburger closes it again');
    await context.close();
  });

  test('with JavaScript off, a desktop dropdown opens on a click and its link goes there', async ({ browser }) => {
    const { context, page } = await visitor(browser, { viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto('/');
    const list = page.getByRole('navigation', { name: 'Main' }).locator('.main-nav__list');
    const blogs = list.getByRole('link', { name: 'Blogs', exact: true });
    assert.equal(await blogs.isVisible(), false);
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
    await toggle.waitFor({ state: 'visible' });
    await toggle.tap();
    const contact = nav.locator('.mobile-menu').getByRole('link', { name: 'Contact Us', exact: true });
    await contact.waitFor({ state: 'visible' });
    assert.equal(await page.locator('html[data-hydrated]').count(), 0, 'the tap came before the app started');

    releaseEntry();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const close = nav.getByRole('button', { name: 'Close menu' });
    await close.waitFor();
    assert.equal(await close.getAttribute('aria-expanded'), 'true', 'the app took the open menu over');
    assert.ok(await contact.isVisible(), 'still open');
    await close.tap();
    await nav.getByRole('button', { name: 'Open menu' }).waitFor();
    assert.equal(await contact.isVisible(), false);
    await context.close();
  });
});
