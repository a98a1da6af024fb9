import type { Page } from '@playwright/test';
import { adminScreenReady, loginAsAdmin } from './admin';
import { saveScreenshot } from './artifacts';
import { contactRequests, sendContactRequest } from './cms-api';
import { expect, test } from './fixtures';
import { loadSiteData, publicRoutes, type PublicRoute } from './routes';

/** The seed holds no patient requests: three, as the contact form would send them. */
const PATIENTS = [
  { name: 'Mita Roy', phone: '+91 98300 11111', message: 'My mother has had two falls this week.' },
  { name: 'Arif Khan', phone: '+91 98300 22222', message: 'Follow-up after my MRI.' },
  {
    name: 'Sourav Das',
    phone: '+91 98300 00000',
    email: 'sourav@example.com',
    message: 'Frequent headaches for two weeks.',
  },
];

/**
 * The desk's pictures show these three patients only, whatever the journeys that ran before sent
 * to the same stack: they are sent once, and the admin's lists of requests are narrowed to them.
 */
async function deskOfThreePatients(page: Page): Promise<void> {
  const sent = new Set((await contactRequests()).map((request) => request.name));
  for (const patient of PATIENTS) if (!sent.has(patient.name)) await sendContactRequest(patient);
  const names = new Set(PATIENTS.map((patient) => patient.name));
  await page.route(
    (url) => url.pathname === '/api/contact-requests/',
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const answer = (await response.json()) as { name: string }[] | { count: number; results: { name: string }[] };
      const ours = (list: { name: string }[]) => list.filter((request) => names.has(request.name));
      const json = Array.isArray(answer)
        ? ours(answer)
        : { ...answer, results: ours(answer.results), count: ours(answer.results).length };
      await route.fulfill({ response, json });
    },
  );
}

/**
 * Pictures of the site as a run sees it, saved to artifacts/screenshots/ (git-ignored). With
 * UPDATE_SCREENSHOTS=1 they also replace the set committed in docs/screenshots/ (shown in the README).
 */
test.describe('screenshots', () => {
  let routes: PublicRoute[];
  test.beforeAll(async () => {
    routes = publicRoutes(await loadSiteData());
  });

  async function publicPage(page: Page, errors: string[], path: string, name: string): Promise<void> {
    const route = routes.find((candidate) => candidate.path === path);
    expect(route, `${path} is a public route`).toBeDefined();
    await page.goto(path);
    await route!.ready(page);
    await saveScreenshot(page, name);
    expect(errors).toEqual([]);
  }

  test('the home page at desktop width', ({ page, errors }) => publicPage(page, errors, '/', 'home-desktop'));
  test('the home page at 375 px', { tag: '@mobile' }, ({ page, errors }) =>
    publicPage(page, errors, '/', 'home-mobile'),
  );
  test('a facility detail page', ({ page, errors }) => publicPage(page, errors, '/department/1', 'department-detail'));

  test('the stroke and neuro emergency page at 375 px', { tag: '@mobile' }, ({ page, errors }) =>
    publicPage(page, errors, '/emergency', 'emergency-mobile'),
  );

  test('the doctor finder, filtered by specialty', async ({ page, errors }) => {
    await page.goto('/doctors?specialty=neurosurgery');
    await page.getByRole('search', { name: 'Find a doctor' }).waitFor();
    await page.getByText(/^Showing \d+ of \d+\.$/).waitFor();
    await saveScreenshot(page, 'doctor-finder');
    expect(errors).toEqual([]);
  });

  test("the patient desk's queue", async ({ page }) => {
    await deskOfThreePatients(page);
    await loginAsAdmin(page);
    await page.goto('/admin/contact-requests');
    await adminScreenReady(page, 'Contact Requests');
    await page
      .getByRole('button', { name: /^Update NH-/ })
      .nth(1)
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Status').selectOption({ label: 'Contacted' });
    await dialog.getByLabel('What was said').fill('Called back; OPD booked for Monday.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/^Request NH-\d+ saved\.$/).waitFor();
    // The queue reloads through the narrowing above: the picture waits for the saved status.
    await page.getByRole('row').filter({ hasText: 'Arif Khan' }).getByText('Contacted', { exact: true }).waitFor();
    await saveScreenshot(page, 'admin-contact-requests');
  });

  test('the admin dashboard', async ({ page }) => {
    await deskOfThreePatients(page);
    await loginAsAdmin(page);
    await adminScreenReady(page, 'Dashboard');
    await saveScreenshot(page, 'admin-dashboard');
  });
});
