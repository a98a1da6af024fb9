import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BEARER, captureWrites, gate, json, signIn } from '../../../test/admin';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

const usersAnswer = (response: () => Response) => server.use(http.get(`${API}/users/`, response));

async function openCreateForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add Admin' }));
  return user;
}

async function fillAndSubmit(email: string, password: string) {
  const user = await openCreateForm();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create Admin' }));
  return user;
}

describe('Admins list', () => {
  it('lists admins with a role badge and en-IN dates', async () => {
    signIn();
    renderRoute('/admin/users');
    const row = (await screen.findByText('admin@example.com')).closest('tr')!;
    expect(within(row).getByText('admin')).toHaveClass('adm-badge');
    expect(within(row).getByText(new Date('2026-11-01T08:00:00.000Z').toLocaleDateString('en-IN'))).toBeInTheDocument();
    expect(within(row).getByText('1/11/2026')).toBeInTheDocument();
    const other = screen.getByText('staff@example.com').closest('tr')!;
    expect(within(other).getByText('user')).toHaveClass('adm-badge');
  });

  it('shows a loading state, then an empty state', async () => {
    signIn();
    const pending = gate();
    server.use(
      http.get(`${API}/users/`, async () => {
        await pending.passed;
        return HttpResponse.json([]);
      }),
    );
    renderRoute('/admin/users');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading admins...');
    pending.open();
    expect(await screen.findByText('No admins yet.')).toBeInTheDocument();
  });

  it("says 'No authentication token found. Please login again.' without a token, and sends nothing", async () => {
    // The guard normally keeps such a visitor out; the screen still refuses on its own.
    const { UsersScreen } = await import('./users-screen');
    const { createMemoryRouter, RouterProvider } = await import('react-router-dom');
    const { renderWithSwr } = await import('../../../test/render');
    let called = false;
    usersAnswer(() => {
      called = true;
      return HttpResponse.json([]);
    });
    renderWithSwr(<RouterProvider router={createMemoryRouter([{ path: '*', element: <UsersScreen /> }])} />);
    expect(await screen.findByText('No authentication token found. Please login again.')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it.each([
    [
      '401',
      () => HttpResponse.json({ detail: 'Token expired' }, { status: 401 }),
      'Session expired. Please login again.',
    ],
    [
      '403',
      () => HttpResponse.json({ detail: 'Forbidden' }, { status: 403 }),
      'You do not have permission to view users.',
    ],
    [
      'another error with detail',
      () => HttpResponse.json({ detail: 'Users are resting' }, { status: 404 }),
      'Users are resting',
    ],
    ['another error with message', () => HttpResponse.json({ message: 'Try later' }, { status: 400 }), 'Try later'],
    ['another error with neither', () => HttpResponse.json({}, { status: 400 }), 'Failed to fetch users'],
  ])('maps %s to its message', async (_case, response, message) => {
    signIn();
    usersAnswer(response);
    renderRoute('/admin/users');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(message).closest('[role="alert"]')).toBeInTheDocument();
  });

  it("shows 'Error connecting to server. Please check your connection.' with Try Again on a network error", async () => {
    signIn();
    usersAnswer(() => HttpResponse.error());
    renderRoute('/admin/users');
    expect(await screen.findByText('Error connecting to server. Please check your connection.')).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('staff@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Error connecting to server. Please check your connection.')).not.toBeInTheDocument();
  });
});

describe('Add admin', () => {
  it('opens from the quick action link (?new=1)', async () => {
    signIn();
    renderRoute('/admin/users?new=1');
    expect(await screen.findByRole('form', { name: 'Add admin' })).toBeInTheDocument();
  });

  it('keeps submit disabled until the email is filled and the password is long enough', async () => {
    signIn();
    renderRoute('/admin/users');
    const user = await openCreateForm();
    const submit = screen.getByRole('button', { name: 'Create Admin' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '12345');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '6');
    expect(submit).toBeEnabled();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), '   ');
    expect(submit).toBeDisabled();
  });

  it('shows the validation messages of point 5', async () => {
    signIn();
    renderRoute('/admin/users');
    const user = await openCreateForm();
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    signIn();
    renderRoute('/admin/users');
    const user = await openCreateForm();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('creates an admin with the bearer token and a trimmed email, then lists it', async () => {
    signIn();
    const calls = captureWrites('post', '/signup/', async (request) => {
      const { email } = (await request.json()) as { email: string };
      return json(
        { user: { id: 9, email, role: 'admin', is_active: true, created_at: '2026-11-20T10:00:00.000Z' } },
        201,
      );
    });
    renderRoute('/admin/users');
    await fillAndSubmit('  new@example.com  ', 'secret-1');
    const created = await screen.findByText('Admin created successfully.');
    await waitFor(() => expect(created.closest('[role="alert"]')).toHaveFocus());
    expect(calls).toHaveLength(1);
    expect(calls[0].authorization).toBe(BEARER);
    expect(calls[0].json).toEqual({ email: 'new@example.com', password: 'secret-1', role: 'admin' });
    expect(screen.queryByRole('form', { name: 'Add admin' })).not.toBeInTheDocument();
  });

  it('disables the submit button while sending', async () => {
    signIn();
    const pending = gate();
    server.use(
      http.post(`${API}/signup/`, async () => {
        await pending.passed;
        return HttpResponse.json({ email: ['taken'] }, { status: 400 });
      }),
    );
    renderRoute('/admin/users');
    await fillAndSubmit('x@example.com', 'secret-1');
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    pending.open();
    expect(await screen.findByText('taken')).toBeInTheDocument();
  });

  it.each([
    [
      'the first email error',
      { email: ['user with this email already exists.'], password: ['too common'] },
      'user with this email already exists.',
    ],
    ['the first password error', { password: ['This password is too common.'] }, 'This password is too common.'],
    ['non_field_errors', { non_field_errors: ['Unable to create.'] }, 'Unable to create.'],
    ['detail', { detail: 'Signup closed' }, 'Signup closed'],
    ['message', { message: 'Signup paused' }, 'Signup paused'],
    ['the fallback', {}, 'Failed to create user'],
  ])('shows %s when the create fails', async (_case, body, message) => {
    signIn();
    server.use(http.post(`${API}/signup/`, () => HttpResponse.json(body, { status: 400 })));
    renderRoute('/admin/users');
    await fillAndSubmit('dup@example.com', 'secret-1');
    const alert = await screen.findByText(message);
    expect(alert.closest('[role="alert"]')).toHaveFocus();
    // The typed values stay for a correction.
    expect(screen.getByLabelText('Email')).toHaveValue('dup@example.com');
  });

  it("shows 'Error connecting to server. Please try again.' when the create cannot reach the server", async () => {
    signIn();
    server.use(http.post(`${API}/signup/`, () => HttpResponse.error()));
    renderRoute('/admin/users');
    await fillAndSubmit('x@example.com', 'secret-1');
    expect(await screen.findByText('Error connecting to server. Please try again.')).toBeInTheDocument();
  });
});

describe('Delete admin', () => {
  it('asks first, saying it cannot be undone; Cancel sends nothing', async () => {
    signIn();
    const calls = captureWrites('delete', '/users/:id/delete/', () => new HttpResponse(null, { status: 204 }));
    renderRoute('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete staff@example.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete admin' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete staff@example.com? This action cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('deletes after confirmation with the bearer token', async () => {
    signIn();
    const calls = captureWrites('delete', '/users/:id/delete/', () => new HttpResponse(null, { status: 204 }));
    renderRoute('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete staff@example.com' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Admin deleted successfully.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].url.pathname).toMatch(/\/users\/2\/delete\/$/);
    expect(calls[0].authorization).toBe(BEARER);
  });

  it.each([
    ['detail', { detail: 'You cannot delete your own account.' }, 'Error: You cannot delete your own account.'],
    ['message', { message: 'Locked' }, 'Error: Locked'],
    ['the fallback', {}, 'Error: Failed to delete user'],
  ])("alerts 'Error: ' plus %s when the delete fails", async (_case, body, message) => {
    signIn();
    server.use(http.delete(`${API}/users/:id/delete/`, () => HttpResponse.json(body, { status: 400 })));
    renderRoute('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete admin@example.com' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByText(message);
    await waitFor(() => expect(alert.closest('[role="alert"]')).toHaveFocus());
  });

  it('alerts the network message when the delete cannot reach the server', async () => {
    signIn();
    server.use(http.delete(`${API}/users/:id/delete/`, () => HttpResponse.error()));
    renderRoute('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete staff@example.com' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error connecting to server. Please try again.')).toBeInTheDocument();
  });
});
