import { adminScreenReady, loginAsAdmin } from './admin';
import { apiGet, type NewsItem } from './cms-api';
import { checkDialogByKeyboard } from './keyboard';
import { tabTo } from './wait';
import { expect, test } from './fixtures';

/**
 * The admin screens' dialogs from the keyboard alone (signed in: these run with the journeys that
 * sign in or write, playwright.config.ts). The public pages' dialogs: a11y-keyboard.test.ts.
 */
test.describe("accessibility: the admin screens' dialogs work from the keyboard alone", () => {
  test('admin: the Add Doctor dialog is filled in and closed from the keyboard', async ({ page, errors }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/doctors');
    await adminScreenReady(page, 'Doctors');
    await checkDialogByKeyboard(page, {
      trigger: page.getByRole('button', { name: 'Add Doctor' }),
      dialog: page.getByRole('dialog', { name: 'Add Doctor' }),
      closeWith: { button: 'Cancel' },
      use: async (dialog) => {
        const field = dialog.getByLabel('Name');
        await tabTo(page, field, 40);
        await page.keyboard.type('Dr. Keyboard Only');
        await expect(field).toHaveValue('Dr. Keyboard Only');
        // Submitting an incomplete form by keyboard shows the rule, and sends nothing.
        await page.keyboard.press('Enter');
        await dialog.getByText('Please fill all required fields', { exact: true }).waitFor();
      },
    });
    // Escape closes it too.
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add Doctor' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Add Doctor' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  test('admin: a delete confirmation starts on Cancel, and Cancel or Escape keep the item', async ({
    page,
    errors,
  }) => {
    const news = (await apiGet<NewsItem[]>('/news/list/'))[0];
    await loginAsAdmin(page);
    await page.goto('/admin/news');
    await adminScreenReady(page, 'News');
    const trigger = page.getByRole('button', { name: `Delete ${news.title}` });
    const dialog = page.getByRole('alertdialog', { name: 'Delete news' });
    await checkDialogByKeyboard(page, {
      trigger,
      dialog,
      closeWith: 'Escape',
      use: async () => {
        await expect(
          dialog.getByRole('button', { name: 'Cancel' }),
          'focus starts on Cancel, the safe choice',
        ).toBeFocused();
      },
    });
    await checkDialogByKeyboard(page, { trigger, dialog, closeWith: { button: 'Cancel' } });
    // The banner's confirmation behaves the same.
    await page.goto('/admin/banner');
    await adminScreenReady(page, 'Banner');
    await checkDialogByKeyboard(page, {
      trigger: page.getByRole('button', { name: 'Delete Banner' }),
      dialog: page.getByRole('alertdialog', { name: 'Delete banner' }),
      closeWith: 'Escape',
    });
    expect(
      (await apiGet<NewsItem[]>('/news/list/')).map((item) => item.id),
      'nothing was deleted',
    ).toContain(news.id);
    expect(errors).toEqual([]);
  });
});
