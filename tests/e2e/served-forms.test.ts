import { contactRequests } from './cms-api';
import { expect, test } from './fixtures';

/** Forms posted by the browser itself, as on a phone with scripts blocked or not yet loaded. */
test.describe('forms with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, siteApp: false });

  test('the contact form is sent, shows the reference once, and keeps personal data out of every address', async ({
    page,
  }) => {
    const name = `E2E No-script ${Date.now()}`;
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));

    await page.goto('/contact');
    const form = page.getByRole('region', { name: 'Patient Contact Form' });
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Phone Number').fill('+91 98300 55555');
    await form.getByLabel('Age').fill('61');
    await form.getByLabel('Describe your issue / symptoms').fill('Tremor in both hands.');
    await form.getByRole('button', { name: 'Submit' }).click();

    await form.getByText('Your request has been submitted successfully!', { exact: true }).waitFor();
    const shownReference = form.locator('.contact-form__reference');
    await expect(shownReference).toHaveText(/^NH-\d{4,}$/);
    const reference = (await shownReference.textContent()) ?? '';
    await expect(page).toHaveURL((url) => url.pathname === '/contact');
    await expect(form.getByLabel('Full Name'), 'the form is empty again').toHaveValue('');
    for (const address of addresses) {
      expect(address, `no personal data in ${address}`).not.toContain('55555');
      expect(address, `no personal data in ${address}`).not.toContain('No-script');
    }

    const stored = (await contactRequests()).find((request) => request.name === name);
    expect(stored?.reference).toBe(reference);
    expect(stored?.age).toBe(61);
    expect(stored?.message).toBe('Tremor in both hands.');

    // The receipt is shown once: a reload is the empty form again, not a second "submitted".
    await page.reload();
    await expect(form.getByText('Your request has been submitted successfully!')).toHaveCount(0);
  });

  test('a refused form comes back with the reason and everything typed, and nothing stored', async ({ page }) => {
    const name = `E2E Refused ${Date.now()}`;
    await page.goto('/contact');
    const form = page.getByRole('region', { name: 'Patient Contact Form' });
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Phone Number').fill('9830011111');
    await form.getByLabel('Age').fill('200');
    await form.getByLabel('Describe your issue / symptoms').fill('Keep this text.');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Submit' }).click();
    expect((await answer).status()).toBe(400);

    await form
      .getByRole('alert')
      .getByText('Your request could not be sent. Age: Ensure this value is less than or equal to 130.')
      .waitFor();
    await expect(form.getByLabel('Full Name')).toHaveValue(name);
    await expect(form.getByLabel('Age')).toHaveValue('200');
    await expect(form.getByLabel('Describe your issue / symptoms')).toHaveValue('Keep this text.');
    expect((await contactRequests()).filter((request) => request.name === name)).toHaveLength(0);
  });

  test('another site cannot post the form', async ({ request }) => {
    const response = await request.post('/contact', {
      form: { name: 'Forged', phone: '1' },
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });
});
