/**
 * Issue 41, item 5: the desk puts a doctor on leave and marks the emergency department busy in
 * /admin; the next page a visitor opens says so (the doctor's card, the home page's strip), in the
 * served HTML too; the desk removes both and the site is quiet again. A leave that falls on booked
 * visits gives the desk the patients to call, and each patient sees it on their booking page.
 */
import type { Browser } from '@playwright/test';
import { adminScreenReady, loginAsAdmin, openFromMenu } from './admin';
import { book, findBooking, onlineDoctor, prefix, WORDS, type Booked, type Language } from './booking-journey';
import { SITE_URL } from './browser';
import { apiDelete, apiGet, asAdmin, type Doctor } from './cms-api';
import { expect, test } from './fixtures';
import { fetchServedPage } from './served-html';

interface TodayItem {
  id: number;
  kind: string;
}

const NOTE = `Expect a wait for non-urgent cases (${Date.now()})`;

/** A day at the hospital, `YYYY-MM-DD`, `days` after today in Kolkata. */
const hospitalDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));

/** `1 Dec`, as the English card writes a day. */
const shortDay = (date: string) =>
  new Date(`${date}T00:00:00+05:30`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  });

/** Whatever a failed run left, so no other journey meets a strip it did not expect. */
async function clearToday(): Promise<void> {
  const token = await asAdmin();
  for (const item of await apiGet<TodayItem[]>('/today/desk/', token)) await apiDelete(`/today/${item.id}/`, token);
}

test.describe('today at the hospital', () => {
  test.afterEach(clearToday);

  test('the desk sets a doctor on leave and the emergency department busy; the card and the strip say so; then removes both', async ({
    page,
    errors,
  }) => {
    await clearToday();
    const [doctor] = await apiGet<Doctor[]>('/doctors/?type=doctor');
    const lastDay = hospitalDay(2);

    await loginAsAdmin(page);
    await openFromMenu(page, 'Today', 'Today at the hospital');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: doctor.name, exact: true }) });
    await row.getByRole('button', { name: `${doctor.name}: on leave…` }).click();
    await row.getByLabel('Last day').fill(lastDay);
    await row.getByRole('button', { name: 'Save leave' }).click();
    await page.getByText(`${doctor.name} on leave: the site shows it now.`).waitFor();

    await page.getByRole('radio', { name: 'Busy' }).check();
    await page.getByLabel('Note for patients (optional)').fill(NOTE);
    await page.getByRole('button', { name: 'Set emergency state' }).click();
    const shown = page.getByRole('table', { name: 'Shown on the site now' });
    await expect(shown.getByRole('row')).toHaveCount(3);
    await expect(shown.getByRole('row').filter({ hasText: 'Emergency department: Busy' })).toContainText(
      'admin@example.com',
    );

    // The next visitor's page, in the browser...
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Today at the hospital' });
    await expect(strip).toContainText(`The emergency department is very busy (${NOTE})`);
    await expect(strip).toContainText(`${doctor.name}: On leave until ${shortDay(lastDay)}`);
    const card = page.locator('.doctor-card').filter({ has: page.getByRole('heading', { name: doctor.name }) });
    await expect(card.getByRole('list', { name: `Today: ${doctor.name}` })).toHaveText(
      `On leave until ${shortDay(lastDay)}`,
    );
    // ...and as the server sends it, without JavaScript.
    const served = await fetchServedPage('/');
    expect(served.text).toContain(NOTE);
    expect(served.text).toContain(`On leave until ${shortDay(lastDay)}`);

    await page.goto('/admin/today');
    await adminScreenReady(page, 'Today at the hospital');
    for (const what of [/^Remove On leave/, /^Remove Emergency department/]) {
      await shown.getByRole('button', { name: what }).click();
      await expect(shown.getByRole('button', { name: what })).toHaveCount(0);
    }
    await page.getByText('Nothing: the site says nothing about today.').waitFor();

    await page.goto('/');
    await page.locator('.doctor-card').first().waitFor();
    await expect(page.getByRole('region', { name: 'Today at the hospital' })).toHaveCount(0);
    await expect(card.getByRole('list', { name: `Today: ${doctor.name}` })).toHaveCount(0);
    expect((await fetchServedPage('/')).text).not.toContain(NOTE);
    expect(errors).toEqual([]);
  });
});

/** The patient's booking page, looked up afresh, with or without the site's script. */
async function bookingPageSays(browser: Browser, language: Language, visit: Booked, script: boolean): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: script, baseURL: SITE_URL });
  try {
    const page = await context.newPage();
    await page.goto(`${prefix(language)}/booking?ref=${visit.reference}`);
    await findBooking(page, language, visit.reference);
    await expect(page.locator('.booked-visit__closed')).toContainText(WORDS[language].closed);
    // The closed session is not offered to move to; a later one is.
    const offered = page.getByLabel(WORDS[language].session).locator('option:not([value=""])');
    await expect(offered.first()).toBeAttached();
    expect(
      await offered.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
    ).not.toContain(visit.session);
  } finally {
    await context.close();
  }
}

test.describe('a doctor on leave over booked visits', () => {
  test.afterEach(clearToday);

  test('the desk is given the patients to call; each sees it on their booking page, in three languages, with and without JavaScript', async ({
    page,
    browser,
  }) => {
    await clearToday();
    const doctor = await onlineDoctor();
    const booked = new Map<Language, Booked>();
    for (const language of ['en', 'bn', 'hi'] as const) {
      await page.goto(`${prefix(language)}/appointment?doctor=${doctor.id}`);
      booked.set(language, await book(page, language, `E2E Leave ${language} ${Date.now()}`));
    }
    const [date] = booked.get('en')!.session.split(' ');
    expect(
      [...booked.values()].map((visit) => visit.session),
      'all three took the first open session',
    ).toEqual(Array(3).fill(booked.get('en')!.session));

    await loginAsAdmin(page);
    await openFromMenu(page, 'Today', 'Today at the hospital');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: doctor.name, exact: true }) });
    await row.getByRole('button', { name: `${doctor.name}: on leave…` }).click();
    await row.getByLabel('Last day').fill(date);
    await row.getByRole('button', { name: 'Save leave' }).click();
    const toCall = page.getByRole('table', { name: /falls on$/ });
    for (const [, visit] of booked)
      await expect(toCall.getByRole('row').filter({ hasText: visit.reference })).toHaveCount(1);

    for (const [language, visit] of booked)
      for (const script of [true, false]) await bookingPageSays(browser, language, visit, script);
  });
});
