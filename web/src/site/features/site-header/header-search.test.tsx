import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededPageAddresses } from '@hospital/contract';
import { servedPage } from '../../../test/served-page';
import { withSwr } from '../../../test/render';
import { SiteHeader } from './site-header';

/** The header's search form, as served: the one form in the page's <header> of the site. */
const headerForm = (body: HTMLElement) => body.querySelector<HTMLFormElement>('header.site-header form')!;

describe("the header's search box, as served before any script", () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['/about', '/search', 'Search this site', 'Search', 'Search'],
    ['/bn/emergency', '/bn/search', 'এই ওয়েবসাইটে খুঁজুন', 'খুঁজুন', 'খুঁজুন'],
    ['/hi/contact', '/hi/search', 'इस वेबसाइट पर खोजें', 'खोजें', 'खोजें'],
    ['/bn/no/such/page', '/bn/search', 'এই ওয়েবসাইটে খুঁজুন', 'খুঁজুন', 'খুঁজুন'],
  ])(
    'on %s is a plain GET form to %s, its box named q and labelled',
    async (address, action, label, opener, button) => {
      const { body } = await servedPage(address);
      const form = headerForm(body);
      expect(form.getAttribute('method')).toBe('get');
      expect(form.getAttribute('action')).toBe(action);
      expect(form.getAttribute('role')).toBe('search');
      const box = form.querySelector<HTMLInputElement>('input[name="q"]')!;
      expect(box.type).toBe('search');
      expect(form.querySelector(`label[for="${box.id}"]`)?.textContent).toBe(label);
      expect(form.querySelector('button[type="submit"]')?.textContent).toBe(button);
      // Behind a magnifier that names itself, closed until opened: the browser opens a <details> itself.
      const details = form.closest('details')!;
      expect(details.hasAttribute('open')).toBe(false);
      expect(details.querySelector('summary')?.getAttribute('aria-label')).toBe(opener);
    },
  );

  it('is on every page of the site, once', async () => {
    for (const address of [...seededPageAddresses(), '/no/such/page']) {
      const { body } = await servedPage(address);
      expect(body.querySelectorAll('input[name="q"][type="search"]#site-search-q'), address).toHaveLength(1);
      expect(headerForm(body)?.getAttribute('action'), address).toBe('/search');
    }
  });
});

function header(path = '/about') {
  const router = createMemoryRouter(
    [
      { path: '/search', element: <SiteHeader /> },
      { path: '*', element: <SiteHeader /> },
    ],
    { initialEntries: [path] },
  );
  return { router, ui: withSwr(<RouterProvider router={router} />) };
}

describe("the header's search box with the app running", () => {
  it('opens with the cursor in the box, sends the words to /search in place, and closes', async () => {
    const user = userEvent.setup();
    const { router, ui } = header();
    render(ui);
    const opener = screen.getByLabelText('Search', { selector: 'summary' });
    const details = opener.closest('details')!;
    await user.click(opener);
    expect(details).toHaveAttribute('open');
    const box = screen.getByRole('searchbox', { name: 'Search this site' });
    await vi.waitFor(() => expect(box).toHaveFocus());
    await user.type(box, '  brain tumour {Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('brain tumour');
    expect(details).not.toHaveAttribute('open');
  });

  it('closes on Escape, the focus back on the magnifier', async () => {
    const user = userEvent.setup();
    render(header().ui);
    const opener = screen.getByLabelText('Search', { selector: 'summary' });
    await user.click(opener);
    const details = opener.closest('details')!;
    expect(details).toHaveAttribute('open');
    await vi.waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search this site' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(details).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('and the small-screen menu, which drop from the same line, are never open together', async () => {
    const user = userEvent.setup();
    render(header().ui);
    const search = screen.getByLabelText('Search', { selector: 'summary' }).closest('details')!;
    const menu = screen.getByLabelText('Menu', { selector: 'summary' }).closest('details')!;
    await user.click(menu.querySelector('summary')!);
    expect(menu).toHaveAttribute('open');
    await user.click(search.querySelector('summary')!);
    expect(search).toHaveAttribute('open');
    expect(menu).not.toHaveAttribute('open');
    await user.click(menu.querySelector('summary')!);
    expect(menu).toHaveAttribute('open');
    expect(search).not.toHaveAttribute('open');
  });

  it('is the same element once the app runs, a box opened before it stays open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(header().ui);
    document.body.append(container);
    const details = container.querySelector<HTMLDetailsElement>('details.site-search')!;
    details.open = true;
    await act(async () => {
      hydrateRoot(container, header().ui);
    });
    expect(container.querySelector('details.site-search')).toBe(details);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByRole('searchbox')).toBeVisible();
    container.remove();
    vi.restoreAllMocks();
  });
});
