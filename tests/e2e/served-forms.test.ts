import assert from 'node:assert/strict';
import { contactRequests } from './cms-api';
import { test } from './fixtures';

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
    const reference = (await form.locator('.contact-form__reference').textContent()) ?? '';
    assert.match(reference, /^NH-\d{4,}$/);
    assert.equal(new URL(page.url()).pathname, '/contact');
    assert.equal(await form.getByLabel('Full Name').inputValue(), '', 'the form is empty again');
    for (const address of addresses) {
      assert.ok(!address.includes('55555') && !address.includes('No-script'), `no personal data in ${address}`);
    }

    const stored = (await contactRequests()).find((request) => request.name === name);
    assert.equal(stored?.reference, reference);
    assert.equal(stored?.age, 61);
    assert.equal(stored?.message, 'Tremor in both hands.');

    // The receipt is shown once: a reload is the empty form again, not a second "submitted".
    await page.reload();
    assert.equal(await form.getByText('Your request has been submitted successfully!').count(), 0);
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
    assert.equal((await answer).status(), 400);

    await form
      .getByRole('alert')
      .getByText('Your request could not be sent. Age: Ensure this value is less than or equal to 130.')
      .waitFor();
    assert.equal(await form.getByLabel('Full Name').inputValue(), name);
    assert.equal(await form.getByLabel('Age').inputValue(), '200');
    assert.equal(await form.getByLabel('Describe your issue / symptoms').inputValue(), 'Keep this text.');
    assert.equal((await contactRequests()).filter((request) => request.name === name).length, 0);
  });

  test('another site cannot post the form', async ({ request }) => {
    const response = await request.post('/contact', {
      form: { name: 'Forged', phone: '1' },
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      maxRedirects: 0,
    });
    assert.equal(response.status(), 403);
  });
});
