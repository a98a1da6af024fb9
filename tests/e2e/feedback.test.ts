/** Issue 29: feedback reaches the desk typed, with or without JavaScript, and the ladder is written out. */
import assert from 'node:assert/strict';
import { adminScreenReady, loginAsAdmin } from './admin';
import { contactRequests } from './cms-api';
import { test } from './fixtures';

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
    const reference = (await page.locator('.feedback__reference').textContent()) ?? '';
    assert.match(reference, /^NH-\d{4,}$/);
    assert.equal(new URL(page.url()).pathname, '/feedback');

    const stored = (await contactRequests()).find((request) => request.reference === reference);
    assert.equal(stored?.type, 'feedback');
    assert.equal((stored as { kind?: string } | undefined)?.kind, 'complaint');
    assert.equal(stored?.message, message);
    assert.equal(stored?.name, '');
  });

  test('a message left empty comes back refused on that field (400), the kind kept', async ({ request }) => {
    const response = await request.post('/feedback', { form: { kind: 'suggestion', message: ' ' }, maxRedirects: 0 });
    assert.equal(response.status(), 400);
    const html = await response.text();
    assert.match(html, /This field is required\./);
    const suggestion = /<input[^>]*value="suggestion"[^>]*>/.exec(html)?.[0] ?? '';
    assert.match(suggestion, /checked=""/, 'the kind chosen is still chosen');
  });
});

test('the desk filters to feedback and sees its kind', async ({ page, request }) => {
  const message = `E2E compliment ${Date.now()}: the night nurses were wonderful.`;
  const sent = await request.post('/feedback', { form: { kind: 'compliment', message }, maxRedirects: 0 });
  assert.equal(sent.status(), 303);
  await loginAsAdmin(page);
  await page.goto('/admin/contact-requests?type=feedback');
  await adminScreenReady(page, 'Contact Requests');
  const row = page.getByRole('row').filter({ hasText: message });
  await row.getByText('Feedback', { exact: true }).waitFor();
  await row.getByText('Compliment', { exact: true }).waitFor();
  await row.getByText('No name given').waitFor();
  const types = await page
    .getByRole('table', { name: 'Contact requests' })
    .locator('tbody td:nth-child(3) .adm-badge')
    .allTextContents();
  assert.ok(types.length > 0 && types.every((type) => type === 'Feedback'), types.join(' | '));
});
