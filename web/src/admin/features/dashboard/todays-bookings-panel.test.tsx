import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingStatus, DeskBooking, DeskDay } from '@hospital/contract';
import { doctors } from '@hospital/test-support/site/fixtures';
import { signIn } from '../../../test/admin';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

const [ananya, rahul] = doctors;
// 00:30 on Monday 30 November in Kolkata, still Sunday 29th in UTC: today is the hospital's date.
const MONDAY_NIGHT = new Date('2026-11-29T19:00:00Z');

const booking = (id: number, status: BookingStatus = 'booked'): DeskBooking => ({
  id,
  reference: `BK-${id}`,
  token: id,
  status,
  name: `Patient ${id}`,
  phone: '+91 98300 00000',
  abha: null,
  report_from: '09:30',
  report_to: '10:00',
  moves: 0,
  language: 'en',
  created_at: '2026-11-28T10:00:00Z',
});

const session = (doctor: (typeof doctors)[number], start: string, bookings: DeskBooking[]) => ({
  doctor: { id: doctor.id, name: doctor.name },
  start,
  end: '12:30',
  branch: 'Salt Lake',
  places: 20,
  bookings,
});

beforeEach(() => {
  vi.useFakeTimers({ now: MONDAY_NIGHT, toFake: ['Date'], shouldAdvanceTime: true });
  signIn();
});
afterEach(() => vi.useRealTimers());

const panel = () => screen.findByRole('region', { name: "Today's OPD bookings" });

describe("The dashboard's OPD bookings of today", () => {
  it("counts today's bookings per doctor, every session summed and the cancelled left out, linking to the OPD list", async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/bookings/`, ({ request }) => {
        const date = new URL(request.url).searchParams.get('date') ?? '';
        asked.push(date);
        const day: DeskDay = {
          date,
          day: 'monday',
          sessions: [
            session(ananya, '09:30', [booking(1), booking(2, 'arrived'), booking(3, 'cancelled')]),
            session(ananya, '17:00', [booking(4, 'seen')]),
            session(rahul, '10:00', [booking(5, 'no_show')]),
          ],
        };
        return HttpResponse.json(day);
      }),
    );
    const { router } = renderRoute('/admin/dashboard');
    const region = await panel();
    const ananyaLink = await within(region).findByRole('link', { name: ananya.name });
    expect(ananyaLink.closest('li')).toHaveTextContent('3 bookings');
    expect(within(region).getByRole('link', { name: rahul.name }).closest('li')).toHaveTextContent('1 booking');
    expect(asked).toEqual(['2026-11-30']);
    await userEvent.setup().click(within(region).getByRole('link', { name: 'Open the OPD list' }));
    expect(router.state.location.pathname).toBe('/admin/opd-list');
    expect(router.state.location.search).toBe('?date=2026-11-30');
  });

  it('says when nobody booked today', async () => {
    renderRoute('/admin/dashboard');
    expect(await within(await panel()).findByText('No OPD bookings today.')).toBeInTheDocument();
  });

  it('says the count could not be loaded, not zero', async () => {
    server.use(http.get(`${API}/bookings/`, () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 })));
    renderRoute('/admin/dashboard');
    expect(await within(await panel()).findByText('Server error.')).toBeInTheDocument();
    expect(within(await panel()).queryByText('No OPD bookings today.')).toBeNull();
  });
});
