import type { Browser, Page } from '@playwright/test';
import { adminScreenReady, deleteConfirmed, loginAsAdmin, notice, openFromMenu } from './admin';
import { newVisit } from './browser';
import {
  apiDelete,
  apiGet,
  asAdmin,
  banners,
  downloadUpload,
  saveBanner,
  sendContactRequest,
  type Banner,
  type Doctor,
  type NewsItem,
  type Upload,
} from './cms-api';
import { pictureOf, type UploadFile } from './images';
import { noLoadingLeft } from './routes';
import { waitUntil } from './wait';
import { expect, test } from './fixtures';

/** A visitor's look at a public page, in a context of their own (no admin session). */
async function asVisitor<T>(browser: Browser, look: (page: Page) => Promise<T>): Promise<T> {
  const visit = await newVisit(browser);
  try {
    const result = await look(visit.page);
    expect(visit.errors, 'the visitor sees no console error').toEqual([]);
    return result;
  } finally {
    await visit.context.close();
  }
}

/** News and doctors these journeys create are named so; a failed run's leftovers are removed by name. */
const MARK = 'E2E';

async function removeLeftovers(): Promise<void> {
  const token = await asAdmin();
  const news = await apiGet<NewsItem[]>('/news/list/');
  const doctors = await apiGet<Doctor[]>('/doctors/');
  await Promise.allSettled([
    ...news.filter((item) => item.title.startsWith(MARK)).map((item) => apiDelete(`/news/delete/${item.id}/`, token)),
    ...doctors
      .filter((doctor) => doctor.name.includes(MARK))
      .map((doctor) => apiDelete(`/doctors/${doctor.id}/`, token)),
  ]);
}

const stamp = () => new Date().toISOString().slice(11, 19).replace(/:/g, '');

