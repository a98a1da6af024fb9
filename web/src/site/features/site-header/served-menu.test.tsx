import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withSwr } from '../../../test/render';
import { SiteHeader } from './site-header';

const header = () =>
  withSwr(
    <MemoryRouter initialEntries={['/about']}>
      <SiteHeader />
    </MemoryRouter>,
  );

/** The header as the site's server sends it, in the page. */
function served(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(header());
  document.body.append(container);
  return container;
}

beforeEach(() => {
  // jsdom's window makes React warn about layout effects it would not see in the real server.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Everything React said about the served HTML not matching what it drew while hydrating. */
const hydrationWarnings = () =>
  vi
    .mocked(console.error)
    .mock.calls.map((call) => call.map(String).join(' '))
    .filter((message) =>
      /did not match|Extra attributes from the server|Hydration failed|while hydrating/.test(message),
    );

/** The navigation's buttons that only the app could answer: any but a form's own. */
const appButtons = (page: HTMLElement) =>
  [...page.querySelectorAll<HTMLButtonElement>('nav button')].filter((button) => !button.form);

const nap = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the menu and the dropdowns as served, before the app', () => {
  it('are <details> the browser opens by itself, the menu named "Menu", holding every link', () => {
    const page = served();
    // A form's own button is sent by the browser (the search box): no button of the app's.
    expect(appButtons(page), 'no control needs the app').toEqual([]);
    const menu = page.querySelector<HTMLDetailsElement>('details.main-nav__menu')!;
    const summary = menu.querySelector('summary')!;
    expect(summary).toHaveAttribute('aria-label', 'Menu');
    expect(within(menu).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(menu).getByRole('link', { name: 'Neurology' })).toHaveAttribute('href', '/Department2');

    const dropdowns = [...page.querySelectorAll<HTMLDetailsElement>('details.nav-dropdown__details')];
    expect(dropdowns.map((details) => details.querySelector('summary')?.textContent)).toEqual([
      'Department',
      'Doctors',
      'Appreciation',
      'More',
    ]);
    expect(within(dropdowns[2]).getByRole('link', { name: 'Review Videos' })).toHaveAttribute('href', '/review-videos');
  });

  it('once the app runs, are the same elements, enhanced in place; a menu the visitor opened before stays open', async () => {
    const user = userEvent.setup();
    const page = served();
    const menu = page.querySelector<HTMLDetailsElement>('details.main-nav__menu')!;
    const summary = menu.querySelector('summary')!;
    const dropdowns = [...page.querySelectorAll('details')];
    // The visitor's tap before the app started; its toggle event is over by the time the app runs.
    menu.open = true;
    await nap();
    await act(async () => {
      hydrateRoot(page, header());
    });
    expect(hydrationWarnings(), 'nothing to repair: the app draws what was served').toEqual([]);
    expect([...page.querySelectorAll('details')], 'not one element replaced').toEqual(dropdowns);
    expect(page.querySelector('details.main-nav__menu')).toBe(menu);
    expect(appButtons(page), 'no second copy for the app').toEqual([]);
    expect(menu).toHaveAttribute('open');
    expect(within(menu).getByRole('link', { name: 'Contact Us' })).toBeVisible();
    expect(page.querySelector('details.nav-dropdown__details')).not.toHaveAttribute('open');

    // The app has taken the open menu over: the next tap closes it (it would "open" it otherwise).
    await user.click(summary);
    expect(menu).not.toHaveAttribute('open');
    await user.click(summary);
    expect(menu).toHaveAttribute('open');
    await user.click(within(menu).getByRole('link', { name: 'Contact Us' }));
    expect(menu, 'choosing an entry closes it').not.toHaveAttribute('open');
  });

  it('once the app runs, a menu left closed stays closed', async () => {
    const user = userEvent.setup();
    const page = served();
    await act(async () => {
      hydrateRoot(page, header());
    });
    const menu = page.querySelector<HTMLDetailsElement>('details.main-nav__menu')!;
    expect(menu).not.toHaveAttribute('open');
    expect(within(menu).getByRole('link', { hidden: true, name: 'Contact Us' })).not.toBeVisible();
    await user.click(menu.querySelector('summary')!);
    expect(menu).toHaveAttribute('open');
  });
});
