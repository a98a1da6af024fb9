import type { Page } from '@playwright/test';
import { MOBILE, newVisit, SITE_URL } from './browser';
import { expect, test } from './fixtures';

const DEPARTMENT_LINKS = [
  ['Neurology', '/Department2'],
  ['Neurosurgery', '/neurosurgery'],
] as const;
const DISABLED_DEPARTMENTS = ['Neuropsychiatry', 'Neuro-Critical care', 'Neuro rehabilitation'];

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * A desktop dropdown's summary, by its text. A `<summary>` has no ARIA role for Playwright's
 * getByRole to find (browsers expose it as a disclosure control of their own), so it is found by
 * its element and its text.
 */
function dropdownSummary(page: Page, label: string) {
  return mainNav(page).locator('.main-nav__list summary', { hasText: new RegExp(`^\\s*${label}\\s*$`) });
}

/** A desktop dropdown: the `<details>` whose summary says `label`, its menu inside. */
function dropdown(page: Page, label: string) {
  return dropdownSummary(page, label).locator('..');
}

/** The small-screen menu's summary (named "Menu"; it shows an icon only), and its `<details>`. */
function hamburger(page: Page) {
  const summary = mainNav(page).locator('summary[aria-label="Menu"]');
  return { summary, details: summary.locator('..') };
}

interface HeaderLayout {
  addressShown: boolean;
  /** The bar's address text, whole (on a phone its one line may end in an ellipsis). */
  addressText: string;
  /** The footer's address text. */
  footerText: string;
  addressInsideBar: boolean;
  chatInsideBar: boolean;
  headerBottom: number;
  contentTop: number;
}

/** Where the fixed header ends and the page's own content starts, and whether the top bar shows all it holds. */
function headerLayout(page: Page): Promise<HeaderLayout> {
  // Plain text, not a function: the test runner's compiler would name helper functions inside it
  // with a helper of its own that the page does not have.
  return page.evaluate(`(() => {
    const bar = document.querySelector('.top-bar').getBoundingClientRect();
    const address = document.querySelector('.top-bar__address');
    const text = address.querySelector('span');
    const chat = document.querySelector('.top-bar__chat').getBoundingClientRect();
    const at = address.getBoundingClientRect();
    // Where the page's content box starts (below its padding or margin): its first child may be a
    // visually hidden heading, placed a pixel off on purpose.
    const page = document.querySelector('main .page');
    return {
      addressShown: getComputedStyle(address).display !== 'none' && at.height > 0,
      addressText: text.textContent,
      footerText: document.querySelector('#footer') ? document.querySelector('#footer').textContent.replace(/\\s+/g, ' ') : '',
      addressInsideBar: at.top >= bar.top - 0.5 && at.bottom <= bar.bottom + 0.5 && at.left >= 0 && at.right <= innerWidth + 0.5,
      chatInsideBar: chat.top >= bar.top - 0.5 && chat.bottom <= bar.bottom + 0.5 && chat.left >= 0 && chat.right <= innerWidth + 0.5,
      headerBottom: Math.round(document.querySelector('.site-header').getBoundingClientRect().bottom),
      contentTop: Math.round(page.getBoundingClientRect().top + parseFloat(getComputedStyle(page).paddingTop)),
    };
  })()`);
}

