/**
 * Tabs, Learn More and carousels reach all their content from the served HTML alone (issue 25):
 * with JavaScript off every tab panel, every full text and every card is one link away.
 */
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { DESKTOP, keepOnSite, MOBILE, SITE_URL } from './browser';
import { expect, test } from './fixtures';

async function visitorWithoutScript(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: SITE_URL, javaScriptEnabled: false, ...options });
  context.setDefaultTimeout(15_000);
  await keepOnSite(context);
  return { context, page: await context.newPage() };
}

test.describe('visitor without JavaScript: tabs, Learn More and carousels', () => {
  test('every facility tab opens its panel, with its Learn More to the facility page', async ({ browser }) => {
    const { context, page } = await visitorWithoutScript(browser, { viewport: DESKTOP });
    await page.goto('/departments');
    const tabs = page.getByRole('list', { name: 'Facilities' }).getByRole('link');
    await expect(tabs, 'a link per facility').toHaveCount(10);
    // The first facility shows (after the specified 100 ms), as it will with the script.
    await page.getByRole('heading', { name: 'Emergency', exact: true }).waitFor();
    await tabs.filter({ hasText: 'Radiology' }).click();
    const radiology = page.getByRole('heading', { name: 'Radiology', exact: true });
    await radiology.waitFor();
    await expect(page.getByRole('heading', { name: 'Emergency', exact: true })).toBeHidden();
    await page.getByRole('link', { name: 'Learn More about Radiology' }).click();
    await page.waitForURL((url) => url.pathname === '/department/10');
    await context.close();
  });

  test("the About section's and the neurosurgery tabs' Learn More show the full text, closed by a link", async ({
    browser,
  }) => {
    const { context, page } = await visitorWithoutScript(browser, { viewport: MOBILE });
    await page.goto('/');
    const about = page.locator('#about-full');
    await expect(about, 'the full text waits unseen').toBeHidden();
    await page.locator('#about').getByRole('link', { name: 'Learn More' }).click();
    await about.waitFor({ state: 'visible' });
    await expect(about.locator('.dialog__body'), 'the full About text is shown').toHaveText(/\S/, {
      useInnerText: true,
    });
    await about.getByRole('link', { name: 'Close' }).click();
    await about.waitFor({ state: 'hidden' });

    await page.goto('/neurosurgery');
    await page
      .getByRole('list', { name: 'Neurosurgery services' })
      .getByRole('link', { name: 'Spine Surgery' })
      .click();
    const panel = page.locator('.tabs__panel:target');
    await panel.getByRole('heading', { name: 'Spine Surgery' }).waitFor();
    await panel.getByRole('link', { name: 'Learn More' }).click();
    const dialog = page.locator('.served-dialog:target');
    await dialog.getByRole('heading', { name: 'Spine Surgery' }).waitFor();
    await dialog.getByRole('link', { name: 'Close' }).click();
    await panel.getByRole('heading', { name: 'Spine Surgery' }).waitFor();
    await expect(dialog, 'closed, back on the Spine Surgery tab').toHaveCount(0);
    await context.close();
  });

  test('every blog card is reached by scrolling, and Read More opens the blog in full at its own address', async ({
    browser,
  }) => {
    const { context, page } = await visitorWithoutScript(browser, { viewport: MOBILE });
    await page.goto('/blogs');
    const carousel = page.getByRole('group', { name: 'Latest Blogs' });
    const cards = carousel.getByRole('listitem');
    await expect.poll(() => cards.count(), { message: 'the seeded blogs' }).toBeGreaterThan(1);
    await expect(carousel.getByRole('button'), 'no arrow or dot that would do nothing').toHaveCount(0);
    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    const title = (await last.getByRole('heading').innerText()).trim();
    await last.getByRole('link', { name: 'Read More →' }).click();
    await page.waitForURL((url) => url.pathname === '/blogs' && url.searchParams.has('post'));
    const reading = page.locator('#blog-reading');
    await reading.getByRole('heading', { name: title }).waitFor();
    await reading.getByRole('link', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/blogs' && !url.searchParams.has('post'));
    await expect(page.locator('#blog-reading')).toHaveCount(0);
    await context.close();
  });
});
