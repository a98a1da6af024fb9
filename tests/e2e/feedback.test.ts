/** Issue 29: feedback reaches the desk typed, with or without JavaScript, and the ladder is written out. */
import { adminScreenReady, loginAsAdmin } from './admin';
import { contactRequests } from './cms-api';
import { expect, test } from './fixtures';

test.describe('feedback without JavaScript', () => {
  test.use({ javaScriptEnabled: false, siteApp: false });

  test('a complaint with no name or phone arrives at the desk typed as feedback, with its kind', async ({ page }) => {
    await page.goto('/feedback');
    await page.getByText("the hospital's grievance officer", { exact: false }).waitFor();
    await page.getByText("the state's clinical establishments authority", { exact: false }).waitFor();
    const message = `E2E complaint ${Date.now()}: the lift was out of order.`;
    await page.getByRole('radio', { name: 'Complaint' }).check();
    await page.getByLabel(/^Your message/).fill(message);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Thank you: your feedback has reached the patient desk.').waitFor();
    const shownReference = page.locator('.feedback__reference');
    await expect(shownReference).toHaveText(/^NH-\d{4,}$/);
    const reference = (await shownReference.textContent()) ?? '';
    await expect(page).toHaveURL((url) => url.pathname === '/feedback');

    const stored = (await contactRequests()).find((request) => request.reference === reference);
    expect(stored?.type).toBe('feedback');
    expect((stored as { kind?: string } | undefined)?.kind).toBe('complaint');
    expect(stored?.message).toBe(message);
    expect(stored?.name).toBe('');
  });

  test('a message left empty comes back refused on that field (400), the kind kept', async ({ request }) => {
    const response = await request.post('/feedback', { form: { kind: 'suggestion', message: ' ' }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/This field is required\./);
    const suggestion = /<input[^>]*value="suggestion"[^>]*>/.exec(html)?.[0] ?? '';
    expect(suggestion, 'the kind chosen is still chosen').toMatch(/checked=""/);
  });
});

test('the desk filters to feedback and sees its kind', async ({ page, request }) => {
  const message = `E2E compliment ${Date.now()}: the night nurses were wonderful.`;
  const sent = await request.post('/feedback', { form: { kind: 'compliment', message }, maxRedirects: 0 });
  expect(sent.status()).toBe(303);
  await loginAsAdmin(page);
  await page.goto('/admin/contact-requests?type=feedback');
  await adminScreenReady(page, 'Contact Requests');
  const row = page.getByRole('row').filter({ hasText: message });
  await row.getByText('Feedback', { exact: true }).waitFor();
  await row.getByText('Compliment', { exact: true }).waitFor();
  await row.getByText('No name given').waitFor();
  const types = page.getByRole('table', { name: 'Contact requests' }).locator('tbody td:nth-child(3) .adm-badge');
  // At least one type shown, and every one of them Feedback: the distinct types are that one.
  await expect
    .poll(async () => [...new Set(await types.allTextContents())], { message: 'the list holds feedback only' })
    .toEqual(['Feedback']);
});
