/**
 * Issue 29's journeys: a patient asks for an appointment with a named doctor, from the doctor's
 * card, with JavaScript and without; the desk finds it by type, sees the doctor and the date, and
 * handles it.
 */
import type { Page } from '@playwright/test';
import { adminScreenReady, loginAsAdmin, notice } from './admin';
import { contactRequests } from './cms-api';
import { expect, test } from './fixtures';
import { loadSiteData, type SiteData } from './routes';

const CONFIRM = 'The desk will call you to confirm a time.';

/** Fills the form and picks the second date offered; returns that date (`YYYY-MM-DD`). */
async function requestAppointment(page: Page, name: string): Promise<string> {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Phone Number').fill('+91 98300 77777');
  // Exact: the top bar's language switcher is labelled "Language", which holds "age".
  await page.getByLabel('Age', { exact: true }).fill('58');
  const dates = page.getByLabel('Preferred date').locator('option:not([value=""])');
  await expect
    .poll(() => dates.count(), { message: 'about two months of OPD days are offered' })
    .toBeGreaterThanOrEqual(8);
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
    const shownReference = page.locator('.appointment__reference');
    await expect(shownReference).toHaveText(/^NH-\d{4,}$/);
    const reference = (await shownReference.textContent()) ?? '';

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
    const facts = dialog.locator('.adm-desk-facts');
    await expect(facts, 'the dialog names the doctor').toContainText(`Doctor ${doctor.name}`, { useInnerText: true });
    // A pattern is matched against the text as it is: any run of white space between the words.
    await expect(facts, 'the dialog shows the preferred date').toContainText(
      /Preferred date\s+\w{3},\s+\d{1,2}\s+\w{3}\s+\d{4}/,
      { useInnerText: true },
    );
    await dialog.getByLabel('Status').selectOption({ label: 'Scheduled' });
    await dialog.getByLabel('What was said').fill(`Confirmed ${date}, 10:30.`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await notice(page, `Request ${reference} saved.`).waitFor();
    await row.getByText('Scheduled', { exact: true }).waitFor();

    const stored = (await contactRequests()).find((request) => request.reference === reference);
    expect(stored?.type).toBe('appointment');
    expect(stored?.doctor).toEqual({ id: doctor.id, name: doctor.name });
    expect(stored?.preferred_date).toBe(date);
    expect(errors).toEqual([]);
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
    const shownReference = page.locator('.appointment__reference');
    await expect(shownReference).toHaveText(/^NH-\d{4,}$/);
    const reference = (await shownReference.textContent()) ?? '';
    await expect(page).toHaveURL((url) => url.search === `?doctor=${doctor.id}`);
    for (const address of addresses) {
      expect(address, address).not.toContain('77777');
      expect(address, address).not.toContain('No-script');
    }

    const stored = (await contactRequests()).find((request) => request.name === name);
    expect(stored?.reference).toBe(reference);
    expect(stored?.type).toBe('appointment');
    expect(stored?.preferred_date).toBe(date);
    expect(stored?.age).toBe(58);
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
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/sees patients on .* only; choose one of those days\./);
    expect(html).toMatch(/value="Kept Name"/);
  });
});
