import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signIn, stubObjectUrls } from '../../../test/admin';
import * as fixtures from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

const rowOf = (reference: string) => screen.getByRole('cell', { name: reference }).closest('tr')!;

async function referencesShown(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Contact requests' });
  return within(table)
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
}

describe('Contact requests desk', () => {
  it('lists the queue newest first with reference, status and overdue marking, and states the desk rules', async () => {
    signIn();
    renderRoute('/admin/contact-requests');
    await screen.findByRole('cell', { name: 'NH-0003' });
    expect(await referencesShown()).toEqual(['NH-0003', 'NH-0002', 'NH-0001']);
    expect(within(rowOf('NH-0002')).getByText('Overdue')).toBeInTheDocument();
    expect(within(rowOf('NH-0003')).queryByText('Overdue')).toBeNull();
    expect(within(rowOf('NH-0001')).getByText('Contacted')).toBeInTheDocument();
    expect(within(rowOf('NH-0001')).getByText('Called back; OPD on Monday.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        '3 open, 1 overdue. A request still new 24 hours after it was sent is marked overdue. Closed requests are deleted 365 days after they were sent.',
      ),
    ).toBeInTheDocument();
  });

  it('shows every field of a request, the phone as a call link', async () => {
    signIn();
    renderRoute('/admin/contact-requests');
    const row = await screen.findByRole('cell', { name: 'NH-0003' }).then((cell) => cell.closest('tr')!);
    expect(within(row).getByRole('link', { name: '+91 98300 00000' })).toHaveAttribute('href', 'tel:+919830000000');
    expect(within(row).getByRole('link', { name: 'sourav@example.com' })).toHaveAttribute(
      'href',
      'mailto:sourav@example.com',
    );
    expect(within(row).getByText('Sourav Das')).toBeInTheDocument();
    expect(within(row).getByText('Male, 54 years')).toBeInTheDocument();
    expect(within(row).getByText('Frequent headaches for two weeks.')).toBeInTheDocument();
    expect(within(row).getByText(/^12\/11\/26/)).toBeInTheDocument();
    expect(within(row).getByText('Not yet')).toBeInTheDocument();
  });

  it('shows each request type, and for an appointment the doctor and the preferred date', async () => {
    signIn();
    renderRoute('/admin/contact-requests');
    const appointment = await screen.findByRole('cell', { name: 'NH-0003' }).then((cell) => cell.closest('tr')!);
    expect(within(appointment).getByText('Appointment')).toBeInTheDocument();
    expect(within(appointment).getByText('Dr. Ananya Sen')).toBeInTheDocument();
    expect(within(appointment).getByText('Preferred: Mon, 16 Nov 2026')).toBeInTheDocument();
    const contact = rowOf('NH-0002');
    expect(within(contact).getByText('Contact')).toBeInTheDocument();
    expect(within(contact).queryByText(/Preferred:/)).toBeNull();
  });

  it('shows anonymous feedback with its kind, and no call link where there is no number', async () => {
    signIn();
    const feedback = {
      ...fixtures.contactRequests[1],
      id: 9,
      reference: 'NH-0009',
      type: 'feedback' as const,
      kind: 'complaint' as const,
      name: '',
      phone: '',
      message: 'The lift was out of order.',
    };
    server.use(
      http.get(`${API}/contact-requests/`, () =>
        HttpResponse.json({ count: 1, results: [feedback], next: null, previous: null }),
      ),
    );
    renderRoute('/admin/contact-requests');
    const row = await screen.findByRole('cell', { name: 'NH-0009' }).then((cell) => cell.closest('tr')!);
    expect(within(row).getByText('Feedback')).toBeInTheDocument();
    expect(within(row).getByText('Complaint')).toBeInTheDocument();
    expect(within(row).getByText('No name given')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).toBeNull();
  });

  it('filters by request type, kept in the address', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/contact-requests');
    await screen.findByRole('cell', { name: 'NH-0003' });
    await user.selectOptions(screen.getByLabelText('Request type'), 'Appointment');
    await waitFor(async () => expect(await referencesShown()).toEqual(['NH-0003']));
    expect(router.state.location.search).toBe('?type=appointment');
    await user.selectOptions(screen.getByLabelText('Request type'), 'Contact');
    await waitFor(async () => expect(await referencesShown()).toEqual(['NH-0002', 'NH-0001']));
  });

  it('shows the empty state', async () => {
    signIn();
    server.use(
      http.get(`${API}/contact-requests/`, () =>
        HttpResponse.json({ count: 0, results: [], next: null, previous: null }),
      ),
    );
    renderRoute('/admin/contact-requests');
    expect(await screen.findByText('No contact requests yet.')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    signIn();
    server.use(http.get(`${API}/contact-requests/`, () => HttpResponse.error()));
    renderRoute('/admin/contact-requests');
    expect(await screen.findByText('Failed to load contact requests.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('filters by status and overdue, and searches, keeping the filters in the address', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/contact-requests');
    await screen.findByRole('cell', { name: 'NH-0003' });

    await user.selectOptions(screen.getByLabelText('Status'), 'Contacted');
    await waitFor(async () => expect(await referencesShown()).toEqual(['NH-0001']));
    expect(router.state.location.search).toBe('?status=contacted');

    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await user.click(screen.getByLabelText('Overdue only'));
    await waitFor(async () => expect(await referencesShown()).toEqual(['NH-0002']));
    expect(router.state.location.search).toBe('?overdue=true');
    await user.click(screen.getByLabelText('Overdue only'));

    await user.type(screen.getByLabelText('Search requests'), '22222');
    await waitFor(async () => expect(await referencesShown()).toEqual(['NH-0001']));
    expect(router.state.location.search).toBe('?search=22222');

    await user.clear(screen.getByLabelText('Search requests'));
    await user.type(screen.getByLabelText('Search requests'), 'nobody');
    expect(await screen.findByText('No requests match.')).toBeInTheDocument();
  });

  it('opens the request an e-mail links to (?search=REFERENCE)', async () => {
    signIn();
    renderRoute('/admin/contact-requests?search=NH-0002');
    expect(await screen.findByRole('cell', { name: 'NH-0002' })).toBeInTheDocument();
    expect(await referencesShown()).toEqual(['NH-0002']);
    expect(screen.getByLabelText('Search requests')).toHaveValue('NH-0002');
  });

  it('saves a status and a call log entry, records the handler, and the overdue mark goes', async () => {
    signIn();
    const user = userEvent.setup();
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') sent = await request.clone().json();
    });
    renderRoute('/admin/contact-requests');
    await screen.findByRole('cell', { name: 'NH-0002' });
    await user.click(screen.getByRole('button', { name: 'Update NH-0002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request NH-0002' });
    expect(within(dialog).getByText('My mother has had two falls this week.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Contacted');
    await user.selectOptions(within(dialog).getByLabelText('How did the call go?'), 'Spoke to the patient');
    await user.type(within(dialog).getByLabelText('What was said'), 'Booked a neurology OPD slot.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Request NH-0002 saved.')).toBeInTheDocument();
    expect(sent).toEqual({ status: 'contacted', outcome: 'reached', log: 'Booked a neurology OPD slot.' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(within(rowOf('NH-0002')).getByText('Contacted')).toBeInTheDocument());
    expect(
      within(rowOf('NH-0002')).getByText('Spoke to the patient: Booked a neurology OPD slot.'),
    ).toBeInTheDocument();
    expect(within(rowOf('NH-0002')).getByText(/admin@example\.com/)).toBeInTheDocument();
    expect(within(rowOf('NH-0002')).queryByText('Overdue')).toBeNull();
    server.events.removeAllListeners();
  });

  it('reopened before the queue refetches, a request shows the call just logged', async () => {
    signIn();
    const user = userEvent.setup();
    renderRoute('/admin/contact-requests');
    await screen.findByRole('cell', { name: 'NH-0002' });
    // From now on the queue's refetch never answers: only the save's own answer can update the row.
    server.use(http.get(`${API}/contact-requests/`, () => delay('infinite')));
    await user.click(screen.getByRole('button', { name: 'Update NH-0002' }));
    let dialog = await screen.findByRole('dialog', { name: 'Request NH-0002' });
    await user.selectOptions(within(dialog).getByLabelText('How did the call go?'), 'No answer');
    await user.type(within(dialog).getByLabelText('What was said'), 'Rang at 10:00, switched off.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Request NH-0002 saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update NH-0002' }));
    dialog = await screen.findByRole('dialog', { name: 'Request NH-0002' });
    const log = within(within(dialog).getByRole('list', { name: 'Call log' })).getAllByRole('listitem');
    expect(log.at(-1)).toHaveTextContent(/No answer[\s\S]*Rang at 10:00, switched off\./);
  });

  it("keeps the form open with the server's field error when a save is refused", async () => {
    signIn();
    server.use(
      http.patch(`${API}/contact-requests/:id/`, () =>
        HttpResponse.json({ log: ['Ensure this field has no more than 2000 characters.'] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/admin/contact-requests');
    await screen.findByRole('cell', { name: 'NH-0003' });
    await user.click(screen.getByRole('button', { name: 'Update NH-0003' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('What was said'), 'Long note');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Ensure this field has no more than 2000 characters.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('What was said')).toHaveValue('Long note');
  });

  it('pages through a long queue, keeping the page in the address', async () => {
    signIn();
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...fixtures.contactRequests[0],
      id: 100 - i,
      reference: `NH-${String(100 - i).padStart(4, '0')}`,
    }));
    server.use(
      http.get(`${API}/contact-requests/`, ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('page_size'));
        const link = (n: number) => `${url.origin}${url.pathname}?page=${n}&page_size=${size}`;
        return HttpResponse.json({
          count: many.length,
          results: many.slice((page - 1) * size, page * size),
          next: page * size < many.length ? link(page + 1) : null,
          previous: page > 1 ? link(page - 1) : null,
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/contact-requests');
    await screen.findByRole('cell', { name: 'NH-0100' });
    expect(screen.getByText('Showing 1–20 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'NH-0080' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Showing 21–25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('exports the filtered list as CSV', async () => {
    signIn();
    const urls = stubObjectUrls();
    // jsdom cannot follow a download link; record which file the click would have saved.
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    let exported: URL | undefined;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/export/')) exported = new URL(request.url);
    });
    const user = userEvent.setup();
    renderRoute('/admin/contact-requests?status=new');
    await screen.findByRole('cell', { name: 'NH-0003' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(urls.create).toHaveBeenCalledTimes(1));
    expect(exported?.searchParams.get('status')).toBe('new');
    const blob = (urls.create.mock.calls[0] as unknown as [Blob])[0];
    // The file as saved: byte for byte what the server sent, its UTF-8 byte-order mark first (Excel needs it).
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(clicks[0]?.download).toMatch(/^contact-requests-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text).toContain('"NH-0003"');
    expect(text).toContain('"NH-0002"');
    expect(text).not.toContain('NH-0001');
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });
});
