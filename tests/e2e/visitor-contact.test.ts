import { contactRequests } from './cms-api';
import { expect, test } from './fixtures';

test.describe('visitor: the contact form', () => {
  test("submits the patient's request, says so, clears the form, and the request reaches the CMS", async ({
    page,
    context,
    errors,
  }) => {
    const name = `E2E Visitor ${Date.now()}`;
    // Hold the request for a moment so the 'Submitting...' state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(
      (url) => /^\/api\/contact-requests\/?$/.test(url.pathname),
      async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      },
    );

    await page.goto('/contact');
    const form = page.getByRole('region', { name: 'Patient Contact Form' });
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Phone Number').fill('+91 98300 12345');
    await form.getByLabel('Email').fill('visitor@example.org');
    await form.getByLabel('Gender').selectOption('female');
    await form.getByLabel('Age').fill('42');
    await form.getByLabel('Describe your issue / symptoms').fill('Sudden weakness of the left arm since this morning.');
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');

    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/api/contact-requests'),
    );
    await form.getByRole('button', { name: 'Submit' }).click();
    const busy = form.getByRole('button', { name: 'Submitting...' });
    await expect(busy, 'the button is disabled while submitting').toBeDisabled();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body.name).toBe(name);
    expect(body.age).toBe(42);
    release();

    await form.getByText('Your request has been submitted successfully!', { exact: true }).waitFor();
    for (const label of ['Full Name', 'Phone Number', 'Email', 'Age', 'Describe your issue / symptoms']) {
      await expect(form.getByLabel(label), `${label} is cleared`).toHaveValue('');
    }
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();

    // The admin API holds the request, with what was typed.
    const stored = (await contactRequests()).find((request) => request.name === name);
    expect(stored, 'the request is stored in the CMS').toBeDefined();
    expect(stored?.phone).toBe('+91 98300 12345');
    expect(stored?.email).toBe('visitor@example.org');
    expect(stored?.message).toBe('Sudden weakness of the left arm since this morning.');
    expect(errors).toEqual([]);
  });

  test("Full Name and Phone Number are required: an empty form sends nothing and says so in the page's words", async ({
    page,
    errors,
  }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/contact-requests')) sent += 1;
    });
    await page.goto('/contact');
    const form = page.getByRole('region', { name: 'Patient Contact Form' });
    await form.getByRole('button', { name: 'Submit' }).click();
    // Still required fields, checked by the page itself (issue 38: the browser's bubble was in its own language).
    await expect(form.getByLabel('Full Name')).toHaveAttribute('required', '');
    await form
      .getByRole('alert')
      .getByText(
        'Your request could not be sent. Full Name: This field is required. Phone Number: This field is required.',
        { exact: true },
      )
      .waitFor();
    await expect(form.getByText('Your request has been submitted successfully!')).toHaveCount(0);
    expect(sent).toBe(0);
    expect(errors).toEqual([]);
  });
});
