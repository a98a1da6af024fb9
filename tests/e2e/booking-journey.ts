/**
 * A patient's side of an OPD booking in the browser, in each language as its catalogue words it:
 * booking the first session offered, and finding the visit again on /booking.
 */
import type { Page } from '@playwright/test';
import type { Doctor } from './cms-api';
import { expect } from './fixtures';
import { loadSiteData } from './routes';

export const PHONE = '+91 98300 41414';

/** What each language's pages say, as its catalogue words them. */
export const WORDS = {
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
    closed: 'The hospital has closed this session since you booked.',
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
    closed: 'আপনি বুক করার পর হাসপাতাল এই সেশনটি বন্ধ করেছে।',
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
    closed: 'आपके बुक करने के बाद अस्पताल ने यह सेशन बंद कर दिया है।',
  },
} as const;

export type Language = keyof typeof WORDS;

/** The first demo doctor whose OPD sessions are booked online. */
export async function onlineDoctor(): Promise<Doctor> {
  const site = await loadSiteData();
  const online = site.doctors.find((each) => (each.opd ?? []).some((session) => (session.places ?? 0) > 0));
  if (!online) throw new Error('The demo content has no doctor booked online (cms/src/seed/data/opd-hours.ts)');
  return online;
}

export const prefix = (language: Language) => (language === 'en' ? '' : `/${language}`);

/** A visit just booked: its reference, and the session chosen (`YYYY-MM-DD HH:MM`). */
export interface Booked {
  reference: string;
  session: string;
}

/** Books the first session offered, on the booking page already open. */
export async function book(page: Page, language: Language, name: string): Promise<Booked> {
  const words = WORDS[language];
  const sessions = page.getByLabel(words.session).locator('option:not([value=""]):not([disabled])');
  await expect.poll(() => sessions.count(), { message: 'the session dates ahead are offered' }).toBeGreaterThan(2);
  const session = (await sessions.first().getAttribute('value')) ?? '';
  await page.getByLabel(words.session).selectOption(session);
  await page.getByLabel(words.name).fill(name);
  await page.getByLabel(words.phone, { exact: true }).fill(PHONE);
  await page.getByRole('button', { name: words.book }).click();
  await page.getByText(words.booked).waitFor();
  await expect(page.locator('.booked-visit__token')).toHaveText(/^[0-9০-৯]+$/);
  await expect(page.locator('.booked-visit__window')).not.toBeEmpty();
  const reference = (await page.locator('.booked-visit__reference').textContent()) ?? '';
  expect(reference).toMatch(/^BK-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  return { reference, session };
}

/** On /booking, opened from the visit's link: finds the visit by the phone it was booked with. */
export async function findBooking(page: Page, language: Language, reference: string): Promise<void> {
  const words = WORDS[language];
  await expect(page.getByLabel(/Booking reference|বুকিং রেফারেন্স|बुकिंग रेफ़रेंस/)).toHaveValue(reference);
  await page.getByLabel(words.managePhone).fill(PHONE.replace(/\s/g, ''));
  await page.getByRole('button', { name: words.find }).click();
  await page.getByRole('heading', { name: words.yourVisit }).waitFor();
}
