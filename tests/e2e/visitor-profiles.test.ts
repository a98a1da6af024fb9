import type { Page } from '@playwright/test';
import { apiGet, type Doctor } from './cms-api';
import { expect, test } from './fixtures';
import { waitUntil } from './wait';

/**
 * Issue 38: a doctor found by a Latin-letter name on every language's page, a doctor's profile
 * with its own address, the directors' messages and the grievance officer's contact, each with
 * and without JavaScript.
 */

interface Director {
  id: number;
  name: string;
  heading: string;
  sms: string[];
}
interface SiteSettings {
  grievance_officer?: { name: string; phone: { display: string; digits: string } | null; email: string | null } | null;
}

/** The seeded doctors in English and as a page in `locale` names them (same order, same ids). */
async function doctorsIn(locale: 'bn' | 'hi'): Promise<[english: Doctor, translated: Doctor][]> {
  const [english, translated] = await Promise.all([
    apiGet<Doctor[]>('/doctors/?type=doctor'),
    apiGet<Doctor[]>(`/doctors/?type=doctor&locale=${locale}`),
  ]);
  return english.map((doctor) => [doctor, translated.find((each) => each.id === doctor.id)!]);
}

/** "Dr. Ananya Bhattacharya" → "Bhattacharya": what a visitor would type. */
const surname = (name: string) => name.split(' ').at(-1)!;

const cardNames = (page: Page) => page.locator('.doctor-card__name');

test.describe('visitor: doctors and directors without JavaScript', () => {
  test.use({ javaScriptEnabled: false, siteApp: false });

  for (const locale of ['bn', 'hi'] as const)
    test(`/${locale}/doctors finds a doctor by the Latin letters of the name`, async ({ page }) => {
      const pairs = await doctorsIn(locale);
      const translatedOnly = pairs.filter(([english, translated]) => english.name !== translated.name);
      expect(translatedOnly.length, `the seed translates doctors' names into ${locale}`).toBeGreaterThanOrEqual(2);
      for (const [english, translated] of translatedOnly) {
        await page.goto(`/${locale}/doctors?q=${encodeURIComponent(surname(english.name))}`);
        await expect(cardNames(page), `${surname(english.name)} on /${locale}/doctors`).toHaveText([translated.name]);
      }
    });

  test("a doctor's card links to the profile's own address, which shows the profile; its close link returns to the list", async ({
    page,
  }) => {
    const [doctor] = await apiGet<Doctor[]>('/doctors/?type=doctor');
    await page.goto('/doctors?q=' + encodeURIComponent(surname(doctor.name)));
    await page.getByRole('link', { name: `View profile of ${doctor.name}` }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('doctor') === String(doctor.id));
    const profile = page.locator('.served-dialog--open');
    await profile.getByRole('heading', { name: doctor.name }).waitFor();
    await profile.getByText(doctor.designation, { exact: true }).waitFor();
    await profile.getByRole('link', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/doctors' && !url.searchParams.has('doctor'));
    // The finder's query survives the round trip.
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === surname(doctor.name));
    await expect(page.locator('.served-dialog--open')).toHaveCount(0);
  });

  test("each director's message can be opened and read, and closed", async ({ page }) => {
    const directors = await apiGet<Director[]>('/directors/');
    expect(directors.length).toBeGreaterThan(0);
    await page.goto('/message');
    for (const director of directors) {
      await page.getByRole('link', { name: new RegExp(director.name) }).click();
      const message = page.locator(`#director-${director.id}`);
      await message.getByRole('heading', { name: director.name }).waitFor();
      await expect(message.getByText(director.sms[0], { exact: true }), 'the message is shown').toBeVisible();
      await message.getByRole('link', { name: 'Close' }).click();
      await message.waitFor({ state: 'hidden' });
    }
  });

  test('/feedback names the grievance officer with a number and an e-mail', async ({ page }) => {
    const settings = await apiGet<SiteSettings>('/site-settings/');
    const officer = settings.grievance_officer;
    // A guard as well as a check: the officer's number and e-mail are read below.
    if (!officer?.phone || !officer.email)
      throw new Error('the seed names a grievance officer with a number and an e-mail');
    await page.goto('/feedback');
    const contact = page.locator('.feedback__officer');
    await contact.getByText(`Grievance officer: ${officer.name}`).waitFor();
    await expect(contact.getByRole('link', { name: officer.phone.display })).toHaveAttribute(
      'href',
      `tel:+${officer.phone.digits}`,
    );
    await expect(contact.getByRole('link', { name: officer.email })).toHaveAttribute('href', `mailto:${officer.email}`);
  });
});

test.describe('visitor: doctors and directors with JavaScript', () => {
  test('typing a Latin-letter name on /bn/doctors finds the doctor', async ({ page }) => {
    const pairs = await doctorsIn('bn');
    const [english, bengali] = pairs.find(([en, bn]) => en.name !== bn.name)!;
    await page.goto('/bn/doctors');
    await page.getByRole('searchbox').fill(surname(english.name));
    await waitUntil(
      `only ${bengali.name} on the page`,
      () => cardNames(page).allTextContents(),
      (names) => names.length === 1 && names[0] === bengali.name,
    );
  });

  test("opening a doctor's card gives it its own address; Back and Close return to the list; the address opens it", async ({
    page,
  }) => {
    const [doctor] = await apiGet<Doctor[]>('/doctors/?type=doctor');
    const dialog = page.getByRole('dialog', { name: doctor.name });
    await page.goto('/doctors');
    await page.getByRole('button', { name: `View profile of ${doctor.name}` }).click();
    await dialog.waitFor();
    await page.waitForURL((url) => url.searchParams.get('doctor') === String(doctor.id));
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    await expect(page).toHaveURL((url) => url.search === '');
    await page.getByRole('button', { name: `View profile of ${doctor.name}` }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/doctors' && url.search === '');
    // The address alone opens it, and closing it leaves the list's address.
    await page.goto(`/doctors?doctor=${doctor.id}`);
    await dialog.getByText(doctor.designation, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/doctors' && url.search === '');
  });

  test("a director's card still opens the animated dialog", async ({ page }) => {
    const [director] = await apiGet<Director[]>('/directors/');
    await page.goto('/message');
    await page.getByRole('button', { name: new RegExp(director.name) }).click();
    await page.getByRole('dialog', { name: director.name }).getByText(director.sms[0], { exact: true }).waitFor();
  });
});
