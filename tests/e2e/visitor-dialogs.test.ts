import type { Page } from '@playwright/test';
import { videoIdOf } from './cms-api';
import { loadSiteData, type SiteData } from './routes';
import { waitUntil } from './wait';
import { expect, test } from './fixtures';

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
    await expect(
      page.getByRole('button', { name: `View profile of ${officer.name}` }),
      'focus returns to the card',
    ).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("on a phone a doctor's profile opens at its top: the photo, not the last line", async ({ page, errors }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/bn/doctors');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('.doctor-card__open').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.dialog__close')).toBeFocused();
    // The focus guard before the panel once sent the opening focus to the appointment link at the
    // bottom, which scrolled the profile 163 px down before the focus moved to Close.
    expect(await dialog.locator('.dialog__body').evaluate((body) => body.scrollTop)).toBe(0);
    await expect(dialog.getByRole('img').first()).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test('a blog opens in a dialog that locks body scrolling and closes only with ×', async ({ page, errors }) => {
    const blog = data.blogs[0];
    await page.goto('/blogs');
    expect(await bodyOverflow(page)).not.toBe('hidden');
    await card(page, blog.title).getByRole('button', { name: 'Read More →' }).click();
    const dialog = page.getByRole('dialog', { name: blog.title });
    await dialog.waitFor();
    await dialog.getByText(blog.description.slice(0, 40), { exact: false }).waitFor();
    await expect
      .poll(() => bodyOverflow(page), { message: 'body scrolling is locked while the blog is open' })
      .toBe('hidden');
    // The page behind does not scroll with the wheel.
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY), 'the page behind stays put').toBe(before);
    // Escape and the backdrop do not close it (spec point 4): only ×.
    await page.keyboard.press('Escape');
    await page.mouse.click(3, 3);
    await expect(dialog, 'Escape and the backdrop leave the blog open').toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => bodyOverflow(page), { message: 'scrolling is back after closing' }).toBe('auto');
    expect(errors).toEqual([]);
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
      expect(id, `the seeded link ${video.link} carries a video id`).toHaveLength(11);
      await page.goto(path);
      await card(page, video.title).getByRole('button', { name: 'Watch →' }).click();
      const dialog = page.getByRole('dialog', { name: video.title });
      const player = dialog.locator('iframe');
      await player.waitFor({ state: 'attached' });
      const src = new URL((await player.getAttribute('src')) ?? '');
      expect(`${src.origin}${src.pathname}`, 'the embed player of this video').toBe(
        `https://www.youtube.com/embed/${id}`,
      );
      expect(src.searchParams.get('autoplay'), 'autoplay is on').toBe('1');
      await expect(player).toHaveAttribute('allow', /autoplay/);
      // A click on the dimmed backdrop, outside the dialog, closes it.
      await page.mouse.click(3, 3);
      await dialog.waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
  });

  test("an event's dialog shows its picture, text and a gallery of its extra images", async ({ page, errors }) => {
    const event = data.events.find((candidate) => candidate.images.length > 0);
    // A guard as well as a check: the event's title and pictures are read below.
    if (!event) throw new Error('a seeded event has extra images');
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
    await expect.poll(() => bodyOverflow(page), { message: 'body scrolling is locked' }).toBe('hidden');
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
    await expect.poll(() => bodyOverflow(page)).toBe('auto');
    // A news card opens its own dialog too.
    const news = data.news[0];
    await card(page, news.title).getByRole('button', { name: 'Read More →' }).click();
    const newsDialog = page.getByRole('dialog', { name: news.title });
    await newsDialog.waitFor();
    await newsDialog.getByRole('button', { name: 'Close' }).click();
    await newsDialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
