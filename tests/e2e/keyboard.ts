import type { Locator, Page } from '@playwright/test';
import { describeViolations, runAxe } from './axe';
import { expect } from './fixtures';
import { animationsSettled, tabTo, whereFocusIs } from './wait';

export interface KeyboardDialogCheck {
  /** The control that opens the dialog. */
  trigger: Locator;
  /** The dialog once open. */
  dialog: Locator;
  /** How it closes from the keyboard: Escape, or its own button (named so) reached with Tab. */
  closeWith: 'Escape' | { button: string };
  /** Escape must not close it (the blog, news and event dialogs close only with ×). */
  escapeIgnored?: boolean;
  /** Something done inside the dialog with the keyboard while it is open. */
  use?: (dialog: Locator) => Promise<void>;
  /** Focus goes back to the trigger on close (not when the dialog's action moved the page on). */
  focusReturns?: boolean;
}

/**
 * Keyboard only, as a person without a mouse: Tab from the top of the page to the trigger, Enter
 * opens the dialog, focus is inside it and stays inside while tabbing both ways, the dialog is
 * used, then closed by Escape or by its close button, and focus returns to the trigger. While the
 * dialog is open, axe-core checks it for WCAG 2.2 A/AA violations.
 */
export async function checkDialogByKeyboard(page: Page, check: KeyboardDialogCheck): Promise<void> {
  const { trigger, dialog, closeWith, escapeIgnored = false, use, focusReturns = true } = check;
  await trigger.waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await expect.poll(() => whereFocusIs(page, dialog), { message: 'focus moves into the dialog' }).toBe('inside');

  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    await expect
      .poll(() => whereFocusIs(page, dialog), { message: `${key} keeps focus inside the dialog` })
      .toBe('inside');
  }

  await animationsSettled(page);
  const results = await runAxe(page, 'dialog[open], [role="dialog"], [role="alertdialog"]');
  expect(results.violations.length, `WCAG violations in the open dialog:\n${describeViolations(results)}`).toBe(0);

  if (use) await use(dialog);

  if (escapeIgnored) {
    await page.keyboard.press('Escape');
    await expect(dialog, 'Escape leaves this dialog open (it closes only with ×)').toBeVisible();
  }
  if (closeWith === 'Escape') {
    await page.keyboard.press('Escape');
  } else {
    await tabTo(page, dialog.getByRole('button', { name: closeWith.button, exact: true }), 40);
    await page.keyboard.press('Enter');
  }
  await dialog.waitFor({ state: 'detached' });
  if (focusReturns)
    await expect.poll(() => whereFocusIs(page, trigger), { message: 'focus returns to the trigger' }).toBe('inside');
}
