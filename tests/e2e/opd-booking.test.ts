/**
 * Issue 41's journeys: a patient books a place in a doctor's OPD session and gets a token and a
 * time to report, then finds the visit by its reference and phone, moves it and cancels it; in
 * English, Bengali and Hindi, each with JavaScript and without it. The visit's key never travels
 * in an address.
 */
import type { Page } from '@playwright/test';
import { book, findBooking, onlineDoctor, prefix, WORDS, type Language } from './booking-journey';
import type { Doctor } from './cms-api';
import { expect, test } from './fixtures';

let doctor: Doctor;
test.beforeAll(async () => {
  doctor = await onlineDoctor();
});

/** On /booking: finds the visit, moves it to the first session offered, then cancels it after asking. */
async function manage(page: Page, language: Language, reference: string): Promise<void> {
  const words = WORDS[language];
  await findBooking(page, language, reference);
  const before = await page.locator('.booked-visit__details').textContent();

  const choice = page.getByLabel(words.session);
  const target = (await choice.locator('option:not([value=""])').first().getAttribute('value')) ?? '';
  await choice.selectOption(target);
  await page.getByRole('button', { name: words.move }).click();
  await page.getByText(words.moved).waitFor();
  expect(await page.locator('.booked-visit__details').textContent()).not.toBe(before);

  await page.getByRole('button', { name: words.cancel }).click();
  await page.getByRole('button', { name: words.yesCancel }).click();
  await page.getByText(words.cancelled).waitFor();
  await expect(page.getByRole('button', { name: words.move })).toHaveCount(0);
}

test.describe('booking an OPD visit, with JavaScript, in English', () => {
  test("from the doctor's card: the token and time to report, then found, moved and cancelled", async ({ page }) => {
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto('/doctors');
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: doctor.name }) });
    await card.getByRole('link', { name: `Request an appointment with ${doctor.name}` }).click();
    await page.getByRole('heading', { level: 1, name: `Book an OPD visit with ${doctor.name}` }).waitFor();
    const { reference } = await book(page, 'en', `E2E Booking ${Date.now()}`);
    await page.getByRole('link', { name: 'Manage your booking page' }).click();
    await manage(page, 'en', reference);
    for (const address of addresses) expect(address, address).not.toContain('41414');
  });
});

/** Every other pairing of language and script: the same journey from the page's own address. */
const PAIRINGS = [
  { language: 'en', script: false },
  { language: 'bn', script: true },
  { language: 'bn', script: false },
  { language: 'hi', script: true },
  { language: 'hi', script: false },
] as const;

for (const { language, script } of PAIRINGS) {
  test.describe(`booking an OPD visit, ${script ? 'with' : 'without'} JavaScript, in ${language}`, () => {
    test.use({ javaScriptEnabled: script, siteApp: script });

    test('the forms book, find, move and cancel, the key never in an address', async ({ page }) => {
      const addresses: string[] = [];
      page.on('request', (request) => addresses.push(request.url()));
      await page.goto(`${prefix(language)}/appointment?doctor=${doctor.id}`);
      const { reference } = await book(
        page,
        language,
        `E2E Booking ${language} ${script ? 'js' : 'served'} ${Date.now()}`,
      );
      // The receipt's own link to the booking page, in the page's language.
      await page.locator(`a[href$="/booking?ref=${reference}"]`).click();
      await manage(page, language, reference);
      for (const address of addresses) expect(address, address).not.toContain('41414');
    });
  });
}
