/**
 * Issue 38, the desk's day: a request sent while the queue is open appears by itself within 10 s,
 * marked, with the count in the tab's title and the menu; on a 360 px phone each request is a card
 * whose name, number, call and WhatsApp links are on screen; the call log keeps every entry.
 */
import type { Locator, Page } from '@playwright/test';
import { adminScreenReady, loginAsAdmin } from './admin';
import { sendContactRequest } from './cms-api';
import { expect, test } from './fixtures';

/** The queue polls every 10 s; a little for the request and the render on a busy machine. */
const ARRIVES_WITHIN_MS = 10_000 + 1_500;

async function openQueue(page: Page, search = ''): Promise<void> {
  await page.goto(`/admin/contact-requests${search ? `?search=${encodeURIComponent(search)}` : ''}`);
  await adminScreenReady(page, 'Contact Requests');
}

test.describe("the desk's queue", () => {
  test('a request sent while the queue is open appears within 10 s, marked, counted in the title and the menu', async ({
    page,
    errors,
  }) => {
    await loginAsAdmin(page);
    await openQueue(page);
    await expect(page, 'nothing has arrived yet').not.toHaveTitle(/^\(\d+\)/);

    const name = `E2E Arrival ${Date.now()}`;
    await sendContactRequest({ name, phone: '+91 98300 12345', message: 'Sudden weakness of the left arm.' });
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor({ timeout: ARRIVES_WITHIN_MS });
    await row.getByText('Just arrived').waitFor();
    await page.waitForFunction(() => /^\(\d+\) Contact Requests/.test(document.title), undefined, { timeout: 2_000 });
    const requests = page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: /^Requests/ });
    await expect(requests).toHaveText(/^Requests\d+/);

    // Opening it is seeing it: the mark and the count go.
    await row.getByRole('button', { name: /^Update NH-/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await row.getByText('Just arrived').waitFor({ state: 'detached' });
    await page.waitForFunction(() => !/^\(\d+\)/.test(document.title));
    expect(errors).toEqual([]);
  });

  test('the call log keeps both entries, each with who and when, and the dialog shows the doctor and date', async ({
    page,
    errors,
  }) => {
    const name = `E2E Call Log ${Date.now()}`;
    await sendContactRequest({ name, phone: '9830022222' });
    await loginAsAdmin(page);
    await openQueue(page, name);
    const row = page.getByRole('row').filter({ hasText: name });
    const update = row.getByRole('button', { name: /^Update NH-/ });
    const dialog = page.getByRole('dialog', { name: /^Request NH-/ });

    for (const [outcome, said] of [
      ['No answer', 'Rang at 10:00, switched off.'],
      ['Spoke to the patient', 'OPD booked for Monday.'],
    ]) {
      await update.click();
      await dialog.getByLabel('How did the call go?').selectOption({ label: outcome });
      await dialog.getByLabel('What was said').fill(said);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText(/^Request NH-\d+ saved\.$/).waitFor();
      await dialog.waitFor({ state: 'detached' });
    }
    await update.click();
    const log = dialog.getByRole('list', { name: 'Call log' }).getByRole('listitem');
    await expect(log).toHaveCount(2);
    await expect(log.nth(0)).toHaveText(/admin.*\n?.*No answer[\s\S]*Rang at 10:00, switched off\./, {
      useInnerText: true,
    });
    await expect(log.nth(1)).toHaveText(/Spoke to the patient[\s\S]*OPD booked for Monday\./, { useInnerText: true });
    expect(errors).toEqual([]);
  });
});

test.describe("the desk's queue on a phone @mobile", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('each request is a card: name, number, one-tap call and WhatsApp, all on screen, nothing run together', async ({
    page,
    errors,
  }) => {
    const name = `E2E Phone Card ${Date.now()}`;
    await sendContactRequest({ name, phone: '+91 98300 33333', message: 'Headache for three days.' });
    await loginAsAdmin(page);
    await openQueue(page, name);
    const card = page.getByRole('row').filter({ hasText: name });
    const call = card.getByRole('link', { name: '+91 98300 33333' });
    const whatsApp = card.getByRole('link', { name: `WhatsApp ${name}` });
    await expect(call).toHaveAttribute('href', 'tel:+919830033333');
    await expect(whatsApp).toHaveAttribute('href', 'https://wa.me/919830033333');
    for (const part of [card.getByText(name, { exact: true }), call, whatsApp]) {
      await expect(part, 'shown').toBeVisible();
      const box = await part.boundingBox();
      expect(box, 'shown').not.toBeNull();
      const { x, width, height } = box!;
      expect(x, `within the screen's width: ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(0);
      expect(x + width, `within the screen's width: ${JSON.stringify(box)}`).toBeLessThanOrEqual(360);
      expect(height, 'a target a thumb can hit').toBeGreaterThanOrEqual(24);
    }
    // Nothing scrolls sideways, and each part of the card reads on its own line.
    const sideways = await page.locator('.adm-table-wrap').evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth);
    expect(sideways, `the queue scrolls sideways by ${sideways} px`).toBeLessThanOrEqual(1);
    await expect(card, 'words run together').not.toHaveText(/\d{4}[A-Z][a-z]/, { useInnerText: true });
    const top = async (part: Locator) => (await part.boundingBox())?.y ?? Number.NaN;
    expect(await top(card.getByText(name, { exact: true })), 'the name comes first on the card').toBeLessThan(
      await top(card.locator('.adm-desk-reference')),
    );
    expect(errors).toEqual([]);
  });
});
