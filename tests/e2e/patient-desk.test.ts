/**
 * Issue 13's journeys: a request sent on /contact gets a reference, appears in the admin queue, is
 * called back and closed there, and the dashboard's counts follow; /emergency and the doctor
 * finder work for a visitor whose browser runs no JavaScript at all.
 */
import type { Page } from '@playwright/test';
import { adminScreenReady, loginAsAdmin, notice } from './admin';
import { loadSiteData, type SiteData } from './routes';
import { expect, test } from './fixtures';

/** The number on one of the dashboard's figure cards. */
async function figure(page: Page, label: string): Promise<number> {
  const card = page.getByRole('region', { name: 'Figures' }).getByRole('link', { name: new RegExp(`^${label}`) });
  await card.locator('.adm-stat__value').filter({ hasText: /^\d+$/ }).waitFor();
  return Number(await card.locator('.adm-stat__value').textContent());
}

async function dashboardCounts(page: Page): Promise<{ waiting: number; open: number }> {
  await page.goto('/admin/dashboard');
  await adminScreenReady(page, 'Dashboard');
  return { waiting: await figure(page, 'New requests'), open: await figure(page, 'Open requests') };
}

/** Sets the status in the Update dialog, and adds what was said to the call log when given. */
async function setStatus(page: Page, reference: string, status: string, said?: string): Promise<void> {
  await page.getByRole('button', { name: `Update ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Request ${reference}` });
  await dialog.getByLabel('Status').selectOption({ label: status });
  if (said !== undefined) await dialog.getByLabel('What was said').fill(said);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await notice(page, `Request ${reference} saved.`).waitFor();
}

test.describe('patient desk: from the contact form to closed', () => {
  test('a request sent on /contact gets a reference, reaches the queue, is called back and closed; the counts follow', async ({
    page,
    errors,
  }) => {
    await loginAsAdmin(page);
    const before = await dashboardCounts(page);

    const name = `E2E Desk Patient ${Date.now()}`;
    await page.goto('/contact');
    const form = page.getByRole('region', { name: 'Patient Contact Form' });
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Phone Number').fill('+91 98300 54321');
    await form.getByLabel('Describe your issue / symptoms').fill('Numbness in the right hand since yesterday.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Your request has been submitted successfully!', { exact: true }).waitFor();
    const receipt = form.locator('.contact-form__receipt');
    await expect(receipt, 'the form shows a reference').toHaveText(/NH-\d{4,}/);
    await expect(receipt).toHaveText(/will call you within 24 hours/);
    const reference = /NH-\d{4,}/.exec((await receipt.textContent()) ?? '')?.[0] ?? '';

    const afterSubmit = await dashboardCounts(page);
    expect(afterSubmit).toEqual({ waiting: before.waiting + 1, open: before.open + 1 });

    // From the dashboard's figure to the queue, then the request by its reference.
    await page
      .getByRole('region', { name: 'Figures' })
      .getByRole('link', { name: /^New requests/ })
      .click();
    await adminScreenReady(page, 'Contact Requests');
    await expect(page).toHaveURL((url) => url.search === '?status=new');
    await page.getByLabel('Status').selectOption({ label: 'All' });
    await page.getByLabel('Search requests').fill(reference);
    await page.waitForURL((url) => url.searchParams.get('search') === reference);
    const row = page.getByRole('row').filter({ hasText: reference });
    await row.getByText(name).waitFor();
    await row.getByText('New', { exact: true }).waitFor();

    await setStatus(page, reference, 'Contacted', 'Called back; OPD booked for Monday.');
    await row.getByText('Contacted', { exact: true }).waitFor();
    await row.getByText('Called back; OPD booked for Monday.').waitFor();
    expect(await dashboardCounts(page)).toEqual({ waiting: before.waiting, open: before.open + 1 });

    await page.goto(`/admin/contact-requests?search=${reference}`);
    await adminScreenReady(page, 'Contact Requests');
    await setStatus(page, reference, 'Closed');
    await page.getByRole('row').filter({ hasText: reference }).getByText('Closed', { exact: true }).waitFor();
    expect(await dashboardCounts(page)).toEqual(before);
    expect(errors).toEqual([]);
  });
});

test.describe('with JavaScript off', () => {
  let site: SiteData;
  test.beforeAll(async () => {
    site = await loadSiteData();
  });

  // The page as served is all there is: nothing to wait for after it loads.
  test.use({ javaScriptEnabled: false, siteApp: false });

  test('/emergency is complete: reached from the top bar, signs, one-tap calls, both branches with maps', async ({
    page,
  }) => {
    await page.goto('/');
    // The top bar's link (the home page's facility tabs are links too, the first named Emergency).
    await page.getByRole('banner').getByRole('link', { name: 'Emergency', exact: true }).click();
    await page.waitForURL('**/emergency');
    await page.getByRole('heading', { level: 1, name: 'Stroke and neuro emergencies' }).waitFor();
    for (const word of ['Balance', 'Eyes', 'Face', 'Arms', 'Speech', 'Time']) {
      await page.locator('.be-fast__word', { hasText: word }).waitFor();
    }
    const calls = page.getByRole('list', { name: 'Call for help' }).getByRole('link');
    await expect(calls).toHaveCount(2);
    await expect(calls.nth(0)).toHaveAttribute('href', /^tel:\+\d{10,}$/);
    await expect(calls.nth(1)).toHaveAttribute('href', 'tel:108');
    await expect(page.getByRole('link', { name: /Open in maps/ })).toHaveCount(2);
    await page.getByRole('heading', { name: 'What to bring' }).waitFor();
    await expect(page).toHaveTitle(/^Stroke and Neuro Emergencies/);
  });

  test('the doctor finder answers a plain form submission with the filtered lists', async ({ page }) => {
    const doctor = site.doctors[0];
    const surname = doctor.name.split(' ').at(-1)!;
    await page.goto('/doctors');
    const finder = page.getByRole('search', { name: 'Find a doctor' });
    await finder.getByLabel("Doctor's name").fill(surname);
    await finder.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === surname);
    await page.getByRole('heading', { name: doctor.name }).waitFor();
    // Every name shown holds the surname (a filter's text matches without regard to case).
    await expect(
      page.locator('.doctor-grid h3').filter({ hasNotText: surname }),
      `every doctor shown is a ${surname}`,
    ).toHaveCount(0);
    await page.goto('/doctors?q=zzzz-nobody');
    await page.getByText('No doctor matches your search.').waitFor();
  });
});
