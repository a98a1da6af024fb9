import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bookedVisit } from '@hospital/test-support/site/fixtures';
import type { BookableSession, Booking } from '../../../lib/api';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { postedPage } from '../../../test/served-page';
import type { DeskAnswer } from '../../../entry-server';
import { server } from '../../../test/server';

const visit = bookedVisit;

const session = (date: string, left: number): BookableSession => ({
  date,
  day: 'monday',
  start: '09:30',
  end: '12:30',
  branch: 'Salt Lake, Kolkata',
  places: 20,
  left,
});

/** The CMS's booking desk: one booking, found only with its own phone. */
function bookingDesk() {
  let held: Booking = visit;
  const calls: Array<[string, Record<string, unknown>]> = [];
  const keyed = async (request: Request, then: (body: Record<string, unknown>) => Response) => {
    const body = (await request.json()) as Record<string, unknown>;
    calls.push([new URL(request.url).pathname, body]);
    if (body.reference !== held.reference || String(body.phone).replace(/\D/g, '') !== '9830012345')
      return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    return then(body);
  };
  server.use(
    http.get(`${API}/opd-sessions/`, () =>
      HttpResponse.json([session('2026-12-07', 6), session('2026-12-14', 0), session('2026-12-21', 9)]),
    ),
    http.post(`${API}/bookings/lookup/`, ({ request }) => keyed(request, () => HttpResponse.json(held))),
    http.post(`${API}/bookings/move/`, ({ request }) =>
      keyed(request, (body) => {
        held = { ...held, date: String(body.date), token: 3, report_from: '09:45', report_to: '10:15', moves_left: 4 };
        return HttpResponse.json(held);
      }),
    ),
    http.post(`${API}/bookings/cancel/`, ({ request }) =>
      keyed(request, () => {
        held = { ...held, status: 'cancelled', moves_left: 0 };
        return HttpResponse.json(held);
      }),
    ),
  );
  return calls;
}