test.describe('admin: content reaches the public site', () => {
  let photo: UploadFile;
  let seededBanner: Banner | undefined;
  let seededBannerImage: Upload | undefined;

  test.beforeAll(async ({ browser }) => {
    photo = await pictureOf(browser, 'E2E picture', { width: 800, height: 600 }, 'e2e-picture.png');
    seededBanner = (await banners())[0];
    if (seededBanner) seededBannerImage = await downloadUpload(seededBanner.banner_image);
  });

  test.afterAll(async () => {
    // Whatever a failed journey left behind goes, so later journeys see the seeded content only.
    await removeLeftovers();
    // The banner journey deletes the one banner: put the seeded one back for the journeys after it.
    if (
      seededBanner &&
      seededBannerImage &&
      (await banners()).every((b) => b.main_heading !== seededBanner!.main_heading)
    ) {
      await saveBanner(seededBanner.main_heading, seededBanner.sub_heading, seededBannerImage);
    }
  });

  test('a news item created with an image shows on /news-and-events, and goes again after a confirmed delete', async ({
    browser,
    page,
    errors,
  }) => {
    const title = `${MARK} news ${stamp()}`;

    await loginAsAdmin(page);
    await openFromMenu(page, 'News');
    await page.getByRole('button', { name: 'Add News' }).click();
    const form = page.getByRole('form', { name: 'Add news' });
    // The form checks before sending: all three fields are required.
    await form.getByRole('button', { name: 'Create News' }).click();
    await form.getByText('All fields are required', { exact: true }).waitFor();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Written by the end-to-end journey; it is deleted again at its end.');
    await form.getByLabel('Image').setInputFiles(photo);
    await form.getByRole('img', { name: `Preview of ${photo.name}` }).waitFor();
    await form.getByRole('button', { name: 'Create News' }).click();
    await notice(page, 'News created successfully.').waitFor();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();

    await asVisitor(browser, async (visitor) => {
      await visitor.goto('/news-and-events');
      const card = visitor
        .getByRole('article')
        .filter({ has: visitor.getByRole('heading', { name: title, exact: true }) })
        .first();
      await card.waitFor();
      // The uploaded picture is served through the site's /uploads.
      const image = card.getByRole('img', { name: title });
      await waitUntil(
        'the news picture to load',
        () => image.evaluate((img) => (img as HTMLImageElement).naturalWidth),
        (width) => width > 0,
      );
      await expect(image).toHaveAttribute('src', /\/uploads\//);
    });

    await deleteConfirmed(page, row.getByRole('button', { name: `Delete ${title}` }), 'Delete news');
    await notice(page, 'News deleted successfully.').waitFor();
    await row.waitFor({ state: 'detached' });
    await asVisitor(browser, async (visitor) => {
      await visitor.goto('/news-and-events');
      await visitor.getByRole('heading', { name: 'Latest News', exact: true }).waitFor();
      await visitor.getByRole('article').first().waitFor();
      await expect(visitor.getByRole('heading', { name: title, exact: true }), 'the deleted news is gone').toHaveCount(
        0,
      );
    });
    expect(errors).toEqual([]);
  });

  test('a doctor created in the admin shows on /doctors, and goes again after deleting', async ({
    browser,
    page,
    errors,
  }) => {
    const name = `Dr. ${MARK} Journey ${stamp()}`;

    await loginAsAdmin(page);
    await openFromMenu(page, 'Doctors');
    await page.getByRole('button', { name: 'Add Doctor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Doctor' });
    await dialog.waitFor();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Designation').fill('Consultant Neurologist (test)');
    await dialog.getByLabel('Type').selectOption('doctor');
    await dialog.getByLabel('About').fill('Added by the end-to-end journey; removed again at its end.');
    await dialog.getByLabel('Photo').setInputFiles(photo);
    await dialog.getByRole('button', { name: 'Add Doctor' }).click();
    await dialog.waitFor({ state: 'detached' });
    await notice(page, 'Doctor added successfully.').waitFor();
    await page.getByRole('searchbox', { name: 'Search doctors' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();

    await asVisitor(browser, async (visitor) => {
      await visitor.goto('/doctors');
      await visitor.getByRole('heading', { name, exact: true }).waitFor();
      await visitor.getByRole('button', { name: `View profile of ${name}` }).click();
      await visitor.getByRole('dialog', { name }).getByText('Consultant Neurologist (test)').waitFor();
    });

    // The specification asks for confirmation before deleting users, news, events, content and
    // banner; when the Doctors screen asks too, the journey confirms.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    if (await confirm.isVisible().catch(() => false))
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await notice(page, 'Doctor deleted successfully.').waitFor();
    await row.waitFor({ state: 'detached' });
    await asVisitor(browser, async (visitor) => {
      await visitor.goto('/doctors');
      await visitor.getByRole('heading', { name: 'Medical Officers', exact: true }).waitFor();
      await noLoadingLeft(visitor);
      await expect(visitor.getByRole('heading', { name, exact: true }), 'the deleted doctor is gone').toHaveCount(0);
    });
    expect(errors).toEqual([]);
  });

  test('replacing the banner shows the new heading on the home page; a confirmed delete leaves the home page without a hero', async ({
    browser,
    page,
    errors,
  }) => {
    const heading = `${MARK} banner ${stamp()}`;
    const picture = await pictureOf(browser, heading, { width: 1920, height: 600 }, 'e2e-banner.png');

    await loginAsAdmin(page);
    await openFromMenu(page, 'Banner');
    await page.getByRole('button', { name: 'Replace Banner' }).click();
    const form = page.getByRole('form', { name: 'Replace Banner' });
    await form.getByLabel('Main heading').fill(heading);
    await form.getByLabel('Sub heading').fill('Put up by the end-to-end journey');
    await form.getByLabel('Banner image').setInputFiles(picture);
    await form.getByRole('button', { name: 'Replace Banner' }).click();
    await notice(page, 'Banner replaced successfully.').waitFor();
    await page.getByText(heading, { exact: true }).first().waitFor();
    const stored = await banners();
    expect(stored, 'still one banner').toHaveLength(1);
    expect(stored[0].main_heading).toBe(heading);

    await asVisitor(browser, async (visitor) => {
      await visitor.goto('/');
      const hero = visitor.getByRole('region', { name: 'Welcome' });
      await hero.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
      await hero.getByText('Put up by the end-to-end journey').waitFor();
    });

    await deleteConfirmed(page, page.getByRole('button', { name: 'Delete Banner' }), 'Delete banner');
    await notice(page, 'Banner deleted successfully.').waitFor();
    await page.getByText('No banner yet: create one below.').waitFor();
    expect(await banners()).toEqual([]);
    await asVisitor(browser, async (visitor) => {
      await visitor.goto('/');
      await visitor.locator('#about-tagline').waitFor();
      await noLoadingLeft(visitor);
      await expect(visitor.getByRole('region', { name: 'Welcome' }), 'no banner, no hero').toHaveCount(0);
    });
    expect(errors).toEqual([]);

    // Put the seeded banner back now (the after hook checks again, in case this journey failed).
    await saveBanner(seededBanner!.main_heading, seededBanner!.sub_heading, seededBannerImage!);
  });

  test('the contact requests screen lists what visitors sent', async ({ page, errors }) => {
    const name = `${MARK} contact ${stamp()}`;
    await sendContactRequest({ name, phone: '+91 90000 00000', message: 'Sent by the end-to-end journey.' });

    await loginAsAdmin(page);
    await page.goto('/admin/contact-requests');
    await adminScreenReady(page, 'Contact Requests');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Sent by the end-to-end journey.').waitFor();
    await row.getByRole('link', { name: '+91 90000 00000' }).waitFor();
    expect(errors).toEqual([]);
  });
});
