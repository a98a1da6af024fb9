import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/admin';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

function figure(label: string) {
  return within(screen.getByRole('region', { name: 'Figures' }))
    .getByText(label)
    .closest('a')!;
}

describe('Dashboard', () => {
  it('shows real counts from the API', async () => {
    signIn();
    renderRoute('/admin/dashboard');
    await screen.findByText('Sourav Das · +91 98300 00000');
    const expected = {
      'Active doctors': '2',
      'Medical officers': '1',
      Admins: '1',
      News: '2',
      Events: '1',
      'Blogs and videos': '3',
    };
    for (const [label, value] of Object.entries(expected)) {
      const card = figure(label);
      expect(await within(card).findByText(value)).toBeInTheDocument();
    }
    expect(figure('Admins')).toHaveAttribute('href', '/admin/users');
  });

  it('shows the latest contact requests and links to all of them', async () => {
    signIn();
    const { router } = renderRoute('/admin/dashboard');
    expect(await screen.findByText('Sourav Das · +91 98300 00000')).toBeInTheDocument();
    expect(screen.getByText('Frequent headaches for two weeks.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'View all requests' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Requests' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/contact-requests');
    expect(await screen.findByRole('cell', { name: 'NH-0003' })).toBeInTheDocument();
  });

  it('shows open and overdue requests, linking to those views of the queue', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/dashboard');
    await screen.findByRole('region', { name: 'Figures' });
    expect(await within(figure('Open requests')).findByText('3')).toBeInTheDocument();
    expect(await within(figure('Overdue requests')).findByText('1')).toBeInTheDocument();
    expect(await within(figure('New requests')).findByText('2')).toBeInTheDocument();
    expect(figure('New requests')).toHaveAttribute('href', '/admin/contact-requests?status=new');
    expect(figure('Open requests')).toHaveAttribute('href', '/admin/contact-requests?status=open');
    await user.click(figure('Overdue requests'));
    expect(await screen.findByRole('cell', { name: 'NH-0002' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?overdue=true');
    expect(screen.queryByRole('cell', { name: 'NH-0003' })).toBeNull();
  });

  it('counts open requests of each type, each linking to that part of the queue', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/dashboard');
    await screen.findByRole('region', { name: 'Figures' });
    expect(await within(figure('Open contact requests')).findByText('2')).toBeInTheDocument();
    expect(await within(figure('Open appointment requests')).findByText('1')).toBeInTheDocument();
    await user.click(figure('Open appointment requests'));
    expect(await screen.findByRole('cell', { name: 'NH-0003' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=appointment&status=open');
    expect(screen.queryByRole('cell', { name: 'NH-0002' })).toBeNull();
  });

  it('shows recent activity from the newest records, newest first', async () => {
    signIn();
    renderRoute('/admin/dashboard');
    const panel = (await screen.findByRole('heading', { name: 'Recent Activity' })).closest('section')!;
    const items = await within(panel).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('News published');
    expect(items[0]).toHaveTextContent('New 3 Tesla MRI commissioned');
    expect(items[1]).toHaveTextContent('Blog published');
    expect(items.length).toBeLessThanOrEqual(8);
  });

  it('shows an error for the contact requests panel when they cannot be loaded', async () => {
    signIn();
    server.use(
      http.get(`${API}/contact-requests/`, () => HttpResponse.json({ detail: 'Not for you' }, { status: 403 })),
    );
    renderRoute('/admin/dashboard');
    expect(await screen.findByText('Not for you')).toBeInTheDocument();
  });

  it('shows empty states', async () => {
    signIn();
    server.use(http.get(`${API}/contact-requests/`, () => HttpResponse.json([])));
    renderRoute('/admin/dashboard');
    expect(await screen.findByText('No contact requests yet.')).toBeInTheDocument();
  });

  it.each([
    ['Add News', '/admin/news', 'Add news'],
    ['Add Event', '/admin/events', 'Add event'],
    ['Add Blog or Video', '/admin/content', 'Add content'],
    ['Add Admin', '/admin/users', 'Add admin'],
  ])('quick action %s opens the create form', async (action, path, form) => {
    signIn();
    const { router } = renderRoute('/admin/dashboard');
    await userEvent.setup().click(await screen.findByRole('link', { name: action }));
    expect(await screen.findByRole('form', { name: form })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('quick action Add Doctor opens the add doctor dialog', async () => {
    signIn();
    renderRoute('/admin/dashboard');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Add Doctor' }));
    expect(await screen.findByRole('dialog', { name: 'Add Doctor' })).toBeInTheDocument();
  });
});
