/**
 * Issue 41, item 4: the desk's OPD list. Three patients book the same session online; the desk
 * opens that day's list, finds them in token order, marks who arrived, did not come and was
 * seen, and the marks stay on the next visit. On paper the list has no menu and no buttons, and
 * room for a signature and notes.
 */
import { adminScreenReady, loginAsAdmin } from './admin';
import { saveScreenshot } from './artifacts';
import { book, onlineDoctor, type Booked } from './booking-journey';
import { expect, test } from './fixtures';

test.describe("the desk's OPD list", () => {
  test('bookings in token order, marked arrived, no-show and seen, kept, and printable', async ({ page, errors }) => {
    const doctor = await onlineDoctor();
    const run = Date.now();
    const patients = ['Mita Roy', 'Arif Khan', 'Sourav Das'].map((name) => `${name} ${run}`);
    const booked: Booked[] = [];
    for (const name of patients) {
      await page.goto(`/appointment?doctor=${doctor.id}`);
      booked.push(await book(page, 'en', name));
    }
    const [date, start] = booked[0].session.split(' ');
    expect(booked.map((visit) => visit.session)).toEqual(Array(3).fill(booked[0].session));

    await loginAsAdmin(page);
    await page.goto(`/admin/opd-list?date=${date}`);
    await adminScreenReady(page, 'OPD list');
    const session = page.getByRole('region', { name: new RegExp(`^${doctor.name}, ${start}–`) });
    const table = session.getByRole('table', { name: /in token order$/ });
    const ours = table.getByRole('row').filter({ hasText: String(run) });
    await expect(ours.getByRole('rowheader')).toHaveText(patients);
    const tokens = (await table.locator('.opd-token').allTextContents()).map(Number);
    expect(tokens, 'the whole list is in token order').toEqual([...tokens].sort((a, b) => a - b));

    const marks: Array<[string, string[], string]> = [
      [patients[0], ['Arrived'], 'Arrived'],
      [patients[1], ['No-show'], 'No-show'],
      [patients[2], ['Arrived', 'Seen'], 'Seen'],
    ];
    for (const [name, clicks, shown] of marks) {
      const row = table.getByRole('row').filter({ hasText: name });
      for (const mark of clicks) {
        await row.getByRole('button', { name: new RegExp(`^${mark}: token \\d+, ${name}$`) }).click();
        await expect(row.getByRole('button', { name: new RegExp(`^${mark}:`) })).toBeDisabled();
      }
      await expect(row.locator('.opd-status')).toHaveText(shown);
    }

    // The next visit to the list shows the marks the desk made.
    await page.reload();
    await adminScreenReady(page, 'OPD list');
    for (const [name, , shown] of marks)
      await expect(table.getByRole('row').filter({ hasText: name }).locator('.opd-status')).toHaveText(shown);
    await saveScreenshot(page, 'admin-opd-list');

    // On paper: no menu, no date picker, no buttons; a signature and a notes column.
    const buttons = table.locator('button');
    expect(await buttons.count(), 'the marks are there on screen').toBeGreaterThan(0);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.adm-sidebar')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    for (const button of await buttons.all()) await expect(button).toBeHidden();
    for (const column of ['Signature', 'Notes']) await expect(table.locator('th', { hasText: column })).toBeVisible();
    await saveScreenshot(page, 'admin-opd-list-print');
    expect(errors).toEqual([]);
  });
});