test.describe('visitor: navigation', () => {
  test('the Department dropdown opens on hover with Neurology and Neurosurgery links and three disabled entries', async ({
    page,
    errors,
  }) => {
    for (const [label, path] of DEPARTMENT_LINKS) {
      await page.goto('/');
      const summary = dropdownSummary(page, 'Department');
      const menu = dropdown(page, 'Department');
      await expect(menu).not.toHaveAttribute('open');
      await expect(menu.getByRole('link', { name: label, exact: true }), 'closed before hovering').toBeHidden();
      await summary.hover();
      await menu.getByRole('link', { name: label, exact: true }).waitFor();
      await expect(menu, 'hover opens the dropdown').toHaveAttribute('open', '');
      await expect(menu.getByRole('link'), 'two links').toHaveCount(2);
      for (const name of DISABLED_DEPARTMENTS) {
        const entry = menu.getByText(name, { exact: true });
        await entry.waitFor();
        await expect(entry, `${name} is disabled`).toHaveAttribute('aria-disabled', 'true');
        await expect(menu.getByRole('link', { name }), `${name} is not a link`).toHaveCount(0);
      }
      await menu.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: label, exact: true }).waitFor();
      // Choosing a link closes the dropdown (the mouse still where the link was).
      await expect(menu, 'choosing a link closes the dropdown').not.toHaveAttribute('open');
      await expect(mainNav(page).locator('details[open]'), 'no menu is left open').toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test('the Doctors dropdown opens on hover and both of its links work', async ({ page, errors }) => {
    for (const [label, path, heading] of [
      ['Doctors & Medical Officers', '/doctors', 'Doctors & Medical Officers'],
      ['Dr. Arindam Sarkar', '/dr-arindam-sarkar', 'Dr. Arindam Sarkar'],
    ] as const) {
      await page.goto('/about');
      await dropdownSummary(page, 'Doctors').hover();
      const link = dropdown(page, 'Doctors').getByRole('link', { name: label, exact: true });
      await link.waitFor();
      await expect(dropdown(page, 'Doctors').getByRole('link'), 'the Doctors dropdown has two links').toHaveCount(2);
      await link.click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  test(
    'on a phone the top bar keeps the address (whole for screen readers and in the footer) and covers no page content, before and after the app starts',
    { tag: '@mobile' },
    async ({ browser }) => {
      for (const width of [320, MOBILE.width]) {
        const viewport = { width, height: MOBILE.height };
        for (const path of ['/', '/about', '/contact']) {
          const where = `${path} at ${width}px`;
          // The HTML as served, before any script runs.
          const context = await browser.newContext({ viewport, baseURL: SITE_URL, javaScriptEnabled: false });
          const served = await (async () => {
            const page = await context.newPage();
            await page.goto(path);
            return headerLayout(page);
          })().finally(() => context.close());
          const visit = await newVisit(browser, viewport);
          const live = await (async () => {
            await visit.page.goto(path);
            return headerLayout(visit.page);
          })().finally(() => visit.context.close());
          for (const layout of [served, live]) {
            expect(layout.addressShown, `${where}: the address is shown`).toBe(true);
            // Issue 38 (a 96 px header): one line, cut with an ellipsis where it is longer; the whole
            // address is still the bar's text (screen readers read it) and the footer shows it.
            expect(layout.addressText, `${where}: the bar holds the whole address`).toContain('Kolkata');
            expect(layout.footerText, `${where}: the footer shows the address`).toContain(
              layout.addressText.split(',')[0],
            );
            expect(
              layout.addressInsideBar && layout.chatInsideBar,
              `${where}: the address and the number stay inside the top bar`,
            ).toBe(true);
            expect(
              layout.headerBottom,
              `${where}: the header (to ${layout.headerBottom}px) covers the page (from ${layout.contentTop}px)`,
            ).toBeLessThanOrEqual(layout.contentTop);
          }
          expect(live.contentTop, `${where}: the page does not move when the app starts`).toBe(served.contentTop);
        }
      }
    },
  );

  test(
    'at 375 px the hamburger opens the full menu, and choosing a link closes it',
    { tag: '@mobile' },
    async ({ page, errors }) => {
      await page.goto('/');
      const nav = mainNav(page);
      // The desktop row is not shown below the large breakpoint.
      await expect(nav.getByRole('link', { name: 'About', exact: true }), 'the desktop menu is hidden').toBeHidden();
      const { summary: toggle, details } = hamburger(page);
      await expect(details, 'the menu starts closed').not.toHaveAttribute('open');
      await toggle.click();
      await expect(details).toHaveAttribute('open', '');
      const menu = details.locator('.mobile-menu');
      await menu.waitFor();
      for (const label of [
        'Home',
        'About',
        'Facilities',
        'Services',
        'News & Events',
        'Contact Us',
        'Neurology',
        'Neurosurgery',
        'Blogs',
        'Videos',
        'Review Videos',
        "Director's Desk",
      ]) {
        await expect(
          menu.getByRole('link', { name: label, exact: true }),
          `${label} is in the mobile menu`,
        ).toBeVisible();
      }
      for (const name of DISABLED_DEPARTMENTS) {
        const placeholder = menu.getByRole('link', { name, exact: true });
        await expect(placeholder, `${name} points to the placeholder link`).toHaveAttribute('href', '#');
      }
      // The toggle closes it again.
      await toggle.click();
      await menu.waitFor({ state: 'hidden' });
      await expect(details).not.toHaveAttribute('open');
      // Choosing a link closes it and goes there.
      await toggle.click();
      await menu.getByRole('link', { name: 'Contact Us', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/contact');
      await menu.waitFor({ state: 'hidden' });
      await expect(details).not.toHaveAttribute('open');
      await page.getByRole('heading', { name: 'Patient Contact Form', exact: true }).waitFor();
      // A placeholder department closes the menu and stays on the page.
      await toggle.click();
      // It is aria-disabled, so Playwright would wait for it to be enabled: the click is forced.
      await menu.getByRole('link', { name: 'Neuropsychiatry', exact: true }).click({ force: true });
      await menu.waitFor({ state: 'hidden' });
      await expect(page).toHaveURL((url) => url.pathname === '/contact');
      expect(errors).toEqual([]);
    },
  );

  test("a facility's Learn More on the home page reaches /department/{id} with its details and gallery", async ({
    page,
    errors,
  }) => {
    await page.goto('/');
    const facilities = page.getByRole('tablist', { name: 'Facilities' });
    // Ids 1-10 follow the tab order (spec point 2): Neuro Operation Theatre (OT) is id 4.
    await facilities.getByRole('tab', { name: 'Neuro Operation Theatre (OT)', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Neuro Operation Theatre (OT)' });
    await panel.getByRole('link', { name: 'Learn More' }).click();
    await page.waitForURL((url) => url.pathname === '/department/4');
    await page.getByRole('heading', { level: 1, name: 'Neuro Operation Theatre (OT)', exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'More From This Department', exact: true }).waitFor();
    // An unknown id keeps the loading state: no not-found page (spec point 2).
    await page.goto('/department/99');
    await page.getByText('Loading department details...').waitFor();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
