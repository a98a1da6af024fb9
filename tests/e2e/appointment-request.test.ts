/**
 * Issue 29's journeys: a patient asks for an appointment with a named doctor, from the doctor's
 * card, with JavaScript and without; the desk finds it by type, sees the doctor and the date, and
 * handles it.
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { adminScreenReady, loginAsAdmin, notice } from './admin';
import { contactRequests } from './cms-api';
import { test } from './fixtures';
import { loadSiteData, type SiteData } from './routes';

const CONFIRM = 'The desk will call you to confirm a time.';

/** Fills the form and picks the second date offered; returns that date (`YYYY-MM-DD`). */
async function requestAppointment(page: Page, name: string): Promise<string> {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Phone Number').fill('+91 98300 77777');
  // Exact: the top bar's language switcher is labelled "Language", which holds "age".
  await page.getByLabel('Age', { exact: true }).fill('58');
  const dates = page.getByLabel('Preferred date').locator('option:not([value=""])');
  assert.ok((await dates.count()) >= 8, 'about two months of OPD days are offered');
  const date = (await dates.nth(1).getAttribute('value')) ?? '';
  await page.getByLabel('Preferred date').selectOption(date);
  await page.getByLabel('Reason for the visit').fill('Follow-up after a minor stroke.');
  await page.getByRole('button', { name: 'Request an appointment' }).click();
  return date;
}

let site: SiteData;
test.beforeAll(async () => {
  site = await loadSiteData();
});

test.describe('an appointment request, with JavaScript', () => {
  test("from the doctor's card to the desk: the reference, then found by type, with the doctor and date, and handled", async ({
    page,
    errors,
  }) => {
    const doctor = site.doctors[0];
    await page.goto('/doctors');
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: doctor.name }) });
    await card.getByRole('heading', { name: 'OPD hours' }).waitFor();
    await card.getByText(`Registration no. ${doctor.registration_no}`).waitFor();
    await card.getByRole('link', { name: `Request an appointment with ${doctor.name}` }).click();
    await page.getByRole('heading', { level: 1, name: `Request an appointment with ${doctor.name}` }).waitFor();
    await page.getByText('This is a request, not a booking', { exact: false }).waitFor();

    const name = `E2E Appointment ${Date.now()}`;
    const date = await requestAppointment(page, name);
    await page.getByText('Your appointment request has been sent.').waitFor();
    await page.getByText(CONFIRM, { exact: true }).waitFor();
    const reference = (await page.locator('.appointment__reference').textContent()) ?? '';
    assert.match(reference, /^NH-\d{4,}$/);

    await loginAsAdmin(page);
    await page.goto('/admin/contact-requests');
    await adminScreenReady(page, 'Contact Requests');
    await page.getByLabel('Request type').selectOption({ label: 'Appointment' });
    await page.waitForURL((url) => url.searchParams.get('type') === 'appointment');
    const row = page.getByRole('row').filter({ hasText: reference });
    await row.getByText(doctor.name).waitFor();
    await row.getByText(/^Preferred: /).waitFor();
    await row.getByText('Follow-up after a minor stroke.').waitFor();
    await page.getByLabel('Request type').selectOption({ label: 'Contact' });
    await page.waitForURL((url) => url.searchParams.get('type') === 'contact');
    await page.getByRole('row').filter({ hasText: reference }).waitFor({ state: 'detached' });
    await page.getByLabel('Request type').selectOption({ label: 'Appointment' });

    await row.getByRole('button', { name: `Update ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: `Request ${reference}` });
    // The desk calls back knowing whom and when the patient asked for (issue 38).
    const facts = (await dialog.locator('.adm-desk-facts').innerText()).replace(/\s+/g, ' ');
    assert.ok(facts.includes(`Doctor ${doctor.name}`), `the dialog names the doctor: ${facts}`);
    assert.match(facts, /Preferred date \w{3}, \d{1,2} \w{3} \d{4}/, 'the dialog shows the preferred date');
    await dialog.getByLabel('Status').selectOption({ label: 'Scheduled' });
    await dialog.getByLabel('What was said').fill(`Confirmed ${date}, 10:30.`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await notice(page, `Request ${reference} saved.`).waitFor();
    await row.getByText('Scheduled', { exact: true }).waitFor();

    const stored = (await contactRequests()).find((request) => request.reference === reference);
    assert.equal(stored?.type, 'appointment');
    assert.deepEqual(stored?.doctor, { id: doctor.id, name: doctor.name });
    assert.equal(stored?.preferred_date, date);
    assert.deepEqual(errors, []);
  });
});

test.describe('an appointment request, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, siteApp: false });

  test('the served form sends it, shows the reference once, and keeps personal data out of every address', async ({
    page,
  }) => {
    const doctor = site.doctors[0];
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto(`/appointment?doctor=${doctor.id}`);
    const name = `E2E No-script Appointment ${Date.now()}`;
    const date = await requestAppointment(page, name);
    await page.getByText(CONFIRM, { exact: true }).waitFor();
    const reference = (await page.locator('.appointment__reference').textContent()) ?? '';
    assert.match(reference, /^NH-\d{4,}$/);
    assert.equal(new URL(page.url()).search, `?doctor=${doctor.id}`);
    for (const address of addresses) assert.ok(!address.includes('77777') && !address.includes('No-script'), address);

    const stored = (await contactRequests()).find((request) => request.name === name);
    assert.equal(stored?.reference, reference);
    assert.equal(stored?.type, 'appointment');
    assert.equal(stored?.preferred_date, date);
    assert.equal(stored?.age, 58);
  });

  test('a date the doctor does not hold OPD on comes back refused on that field, with the input kept (400)', async ({
    request,
  }) => {
    const doctor = site.doctors[0];
    const days = new Set((doctor.opd ?? []).map((session) => session.day));
    const names = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    let date = '';
    for (let offset = 1; offset < 8 && !date; offset += 1) {
      const candidate = new Date(Date.now() + offset * 86_400_000);
      if (!days.has(names[candidate.getUTCDay()])) date = candidate.toISOString().slice(0, 10);
    }
    const response = await request.post(`/appointment?doctor=${doctor.id}`, {
      form: { doctor: String(doctor.id), name: 'Kept Name', phone: '9830000000', preferred_date: date },
      maxRedirects: 0,
    });
    assert.equal(response.status(), 400);
    const html = await response.text();
    assert.match(html, /sees patients on .* only; choose one of those days\./);
    assert.match(html, /value="Kept Name"/);
  });
});
