import { act, screen, within } from '@testing-library/react';
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

describe('the menu and the dropdowns as served, before the app', () => {
  it('are <details> the browser opens by itself, the menu named "Menu", holding every link', () => {
    const page = served();
    const menu = page.querySelector<HTMLDetailsElement>('details.main-nav__served-menu')!;
    const summary = menu.querySelector('summary')!;
    expect(summary).toHaveAttribute('aria-label', 'Menu');
    expect(within(menu).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(menu).getByRole('link', { name: 'Neurology' })).toHaveAttribute('href', '/Department2');

    const dropdowns = [...page.querySelectorAll<HTMLDetailsElement>('details.nav-dropdown__served')];
    expect(dropdowns.map((details) => details.querySelector('summary')?.textContent)).toEqual([
      'Department',
      'Doctors',
      'Appreciation',
      'More',
    ]);
    expect(within(dropdowns[2]).getByRole('link', { name: 'Review Videos' })).toHaveAttribute('href', '/review-videos');
  });

  it('once the app runs, become its controls; a menu the visitor opened before stays open', async () => {
    const page = served();
    page.querySelector<HTMLDetailsElement>('details.main-nav__served-menu')!.open = true;
    await act(async () => {
      hydrateRoot(page, header());
    });
    expect(page.querySelector('details')).toBeNull();
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(close.getAttribute('aria-controls')!)).toHaveClass('mobile-menu');
    expect(screen.getByRole('button', { name: 'Department' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('once the app runs, a menu left closed stays closed', async () => {
    const page = served();
    await act(async () => {
      hydrateRoot(page, header());
    });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(page.querySelector('.mobile-menu')).toBeNull();
  });
});
