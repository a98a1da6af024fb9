/**
 * Issue 41's journeys: a patient books a place in a doctor's OPD session and gets a token and a
 * time to report, then finds the visit by its reference and phone, moves it and cancels it; with
 * JavaScript in English, without it in Bengali and Hindi. The visit's key never travels in an
 * address.
 */
import type { Page } from '@playwright/test';
import type { Doctor } from './cms-api';
import { expect, test } from './fixtures';
import { loadSiteData } from './routes';

const PHONE = '+91 98300 41414';

/** What each language's pages say, as its catalogue words them. */
const WORDS = {
  en: {
    session: 'OPD session',
    name: 'Full Name',
    phone: 'Phone Number',
    book: 'Book the visit',
    booked: 'Your OPD visit is booked.',
    managePhone: 'Phone number used to book',
    find: 'Show my booking',
    yourVisit: 'Your visit',
    move: 'Move my visit',
    moved: 'Your visit has been moved. Your new token and time are below.',
    cancel: 'Cancel my visit',
    yesCancel: 'Yes, cancel my visit',
    cancelled: 'Your visit has been cancelled.',
  },
  bn: {
    session: 'ওপিডি সেশন',
    name: 'পুরো নাম',
    phone: 'ফোন নম্বর',
    book: 'ভিজিট বুক করুন',
    booked: 'আপনার ওপিডি ভিজিট বুক হয়েছে।',
    managePhone: 'বুকিংয়ে দেওয়া ফোন নম্বর',
    find: 'আমার বুকিং দেখান',
    yourVisit: 'আপনার ভিজিট',
    move: 'আমার ভিজিট সরান',
    moved: 'আপনার ভিজিট সরানো হয়েছে। নতুন টোকেন আর সময় নিচে দেওয়া হল।',
    cancel: 'আমার ভিজিট বাতিল করুন',
    yesCancel: 'হ্যাঁ, আমার ভিজিট বাতিল করুন',
    cancelled: 'আপনার ভিজিট বাতিল হয়েছে।',
  },
  hi: {
    session: 'ओपीडी सेशन',
    name: 'पूरा नाम',
    phone: 'फ़ोन नंबर',
    book: 'विज़िट बुक करें',
    booked: 'आपकी ओपीडी विज़िट बुक हो गई है।',
    managePhone: 'बुकिंग में दिया गया फ़ोन नंबर',
    find: 'मेरी बुकिंग दिखाएँ',
    yourVisit: 'आपकी विज़िट',
    move: 'मेरी विज़िट बदलें',
    moved: 'आपकी विज़िट बदल दी गई है। नया टोकन और समय नीचे है।',
    cancel: 'मेरी विज़िट रद्द करें',
    yesCancel: 'हाँ, मेरी विज़िट रद्द करें',
    cancelled: 'आपकी विज़िट रद्द कर दी गई है।',
  },
} as const;

type Language = keyof typeof WORDS;

let doctor: Doctor;
test.beforeAll(async () => {
  const site = await loadSiteData();
  const online = site.doctors.find((each) => (each.opd ?? []).some((session) => (session.places ?? 0) > 0));
  if (!online) throw new Error('The demo content has no doctor booked online (cms/src/seed/data/opd-hours.ts)');
  doctor = online;
});

const prefix = (language: Language) => (language === 'en' ? '' : `/${language}`);

/** Books the first session offered; returns the reference shown. */
async function book(page: Page, language: Language, name: string): Promise<string> {
  const words = WORDS[language];
  const sessions = page.getByLabel(words.session).locator('option:not([value=""]):not([disabled])');
  await expect.poll(() => sessions.count(), { message: 'the session dates ahead are offered' }).toBeGreaterThan(2);
  await page.getByLabel(words.session).selectOption((await sessions.first().getAttribute('value')) ?? '');
  await page.getByLabel(words.name).fill(name);
  await page.getByLabel(words.phone, { exact: true }).fill(PHONE);
  await page.getByRole('button', { name: words.book }).click();
  await page.getByText(words.booked).waitFor();
  await expect(page.locator('.booked-visit__token')).toHaveText(/^[0-9০-৯]+$/);
  await expect(page.locator('.booked-visit__window')).not.toBeEmpty();
  const reference = (await page.locator('.booked-visit__reference').textContent()) ?? '';
  expect(reference).toMatch(/^BK-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  return reference;
}

/** On /booking: finds the visit, moves it to the first session offered, then cancels it after asking. */
async function manage(page: Page, language: Language, reference: string): Promise<void> {
  const words = WORDS[language];
  await expect(page.getByLabel(/Booking reference|বুকিং রেফারেন্স|बुकिंग रेफ़रेंस/)).toHaveValue(reference);
  await page.getByLabel(words.managePhone).fill(PHONE.replace(/\s/g, ''));
  await page.getByRole('button', { name: words.find }).click();
  await page.getByRole('heading', { name: words.yourVisit }).waitFor();
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
    const reference = await book(page, 'en', `E2E Booking ${Date.now()}`);
    await page.getByRole('link', { name: 'Manage your booking page' }).click();
    await manage(page, 'en', reference);
    for (const address of addresses) expect(address, address).not.toContain('41414');
  });
});

for (const language of ['bn', 'hi'] as const) {
  test.describe(`booking an OPD visit, without JavaScript, in ${language}`, () => {
    test.use({ javaScriptEnabled: false, siteApp: false });

    test('the served forms book, find, move and cancel, the key never in an address', async ({ page }) => {
      const addresses: string[] = [];
      page.on('request', (request) => addresses.push(request.url()));
      await page.goto(`${prefix(language)}/appointment?doctor=${doctor.id}`);
      const reference = await book(page, language, `E2E No-script Booking ${language} ${Date.now()}`);
      await page.goto(`${prefix(language)}/booking?ref=${reference}`);
      await manage(page, language, reference);
      for (const address of addresses) expect(address, address).not.toContain('41414');
    });
  });
}
