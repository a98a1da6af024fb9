import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type DeskBooking, type DeskDay } from '@hospital/contract';
import { doctors } from '@hospital/test-support/site/fixtures';
import { signIn } from '../../../test/admin';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

const [ananya, rahul] = doctors;
// Monday 30 November 2026, 10:00 in Kolkata.
const MONDAY = new Date('2026-11-30T04:30:00Z');

function booking(id: number, token: number, name: string, fields: Partial<DeskBooking> = {}): DeskBooking {
  return {
    id,
    reference: `BK-${id}`,
    token,
    status: 'booked',
    name,
    phone: `+91 98300 0000${id}`,
    abha: null,
    report_from: '09:30',
    report_to: '10:00',
    moves: 0,
    language: 'en',
    created_at: '2026-11-28T10:00:00Z',
    ...fields,
  };
}

function dayOf(date: string): DeskDay {
  return {
    date,
    day: 'monday',
    sessions: [
      {
        doctor: { id: ananya.id, name: ananya.name },
        start: '09:30',
        end: '12:30',
        branch: 'Salt Lake',
        places: 20,
        // Answered out of order on purpose: the list is in token order whatever came.
        bookings: [
          booking(2, 2, 'Bina Roy', { abha: '••••1234', report_from: '09:45', report_to: '10:15' }),
          booking(1, 1, 'Amit Paul'),
          booking(3, 3, 'Chandan Ghosh', { status: 'arrived' }),
        ],
      },
      {
        doctor: { id: rahul.id, name: rahul.name },
        start: '17:00',
        end: '19:00',
        branch: 'Howrah',
        places: 10,
        bookings: [booking(4, 1, 'Dipa Sen'), booking(5, 2, 'Esha Das', { status: 'cancelled' })],
      },
    ],
  };
}

/** Serves the day asked for and records each date asked; PATCH answers `patch`. */
function serveDay(patch: (id: number, body: { attendance: string }) => Response) {
  const asked: string[] = [];
  const marks: unknown[] = [];
  server.use(
    http.get(`${API}/bookings/`, ({ request }) => {
      const date = new URL(request.url).searchParams.get('date') ?? '';
      asked.push(date);
      return HttpResponse.json(dayOf(date));
    }),
    http.patch(`${API}/bookings/:id/`, async ({ request, params }) => {
      const body = (await request.json()) as { attendance: string };
      marks.push({ id: Number(params.id), ...body });
      return patch(Number(params.id), body);
    }),
  );
  return { asked, marks };
}

const markedAs = (id: number, attendance: string) =>
  HttpResponse.json({
    ...dayOf('2026-11-30')
      .sessions.flatMap((s) => s.bookings)
      .find((b) => b.id === id),
    status: attendance,
  });

/** A row's state as its Status column says it (the buttons say the marks' names too). */
const status = (row: HTMLElement, text: string) => within(row).findByText(text, { selector: '.opd-status' });
const session = (name: string) => screen.findByRole('region', { name });
const rowOf = (region: HTMLElement, name: string) => within(region).getByRole('rowheader', { name }).closest('tr')!;

