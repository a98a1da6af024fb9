import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { readSession } from '../../lib/api';
import { captureWrites, gate, json, signIn } from '../../test/admin';
import { tokens } from '@hospital/test-support/site/fixtures';
import { API } from '../../test/handlers';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';

/** The specification's nine menu items in its order, then the desk's requests (issue 38), estimates (issue 43), OPD list and today. */
const MENU = [
  'Dashboard',
  'Admins',
  'Banner',
  'Home About',
  'About',
  'Doctors',
  'News',
  'Events',
  'Appreciation',
  'Requests',
  'Estimates',
  'OPD list',
  'Today',
];

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('admin session', () => {
  it.each(['/admin/dashboard', '/admin/users', '/admin/news', '/admin', '/admin/anything'])(
    'sends a visitor without an access token from %s to /admin/login, replacing the entry',
    async (path) => {
      const { router } = renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/login');
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('sends a stored non-admin role to /admin/login', async () => {
    signIn('user');
    const { router } = renderRoute('/admin/dashboard');
    await screen.findByRole('button', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('sends a role without an access token to /admin/login', async () => {
    localStorage.setItem('role', 'admin');
    const { router } = renderRoute('/admin/news');
    await screen.findByRole('button', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('logs an admin in: stores access, refresh and role, then opens the dashboard', async () => {
    const calls = captureWrites(
      'post',
      '/login/',
      async (request) => {
        const body = (await request.json()) as { email: string };
        return json({
          tokens: { access: tokens.adminAccess, refresh: tokens.adminRefresh },
          user: { id: 1, email: body.email, role: 'admin' },
        });
      },
      { adminOnly: false },
    );
    const { router } = renderRoute('/admin/login');
    await logIn('  admin@example.com ', 'admin-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(readSession()).toEqual({ access: tokens.adminAccess, refresh: tokens.adminRefresh, role: 'admin' });
    expect(calls[0].json).toEqual({ email: 'admin@example.com', password: 'admin-password' });
  });

  it("tells another role 'You are not an admin!' and stores nothing", async () => {
    const { router } = renderRoute('/admin/login');
    await logIn('staff@example.com', 'staff-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are not an admin!');
    expect(alert).toHaveFocus();
    expect(readSession()).toEqual({ access: null, refresh: null, role: null });
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it("shows 'Login failed' when the server refuses the login", async () => {
    renderRoute('/admin/login');
    await logIn('admin@example.com', 'wrong-password');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(readSession().access).toBeNull();
  });

  it('disables the login button while the request runs', async () => {
    const pending = gate();
    server.use(
      http.post(`${API}/login/`, async () => {
        await pending.passed;
        return HttpResponse.json({ detail: 'No' }, { status: 401 });
      }),
    );
    renderRoute('/admin/login');
    await logIn('admin@example.com', 'x');
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    pending.open();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('logs out: ends the session in the API, clears the three stored values and returns to the login page', async () => {
    signIn();
    const ended = vi.fn();
    server.use(
      http.post(`${API}/logout/`, async ({ request }) => {
        ended(request.headers.get('Authorization'), await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    localStorage.setItem('unrelated', 'kept');
    const { router } = renderRoute('/admin/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('button', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(readSession()).toEqual({ access: null, refresh: null, role: null });
    expect(localStorage.getItem('unrelated')).toBe('kept');
    await waitFor(() =>
      expect(ended).toHaveBeenCalledWith(`Bearer ${tokens.adminAccess}`, { refresh: tokens.adminRefresh }),
    );
  });

  it('trades an expired access token for a new one once, retries, and the user notices nothing', async () => {
    signIn('expired');
    const refresh = vi.fn();
    server.use(
      http.post(`${API}/token/refresh/`, () => {
        refresh();
        return HttpResponse.json({ access: tokens.adminAccess, refresh: tokens.adminRefresh });
      }),
    );
    renderRoute('/admin/users');
    expect(await screen.findByText('staff@example.com')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(readSession().access).toBe(tokens.adminAccess);
    expect(screen.queryByText('Session expired. Please login again.')).not.toBeInTheDocument();
  });

  it('keeps typed work when the refresh fails mid-edit: session dialog, sign in again, save', async () => {
    signIn('expired-stale');
    const calls = captureWrites('post', '/signup/', async (request) => {
      const { email } = (await request.json()) as { email: string };
      return json(
        { user: { id: 7, email, role: 'admin', is_active: true, created_at: '2026-11-20T10:00:00.000Z' } },
        201,
      );
    });
    server.use(
      http.get(`${API}/users/`, () => HttpResponse.json([])),
      // The menu's count of new requests reads in the background too: here only the write meets the expiry.
      http.get(`${API}/contact-requests/`, () =>
        HttpResponse.json({ count: 0, results: [], next: null, previous: null }),
      ),
    );
    const { router } = renderRoute('/admin/users?new=1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'new.admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Session expired. Please login again.');
    expect(screen.getAllByText('Session expired. Please login again.')).toHaveLength(1);
    expect(readSession()).toEqual({ access: null, refresh: null, role: null });
    // The screen underneath is still there, with what was typed.
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(screen.getByDisplayValue('new.admin@example.com')).toBeInTheDocument();
    expect(screen.getByDisplayValue('secret-pass')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email'), 'admin@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'admin-password');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readSession().role).toBe('admin');

    expect(screen.getByDisplayValue('new.admin@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Admin' }));
    expect(await screen.findByText('Admin created successfully.')).toBeInTheDocument();
    const sent = calls.filter((c) => c.authorization === `Bearer ${tokens.adminAccess}`);
    expect(sent).toHaveLength(1);
    expect(sent[0].json).toMatchObject({ email: 'new.admin@example.com', password: 'secret-pass' });
  });

  it('lets the user leave the session dialog for the login page, which says why', async () => {
    signIn('expired-stale');
    const { router } = renderRoute('/admin/users');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Go to the login page' }));
    await screen.findByRole('heading', { level: 1, name: 'Admin' });
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByText('Session expired. Please login again.')).toBeInTheDocument();
  });

  it('goes straight to the dashboard when an admin opens the login page', async () => {
    signIn();
    const { router } = renderRoute('/admin/login');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});

describe('admin layout', () => {
  it('shows the nine menu items, then Requests, Estimates, OPD list and Today, and Logout, and the header with title, subtitle and the admin label', async () => {
    signIn();
    renderRoute('/admin/news');
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(MENU);
    expect(within(menu).getByRole('link', { name: 'Appreciation' })).toHaveAttribute('href', '/admin/content');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(screen.getByText('Hospital news')).toBeInTheDocument();
    expect(screen.getByText('Admin User')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses the sidebar to a narrower one and expands it again', async () => {
    signIn();
    const { container } = renderRoute('/admin/dashboard');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(container.querySelector('.adm-shell')).toHaveClass('adm-shell--collapsed');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    // Labels stay for assistive technology while only icons show.
    expect(screen.getByRole('link', { name: 'Events' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(container.querySelector('.adm-shell')).not.toHaveClass('adm-shell--collapsed');
  });

  it('opens the mobile drawer and closes it when a link is chosen or on Escape', async () => {
    signIn();
    const { container, router } = renderRoute('/admin/dashboard');
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelector('.adm-shell')).toHaveClass('adm-shell--drawer-open');
    await user.click(screen.getByRole('link', { name: 'Events' }));
    await screen.findByRole('heading', { level: 1, name: 'Events' });
    expect(router.state.location.pathname).toBe('/admin/events');
    expect(open).toHaveAttribute('aria-expanded', 'false');

    await user.click(open);
    await user.keyboard('{Escape}');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
  });

  it.each([
    ['/admin/users', 'Admins'],
    ['/admin/banner', 'Banner'],
    ['/admin/about_homepage', 'Home About'],
    ['/admin/about', 'About'],
    ['/admin/doctors', 'Doctors'],
    ['/admin/events', 'Events'],
    ['/admin/content', 'Appreciation'],
    ['/admin/contact-requests', 'Contact Requests'],
  ])('serves %s', async (path, title) => {
    signIn();
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('sends /admin and unknown admin paths to the dashboard', async () => {
    signIn();
    const { router } = renderRoute('/admin/no-such-screen');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    await act(() => router.navigate('/admin'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
