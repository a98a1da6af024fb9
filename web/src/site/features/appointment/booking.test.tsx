import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { doctors } from '@hospital/test-support/site/fixtures';
import { api, reportingWindow, type BookableSession, type Booking } from '../../../lib/api';
import { hospitalToday } from '../../../lib/hospital-date';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { postedPage } from '../../../test/served-page';
import { renderPage, type DeskRequest, type Receipt, type RequestDesk } from '../../../entry-server';
import { server } from '../../../test/server';
import { sessionDatesAhead } from './appointment-dates';

// Ananya's Monday session is booked online (20 places); her Thursday one is still asked for by request.
const ananya = {
  ...doctors[0],
  opd: [{ ...doctors[0].opd[0], places: 20 }, doctors[0].opd[1]],
};
const sessions = sessionDatesAhead(ananya.opd, hospitalToday());

function visitOf(value: string, token: number, extra: Partial<Booking> = {}): Booking {
  const [date, start] = value.split(' ');
  const window = reportingWindow({ start, end: '12:30', places: 20 }, token);
  return {
    reference: 'BK-7KQ4-M2XD',
    status: 'booked',
    token,
    date,
    day: 'monday',
    start,
    end: '12:30',
    branch: 'Salt Lake, Kolkata',
    doctor: { id: ananya.id, name: ananya.name },
    name: 'Asha Roy',
    report_from: window.from,
    report_to: window.to,
    moves_left: 5,
    language: 'en',
    created_at: '2026-11-29T10:00:00.000Z',
    ...extra,
  };
}

const open = (value: string, left: number, extra: Partial<BookableSession> = {}): BookableSession => {
  const [date, start] = value.split(' ');
  return { date, day: 'monday', start, end: '12:30', branch: 'Salt Lake, Kolkata', places: 20, left, ...extra };
};