describe('managing a booking by its reference', () => {
  it('finds the visit from the confirmation’s link and the phone, moves it, then cancels it after asking', async () => {
    const calls = bookingDesk();
    const user = userEvent.setup();
    renderRoute('/booking?ref=bk-7kq4-m2xd');
    expect(await screen.findByLabelText('Booking reference')).toHaveValue('BK-7KQ4-M2XD');
    // Where a family may be asked to pay: how the hospital asks for money, and that staff never ask for an OTP.
    expect(await screen.findByRole('complementary', { name: 'How we ask for payment' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number used to book'), '98300 12345');
    await user.click(screen.getByRole('button', { name: 'Show my booking' }));

    expect(await screen.findByRole('heading', { name: 'Your visit' })).toHaveFocus();
    expect(document.querySelector('.booked-visit__token')).toHaveTextContent('14');
    expect(screen.getByText('You can move this visit 5 more times.')).toBeInTheDocument();
    // Only the sessions with places left, and not the one the visit holds.
    const choice = screen.getByLabelText('OPD session');
    const offered = within(choice)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter(Boolean);
    expect(offered).toEqual(['2026-12-21 09:30']);

    await user.selectOptions(choice, '2026-12-21 09:30');
    await user.click(screen.getByRole('button', { name: 'Move my visit' }));
    expect(
      await screen.findByText('Your visit has been moved. Your new token and time are below.'),
    ).toBeInTheDocument();
    expect(document.querySelector('.booked-visit__token')).toHaveTextContent('3');
    expect(document.querySelector('.booked-visit__window')).toHaveTextContent('between 09:45 and 10:15');

    await user.click(screen.getByRole('button', { name: 'Cancel my visit' }));
    expect(await screen.findByText('Are you sure? Your place will be given to another patient.')).toBeInTheDocument();
    expect(calls.map(([path]) => path)).not.toContain('/api/bookings/cancel/');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my visit' }));
    expect(await screen.findByText('Your visit has been cancelled.')).toBeInTheDocument();
    expect(document.querySelector('.booked-visit__status')).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Move my visit' })).toBeNull();

    // The key went in each body, never in an address.
    expect(calls.map(([path]) => path)).toEqual([
      '/api/bookings/lookup/',
      '/api/bookings/move/',
      '/api/bookings/lookup/',
      '/api/bookings/cancel/',
    ]);
    expect(calls[1][1]).toEqual({
      reference: 'BK-7KQ4-M2XD',
      phone: '98300 12345',
      date: '2026-12-21',
      start: '09:30',
    });
  });

  it('says the same for a wrong phone as for an unknown reference, keeping what was typed', async () => {
    bookingDesk();
    const user = userEvent.setup();
    renderRoute('/booking');
    await user.type(await screen.findByLabelText('Booking reference'), 'BK-7KQ4-M2XD');
    await user.type(screen.getByLabelText('Phone number used to book'), '9830099999');
    await user.click(screen.getByRole('button', { name: 'Show my booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No booking matches this reference and phone number. Check both and try again, or call the hospital.',
    );
    expect(screen.getByLabelText('Booking reference')).toHaveValue('BK-7KQ4-M2XD');
  });
});

describe('managing a booking without JavaScript, in Hindi', () => {
  const key = { reference: 'BK-7KQ4-M2XD', phone: '9830012345' };

  it('shows the visit found, with the forms to move and cancel it carrying its key unseen', async () => {
    bookingDesk();
    const { body, page, asked } = await postedPage('/hi/booking', new URLSearchParams({ intent: 'find', ...key }), {
      kind: 'received',
      answer: visit,
    });
    expect(page.status).toBe(200);
    expect(asked).toEqual([{ endpoint: '/bookings/lookup/', path: '/hi/booking', body: key, files: [] }]);
    expect(body.querySelector('h2')?.textContent).toBe('आपकी विज़िट');
    expect(body.querySelector('.booked-visit__token')?.textContent).toBe('14');
    const move = within(body).getByText('मेरी विज़िट बदलें').closest('form')!;
    expect(move.getAttribute('method')).toBe('post');
    expect(move.querySelector<HTMLInputElement>('[name="phone"]')?.type).toBe('hidden');
    expect(move.querySelector<HTMLInputElement>('[name="intent"]')?.value).toBe('move');
  });

  it('refuses a missing phone and an over-long reference in Hindi before asking the CMS, and reads any other intent as a search', async () => {
    const { body, page, asked } = await postedPage(
      '/hi/booking',
      new URLSearchParams({ intent: 'drop-table', reference: 'B'.repeat(21), phone: '' }),
      { kind: 'received', answer: visit },
    );
    expect(page.status).toBe(400);
    expect(asked).toEqual([]);
    const reference = within(body).getByLabelText('बुकिंग रेफ़रेंस');
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    expect(within(body).getByLabelText('बुकिंग में दिया गया फ़ोन नंबर').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the visit as it stands beside why a move was refused', async () => {
    const refused: DeskAnswer = {
      kind: 'refused',
      status: 409,
      body: {
        detail: 'This session is full. Choose another session.',
        code: 'session_full',
        codes: { non_field_errors: [{ code: 'session_full' }] },
        next: [],
      },
    };
    // The move is refused; the lookup that follows finds the visit unchanged.
    const { body, page, asked } = await postedPage(
      '/hi/booking',
      new URLSearchParams({ intent: 'move', ...key, session: '2026-12-14 09:30' }),
      [refused, { kind: 'received', answer: visit }],
    );
    expect(page.status).toBe(409);
    expect(asked).toHaveLength(2);
    expect(within(body).getByRole('alert').textContent).toBe('यह सेशन भर चुका है। कोई दूसरा सेशन चुनें।');
    expect(body.querySelector('.booked-visit__token')?.textContent).toBe('14');
  });
});