beforeEach(() => {
  vi.useFakeTimers({ now: MONDAY, toFake: ['Date'], shouldAdvanceTime: true });
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/admin/opd-list', () => {
  it("lists today's sessions at the hospital, each with its bookings in token order", async () => {
    const { asked } = serveDay((id, body) => markedAs(id, body.attendance));
    renderRoute('/admin/opd-list');
    const morning = await session(`${ananya.name}, 09:30–12:30`);
    expect(asked).toEqual(['2026-11-30']);
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-30');
    expect(morning).toHaveTextContent('Monday, 30 November 2026');
    expect(morning).toHaveTextContent('Salt Lake');
    expect(morning).toHaveTextContent('3 of 20 places taken');
    const names = within(morning)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Amit Paul', 'Bina Roy', 'Chandan Ghosh']);
    const bina = rowOf(morning, 'Bina Roy');
    expect(bina).toHaveTextContent('09:45–10:15');
    expect(bina).toHaveTextContent('••••1234');
    expect(within(bina).getByRole('link', { name: '+91 98300 00002' })).toHaveAttribute('href', 'tel:+919830000002');
    expect(rowOf(morning, 'Chandan Ghosh')).toHaveTextContent('Arrived');
    const evening = await session(`${rahul.name}, 17:00–19:00`);
    expect(evening).toHaveTextContent('Howrah');
    expect(evening).toHaveTextContent('1 of 10 places taken');
  });

  it('marks a booking arrived, then seen, and the row shows each new state', async () => {
    const user = userEvent.setup();
    const { marks } = serveDay((id, body) => markedAs(id, body.attendance));
    renderRoute('/admin/opd-list');
    const amit = rowOf(await session(`${ananya.name}, 09:30–12:30`), 'Amit Paul');
    expect(amit).toHaveTextContent('Booked');
    await user.click(within(amit).getByRole('button', { name: 'Arrived: token 1, Amit Paul' }));
    expect(await status(amit, 'Arrived')).toBeInTheDocument();
    expect(within(amit).getByRole('button', { name: 'Arrived: token 1, Amit Paul' })).toBeDisabled();
    await user.click(within(amit).getByRole('button', { name: 'Seen: token 1, Amit Paul' }));
    expect(await status(amit, 'Seen')).toBeInTheDocument();
    expect(marks).toEqual([
      { id: 1, attendance: 'arrived' },
      { id: 1, attendance: 'seen' },
    ]);
  });

  it('undoes a mark back to booked', async () => {
    const user = userEvent.setup();
    const { marks } = serveDay((id, body) => markedAs(id, body.attendance));
    renderRoute('/admin/opd-list');
    const chandan = rowOf(await session(`${ananya.name}, 09:30–12:30`), 'Chandan Ghosh');
    await user.click(within(chandan).getByRole('button', { name: 'Undo Arrived: token 3, Chandan Ghosh' }));
    expect(await status(chandan, 'Booked')).toBeInTheDocument();
    expect(marks).toEqual([{ id: 3, attendance: 'booked' }]);
  });

  it("shows the server's refusal beside the row when the patient cancelled meanwhile (409), the state unchanged", async () => {
    const user = userEvent.setup();
    serveDay(() => HttpResponse.json({ detail: MESSAGES.bookingCancelled }, { status: 409 }));
    renderRoute('/admin/opd-list');
    const bina = rowOf(await session(`${ananya.name}, 09:30–12:30`), 'Bina Roy');
    await user.click(within(bina).getByRole('button', { name: 'No-show: token 2, Bina Roy' }));
    expect(await within(bina).findByRole('alert')).toHaveTextContent(MESSAGES.bookingCancelled);
    expect(bina).toHaveTextContent('Booked');
    expect(within(bina).getByRole('button', { name: 'No-show: token 2, Bina Roy' })).toBeEnabled();
  });

  it('says so beside the row when the server cannot be reached', async () => {
    const user = userEvent.setup();
    serveDay(() => HttpResponse.error());
    renderRoute('/admin/opd-list');
    const amit = rowOf(await session(`${ananya.name}, 09:30–12:30`), 'Amit Paul');
    await user.click(within(amit).getByRole('button', { name: 'Seen: token 1, Amit Paul' }));
    expect(await within(amit).findByRole('alert')).toHaveTextContent('Could not reach the server.');
    expect(amit).toHaveTextContent('Booked');
  });

  it('puts the picked date in the address and lists that day', async () => {
    const { asked } = serveDay((id, body) => markedAs(id, body.attendance));
    const { router } = renderRoute('/admin/opd-list');
    await session(`${ananya.name}, 09:30–12:30`);
    // A date input takes a whole value at once, as a browser's picker gives it.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-07' } });
    expect(router.state.location.search).toBe('?date=2026-12-07');
    expect(await screen.findAllByText('Monday, 7 December 2026')).toHaveLength(2);
    expect(asked).toContain('2026-12-07');
  });

  it('opens the day a bookmark names', async () => {
    const { asked } = serveDay((id, body) => markedAs(id, body.attendance));
    renderRoute('/admin/opd-list?date=2026-12-07');
    expect(await screen.findByLabelText('Date')).toHaveValue('2026-12-07');
    await session(`${ananya.name}, 09:30–12:30`);
    expect(asked).toEqual(['2026-12-07']);
  });

  it('asks for today, not the text, when the address carries no date', async () => {
    const { asked } = serveDay((id, body) => markedAs(id, body.attendance));
    renderRoute('/admin/opd-list?date=<script>');
    await session(`${ananya.name}, 09:30–12:30`);
    expect(asked).toEqual(['2026-11-30']);
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-30');
  });

  it('prints the OPD list', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    serveDay((id, body) => markedAs(id, body.attendance));
    renderRoute('/admin/opd-list');
    await session(`${ananya.name}, 09:30–12:30`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says when a day has no OPD sessions', async () => {
    renderRoute('/admin/opd-list?date=2026-12-06');
    expect(await screen.findByText('No OPD sessions on this day.')).toBeInTheDocument();
  });
});
