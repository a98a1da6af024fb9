import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { videoIdOf } from './cms-api';
import { loadSiteData, type SiteData } from './routes';
import { hasFocus, waitUntil } from './wait';
import { test } from './fixtures';

const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

/** The card (article) whose heading is `title`. */
function card(page: Page, title: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .first();
}

test.describe('visitor: dialogs', () => {
  let data: SiteData;
  test.beforeAll(async () => {
    data = await loadSiteData();
  });

  test("a doctor's card opens the profile dialog; Escape closes it and focus returns", async ({ page, errors }) => {
    const doctor = data.doctors[0];
    await page.goto('/doctors');
    // A click anywhere on the card opens the profile.
    await card(page, doctor.name).click();
    const dialog = page.getByRole('dialog', { name: doctor.name });
    await dialog.waitFor();
    await dialog.getByText(doctor.designation, { exact: true }).waitFor();
    // The photo is named by its Media Library alternative text (the site's own words without one).
    await dialog.getByRole('img', { name: doctor.image_alt ?? `Photo of ${doctor.name}` }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // A medical officer opens the same way from the second grid.
    const officer = data.medicalOfficers[0];
    await page.getByRole('button', { name: `View profile of ${officer.name}` }).click();
    await page.getByRole('dialog', { name: officer.name }).getByText(officer.designation, { exact: true }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.ok(
      await hasFocus(page.getByRole('button', { name: `View profile of ${officer.name}` })),
      'focus returns to the card',
    );
    assert.deepEqual(errors, []);
  });

  test('a blog opens in a dialog that locks body scrolling and closes only with ×', async ({ page, errors }) => {
    const blog = data.blogs[0];
    await page.goto('/blogs');
    assert.notEqual(await bodyOverflow(page), 'hidden');
    await card(page, blog.title).getByRole('button', { name: 'Read More →' }).click();
    const dialog = page.getByRole('dialog', { name: blog.title });
    await dialog.waitFor();
    await dialog.getByText(blog.description.slice(0, 40), { exact: false }).waitFor();
    assert.equal(await bodyOverflow(page), 'hidden', 'body scrolling is locked while the blog is open');
    // The page behind does not scroll with the wheel.
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, 800);
    assert.equal(await page.evaluate(() => window.scrollY), before, 'the page behind stays put');
    // Escape and the backdrop do not close it (spec point 4): only ×.
    await page.keyboard.press('Escape');
    await page.mouse.click(3, 3);
    assert.ok(await dialog.isVisible(), 'Escape and the backdrop leave the blog open');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await bodyOverflow(page), 'auto', 'scrolling is back after closing');
    assert.deepEqual(errors, []);
  });

  test('a video opens a dialog with the embedded player for its id, set to autoplay; the backdrop closes it', async ({
    page,
    errors,
  }) => {
    for (const [path, video] of [
      ['/videos', data.videos[0]],
      ['/review-videos', data.reviewVideos[0]],
    ] as const) {
      const id = videoIdOf(video.link);
      assert.equal(id.length, 11, `the seeded link ${video.link} carries a video id`);
      await page.goto(path);
      await card(page, video.title).getByRole('button', { name: 'Watch →' }).click();
      const dialog = page.getByRole('dialog', { name: video.title });
      const player = dialog.locator('iframe');
      await player.waitFor({ state: 'attached' });
      const src = new URL((await player.getAttribute('src')) ?? '');
      assert.equal(
        `${src.origin}${src.pathname}`,
        `https://www.youtube.com/embed/${id}`,
        'the embed player of this video',
      );
      assert.equal(src.searchParams.get('autoplay'), '1', 'autoplay is on');
      assert.match((await player.getAttribute('allow')) ?? '', /autoplay/);
      // A click on the dimmed backdrop, outside the dialog, closes it.
      await page.mouse.click(3, 3);
      await dialog.waitFor({ state: 'detached' });
    }
    assert.deepEqual(errors, []);
  });

  test("an event's dialog shows its picture, text and a gallery of its extra images", async ({ page, errors }) => {
    const event = data.events.find((candidate) => candidate.images.length > 0);
    assert.ok(event, 'a seeded event has extra images');
    await page.goto('/news-and-events');
    const carousel = page.getByRole('group', { name: 'Events' });
    await carousel.getByRole('article').first().waitFor();
    const eventCard = card(page, event.title);
    // The events carousel shows three cards at a time; later ones are behind the arrow.
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await waitUntil(
      `the card of "${event.title}" in view`,
      async () => {
        if (await eventCard.getByRole('button', { name: 'View Event →' }).isVisible()) return true;
        if ((await next.getAttribute('aria-disabled')) !== 'true') await next.click();
        return false;
      },
      (shown) => shown,
    );
    await eventCard.getByRole('button', { name: 'View Event →' }).click();
    const dialog = page.getByRole('dialog', { name: event.title });
    await dialog.waitFor();
    assert.equal(await bodyOverflow(page), 'hidden', 'body scrolling is locked');
    await dialog.getByRole('heading', { name: 'Gallery', exact: true }).waitFor();
    const pictures = dialog.getByRole('listitem').getByRole('img');
    await waitUntil(
      'the gallery pictures',
      () => pictures.count(),
      (count) => count === event.images.length,
    );
    // Each picture comes from the CMS and really loads.
    await waitUntil(
      'the gallery pictures to load',
      () =>
        pictures.evaluateAll((images) =>
          images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
        ),
      (loaded) => loaded,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await bodyOverflow(page), 'auto');
    // A news card opens its own dialog too.
    const news = data.news[0];
    await card(page, news.title).getByRole('button', { name: 'Read More →' }).click();
    const newsDialog = page.getByRole('dialog', { name: news.title });
    await newsDialog.waitFor();
    await newsDialog.getByRole('button', { name: 'Close' }).click();
    await newsDialog.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
  });
});