function answering(booked: (body: Record<string, unknown>) => Response) {
  const sent: Array<Record<string, unknown>> = [];
  server.use(
    http.get(`${API}/doctors/`, () => HttpResponse.json([ananya, doctors[1]])),
    http.get(`${API}/opd-sessions/`, () =>
      HttpResponse.json([
        open(sessions[0].value, 0),
        open(sessions[1].value, 3),
        open(sessions[2].value, 20, { closed: true }),
      ]),
    ),
    http.post(`${API}/bookings/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return booked(body);
    }),
  );
  return sent;
}

async function openBooking() {
  renderRoute(`/appointment?doctor=${ananya.id}`);
  await screen.findByRole('heading', { level: 1, name: `Book an OPD visit with ${ananya.name}` });
  return screen.getByRole('form', { name: `OPD booking with ${ananya.name}` });
}

describe('booking an OPD session online', () => {
  it('offers only the sessions booked online, marks the full and closed ones, and books with a token and a time to report', async () => {
    const sent = answering(() => HttpResponse.json(visitOf(sessions[1].value, 14), { status: 201 }));
    const user = userEvent.setup();
    const form = await openBooking();
    expect(screen.queryByText(/This is a request, not a booking/)).toBeNull();
    const choice = within(form).getByLabelText('OPD session');
    const values = within(choice)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter(Boolean);
    // Mondays only (the Thursday session has no places), within the 60 days.
    expect(values).toEqual(sessions.map((session) => session.value));
    for (const value of values) expect(new Date(`${value!.slice(0, 10)}T00:00:00Z`).getUTCDay()).toBe(1);
    // Once the script has the counts, a full or closed date cannot be chosen.
    expect(await within(choice).findByRole('option', { name: /\(full\)/ })).toBeDisabled();
    expect(within(choice).getByRole('option', { name: /\(closed by the hospital\)/ })).toBeDisabled();
    expect(within(choice).getByRole('option', { name: /\(3 places left\)/ })).toBeEnabled();

    await user.selectOptions(choice, sessions[1].value);
    await user.type(within(form).getByLabelText('Full Name'), 'Asha Roy');
    await user.type(within(form).getByLabelText('Phone Number'), '98300 12345');
    await user.click(within(form).getByRole('button', { name: 'Book the visit' }));

    expect(await screen.findByText('Your OPD visit is booked.')).toBeInTheDocument();
    expect(screen.getByText('BK-7KQ4-M2XD')).toBeInTheDocument();
    expect(document.querySelector('.booked-visit__token')).toHaveTextContent('14');
    expect(document.querySelector('.booked-visit__window')).toHaveTextContent('between 11:15 and 11:45');
    expect(screen.getByRole('link', { name: 'Manage your booking page' })).toHaveAttribute(
      'href',
      '/booking?ref=BK-7KQ4-M2XD',
    );
    // The hospital sends no SMS: the page is the patient's only copy.
    expect(screen.getByText(/No message is sent to your phone: note your reference and token/)).toBeInTheDocument();
    const [date, start] = sessions[1].value.split(' ');
    expect(sent).toEqual([{ doctor: ananya.id, date, start, name: 'Asha Roy', phone: '98300 12345' }]);
  });

  it('says a message is on its way when the hospital sends one, and no longer that none is sent', async () => {
    answering(() => HttpResponse.json(visitOf(sessions[1].value, 14, { messaged: true }), { status: 201 }));
    const user = userEvent.setup();
    const form = await openBooking();
    await user.selectOptions(within(form).getByLabelText('OPD session'), sessions[1].value);
    await user.type(within(form).getByLabelText('Full Name'), 'Asha Roy');
    await user.type(within(form).getByLabelText('Phone Number'), '98300 12345');
    await user.click(within(form).getByRole('button', { name: 'Book the visit' }));
    expect(
      await screen.findByText(/A message with your reference and token is on its way to your phone/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No message is sent/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage your booking page' })).toHaveAttribute(
      'href',
      '/booking?ref=BK-7KQ4-M2XD',
    );
  });

  it('refuses a malformed ABHA id before anything is sent, and never writes it back into the page', async () => {
    const sent = answering(() => HttpResponse.json({}, { status: 500 }));
    const user = userEvent.setup();
    const form = await openBooking();
    await user.selectOptions(within(form).getByLabelText('OPD session'), sessions[3].value);
    await user.type(within(form).getByLabelText('Full Name'), 'Asha Roy');
    await user.type(within(form).getByLabelText('Phone Number'), '9830012345');
    await user.type(within(form).getByLabelText('ABHA number or address (optional)'), '1234-5678');
    await user.click(within(form).getByRole('button', { name: 'Book the visit' }));
    await screen.findByText('Please correct the fields marked above.');
    const abha = within(form).getByLabelText('ABHA number or address (optional)');
    expect(abha).toHaveAccessibleDescription(
      expect.stringContaining('Enter the ABHA number (14 digits) or the ABHA address (for example name@abdm).'),
    );
    expect(within(form).getByLabelText('Full Name')).toHaveValue('Asha Roy');
    expect(sent).toEqual([]);
  });
});

describe('booking without JavaScript, in Bengali', () => {
  const typed = (extra: Record<string, string> = {}) =>
    new URLSearchParams({
      doctor: String(ananya.id),
      session: sessions[0].value,
      name: 'আশা রায়',
      phone: '৯৮৩০০ ১২৩৪৫',
      ...extra,
    });

  it('sends the session as the CMS takes it, in the language it was booked in, and sends the patient back with the visit', async () => {
    answering(() => HttpResponse.json({}, { status: 500 }));
    const asked: DeskRequest[] = [];
    const received: Receipt[] = [];
    const desk: RequestDesk = {
      send: (request) => {
        asked.push(request);
        return Promise.resolve({ kind: 'received', answer: visitOf(sessions[0].value, 1) });
      },
      received: (receipt, back) => {
        received.push(receipt);
        return new Response(null, { status: 303, headers: { Location: back.location } });
      },
    };
    const request = new Request(`http://localhost/bn/appointment?doctor=${ananya.id}`, {
      method: 'POST',
      body: typed(),
    });
    const page = await renderPage(request, ([path, query]) => api.get(path, { query }), { desk: { desk } });
    expect(page).toMatchObject({ kind: 'redirect', status: 303, location: `/bn/appointment?doctor=${ananya.id}` });
    // The receipt travels in a cookie: without the patient's name.
    const { name: _name, ...shown } = visitOf(sessions[0].value, 1);
    expect(received).toEqual([{ reference: 'BK-7KQ4-M2XD', visit: shown }]);
    const [date, start] = sessions[0].value.split(' ');
    expect(asked).toEqual([
      {
        endpoint: '/bookings/',
        path: '/bn/appointment',
        body: { doctor: ananya.id, date, start, name: 'আশা রায়', phone: '৯৮৩০০ ১২৩৪৫', language: 'bn' },
        files: [],
      },
    ]);
  });

  it('says a full session in Bengali, keeps what was typed, and offers the sessions still open', async () => {
    answering(() => HttpResponse.json({}, { status: 500 }));
    const { body, page } = await postedPage(
      `/bn/appointment?doctor=${ananya.id}`,
      typed({ abha: '12-3344-5566-7788' }),
      {
        kind: 'refused',
        status: 409,
        body: {
          detail: 'This session is full. Choose another session.',
          code: 'session_full',
          codes: { non_field_errors: [{ code: 'session_full' }] },
          next: [open(sessions[1].value, 3)],
        },
      },
    );
    expect(page.status).toBe(409);
    expect(within(body).getByRole('alert').textContent).toBe('এই সেশনের সব জায়গা ভরে গেছে। অন্য একটি সেশন বেছে নিন।');
    within(body).getByText('যে সেশনগুলো এখনও খোলা:');
    within(body).getByText(/৩টি জায়গা বাকি/);
    expect(body.querySelector<HTMLInputElement>('[name="name"]')?.getAttribute('value')).toBe('আশা রায়');
    // Sealed at rest like a passport number: never written back into a page.
    expect(page.html).not.toContain('5566-7788');
  });
});
