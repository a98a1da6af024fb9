/**
 * Booking an OPD session (issue 41): the session dates with places left, a booking's token and
 * reporting window, a full session refused with the next open ones, the same 404 for a wrong
 * phone and an unknown reference, moving (limit, window, same doctor only) and cancelling (the
 * place freed at once), every field's refusal, hostile input, concurrency and the rate limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_DAYS_AHEAD,
  type AffectedBooking,
  MAX_BOOKING_MOVES,
  reportingWindow,
  type BookableSession,
  type Booking,
  type BookingConflict,
  type DeskDay,
} from '@hospital/contract';
import { startCms, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { hospitalToday, weekdayOf } from '../../src/utils/hospital-day';
import { SESSION_PLACES_TABLE } from '../../src/api/opd-booking/booking/places';

let cms: RunningCms;
let admin: SiteUser;
const doctorIds: Record<'neurologist' | 'surgeon' | 'retired', number> = { neurologist: 0, surgeon: 0, retired: 0 };

/** Behind one trusted proxy hop, as behind the site's server: each request speaks from its own address unless told. */
const PROXY_SECRET = 'the-site-proxy-secret';
let lastAddress = 0;
const newAddress = () => {
  lastAddress += 1;
  return `10.41.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};
const fromAddress = (address: string) => ({ 'X-Forwarded-For': address, 'X-Proxy-Secret': PROXY_SECRET });

const DAY_MS = 86_400_000;
const daysFromToday = (days: number) =>
  new Date(Date.parse(`${hospitalToday(new Date())}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The `n`-th date (0: the first) from tomorrow that falls on `day`. */
function dateOn(day: string, n = 0): string {
  let found = -1;
  for (let offset = 1; offset < 400; offset += 1) {
    const date = daysFromToday(offset);
    if (weekdayOf(date) === day && (found += 1) === n) return date;
  }
  throw new Error('unreachable');
}

const post = <T = Record<string, unknown>>(path: string, json: unknown, address = newAddress()) =>
  cms.requestJson<T>(path, { json, headers: fromAddress(address) });

const patient = { name: 'Asha Roy', phone: '+91 98300 12345' };
const book = (extra: Record<string, unknown>, address?: string) =>
  post<Booking & BookingConflict & Record<string, unknown>>(
    '/bookings/',
    { doctor: doctorIds.neurologist, ...patient, ...extra },
    address,
  );
const sessions = async (doctor: number | string) =>
  cms.requestJson<BookableSession[]>(`/opd-sessions/?doctor=${doctor}`, { headers: fromAddress(newAddress()) });
const leftOn = async (date: string, start: string) =>
  (await sessions(doctorIds.neurologist)).body.find((session) => session.date === date && session.start === start)
    ?.left;

beforeAll(async () => {
  cms = await startCms({
    env: {
      BOOKING_RATE_LIMIT_MAX: '12',
      BOOKING_MANAGE_RATE_LIMIT_MAX: '12',
      PROXY_MAX_IPS: '1',
      PROXY_SHARED_SECRET: PROXY_SECRET,
    },
  });
  const doctors = cms.strapi.documents('api::doctor.doctor');
  const base = { designation: 'Consultant', about: 'Stroke care', type: 'doctor' as const };
  const neurologist = await doctors.create({
    data: {
      ...base,
      name: 'Dr. Ananya Sen',
      is_active: true,
      opd: [
        { day: 'monday', start: '09:00', end: '12:00', branch: 'Salt Lake, Kolkata', places: 3 },
        { day: 'thursday', start: '17:00', end: '20:00', branch: 'Siliguri', places: 40 },
        // Asked for by request, as before: no places.
        { day: 'thursday', start: '09:00', end: '10:00', branch: 'Siliguri' },
      ],
    },
  });
  const surgeon = await doctors.create({
    data: {
      ...base,
      name: 'Dr. Rahul Banerjee',
      is_active: true,
      opd: [{ day: 'tuesday', start: '10:00', end: '13:00', branch: 'Salt Lake, Kolkata', places: 20 }],
    },
  });
  const retired = await doctors.create({
    data: {
      ...base,
      name: 'Dr. Retired',
      is_active: false,
      opd: [{ day: 'monday', start: '09:00', end: '12:00', branch: 'Salt Lake, Kolkata', places: 3 }],
    },
  });
  doctorIds.neurologist = neurologist.id as number;
  doctorIds.surgeon = surgeon.id as number;
  doctorIds.retired = retired.id as number;
  admin = await cms.createUser({ role: 'admin' });
});
afterAll(() => cms?.stop());

describe('GET /opd-sessions/', () => {
  it('lists the dates of the sessions with places, today to 60 days ahead, with the places left', async () => {
    const answer = await sessions(doctorIds.neurologist);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const list = answer.body;
    expect(list.length).toBeGreaterThanOrEqual(16);
    expect(list.every((session) => session.date >= daysFromToday(0))).toBe(true);
    expect(list.every((session) => session.date <= daysFromToday(BOOKING_DAYS_AHEAD))).toBe(true);
    // The session without places is never listed; each date names its weekday.
    expect(new Set(list.map((session) => `${session.day} ${session.start}`))).toEqual(
      new Set(['monday 09:00', 'thursday 17:00']),
    );
    expect(list.every((session) => weekdayOf(session.date) === session.day)).toBe(true);
    expect(list.find((session) => session.date === dateOn('thursday', 3))).toEqual({
      date: dateOn('thursday', 3),
      day: 'thursday',
      start: '17:00',
      end: '20:00',
      branch: 'Siliguri',
      places: 40,
      left: 40,
    });
    const dates = list.map((session) => `${session.date} ${session.start}`);
    expect(dates).toEqual([...dates].sort());
  });

  it('answers 404 for an unknown, inactive, missing or hostile doctor', async () => {
    for (const doctor of [999_999, doctorIds.retired, '', 'abc', '1 OR 1=1', '9'.repeat(40)]) {
      expect((await sessions(doctor)).status).toBe(404);
    }
    expect((await cms.requestJson('/opd-sessions/')).status).toBe(404);
  });
});

describe('POST /bookings/', () => {
  it('books a place: reference, token, reporting window, and never the phone back', async () => {
    const date = dateOn('thursday', 0);
    const before = await leftOn(date, '17:00');
    const answer = await book({ date, start: '17:00', language: 'bn' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      reference: expect.stringMatching(/^BK-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
      status: 'booked',
      token: 1,
      date,
      day: 'thursday',
      start: '17:00',
      end: '20:00',
      branch: 'Siliguri',
      doctor: { id: doctorIds.neurologist, name: 'Dr. Ananya Sen' },
      name: 'Asha Roy',
      report_from: '17:00',
      report_to: '17:30',
      moves_left: MAX_BOOKING_MOVES,
      language: 'bn',
      created_at: expect.any(String),
    });
    expect(JSON.stringify(answer.body)).not.toContain('98300');
    expect(await leftOn(date, '17:00')).toBe((before ?? 0) - 1);
    // The second booker gets the next token and that token's window.
    const second = await book({ date, start: '17:00', name: 'Bikash Das' });
    expect(second.body).toMatchObject({ token: 2, ...windowOf(2, 40) });
    expect(second.body.reference).not.toBe(answer.body.reference);
  });

  it('refuses a full session with 409 and offers the next open sessions of the doctor', async () => {
    const date = dateOn('monday', 1);
    const address = newAddress();
    for (const name of ['One', 'Two', 'Three'])
      expect((await book({ date, start: '09:00', name }, address)).status).toBe(201);
    const full = await book({ date, start: '09:00', name: 'Four' });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      detail: 'This session is full. Choose another session.',
      code: 'session_full',
      codes: { non_field_errors: [{ code: 'session_full' }] },
    });
    expect(full.body.next).toHaveLength(3);
    for (const offered of full.body.next) {
      expect(offered.left).toBeGreaterThan(0);
      expect(`${offered.date} ${offered.start}`).not.toBe(`${date} 09:00`);
    }
    expect(await leftOn(date, '09:00')).toBe(0);
    const tokens = (await cms.strapi.db
      .connection(SESSION_PLACES_TABLE)
      .where({ doctor_id: doctorIds.neurologist, date, start: '09:00' })
      .orderBy('token')
      .pluck('token')) as number[];
    expect(tokens.map(Number)).toEqual([1, 2, 3]);
  });

  it('confirms exactly the places of a session when more bookers than places arrive at once', async () => {
    const date = dateOn('tuesday', 1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        book({ doctor: doctorIds.surgeon, date, start: '10:00', name: `Booker ${n}` }, `198.18.0.${n + 1}`),
      ),
    );
    const confirmed = answers.filter((answer) => answer.status === 201);
    expect(confirmed).toHaveLength(20);
    expect(confirmed.map((answer) => answer.body.token).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, n) => n + 1),
    );
    expect(
      answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 'session_full'),
    ).toBe(true);
  });

  it('refuses each field it cannot take, with its code, and stores nothing', async () => {
    const count = () => cms.strapi.db.query('api::opd-booking.opd-booking').count();
    const before = await count();
    const refused = async (json: Record<string, unknown>) => {
      const answer = await post<Record<string, unknown> & { codes: Record<string, Array<{ code: string }>> }>(
        '/bookings/',
        json,
      );
      expect(answer.status).toBe(400);
      return Object.fromEntries(
        Object.entries(answer.body.codes).map(([field, codes]) => [field, codes.map((refusal) => refusal.code)]),
      );
    };
    expect(await refused({})).toEqual({
      doctor: ['required'],
      date: ['required'],
      start: ['required'],
      name: ['required'],
      phone: ['required'],
    });
    const at = { doctor: doctorIds.neurologist, ...patient };
    expect(await refused({ ...at, date: daysFromToday(-7), start: '09:00' })).toEqual({ date: ['date_past'] });
    expect(await refused({ ...at, date: dateOn('tuesday'), start: '10:00' })).toEqual({ date: ['date_not_opd'] });
    expect(await refused({ ...at, date: '2026-02-30', start: '09:00' })).toEqual({ date: ['invalid_date'] });
    const beyond = await post<{ codes: Record<string, unknown> }>('/bookings/', {
      ...at,
      date: daysFromToday(BOOKING_DAYS_AHEAD + 1),
      start: '09:00',
    });
    // The first date past the window, whatever its weekday: too far is said before "not an OPD day".
    expect(beyond.body.codes.date).toEqual([{ code: 'date_too_far', max: BOOKING_DAYS_AHEAD }]);
    expect(await refused({ ...at, date: dateOn('thursday'), start: '09:00' })).toEqual({ start: ['not_bookable'] });
    expect(await refused({ ...at, date: dateOn('thursday'), start: '18:00' })).toEqual({ start: ['not_a_session'] });
    expect(await refused({ ...at, doctor: doctorIds.retired, date: dateOn('monday'), start: '09:00' })).toEqual({
      doctor: ['unknown_doctor'],
    });
    expect(await refused({ ...at, date: dateOn('monday'), start: '09:00', abha: '1234' })).toEqual({
      abha: ['invalid_abha'],
    });
    expect(await refused({ ...at, date: dateOn('monday'), start: '09:00', phone: 'call me' })).toEqual({
      phone: ['invalid_phone'],
    });
    expect(await count()).toBe(before);
  });

  it('takes hostile input without a 5xx: huge strings, wrong types, a list for a body', async () => {
    const date = dateOn('monday', 2);
    const hostile: Array<Record<string, unknown> | unknown[]> = [
      { doctor: { $gt: 0 }, date, start: '09:00', ...patient },
      { doctor: [doctorIds.neurologist], date, start: '09:00', ...patient },
      { doctor: doctorIds.neurologist, date: 20_270_101, start: 900, ...patient },
      { doctor: doctorIds.neurologist, date, start: '09:00', name: ['Asha'], phone: { number: 1 } },
      { doctor: doctorIds.neurologist, date: 'x'.repeat(100_000), start: '9'.repeat(10_000), ...patient },
      { doctor: doctorIds.neurologist, date, start: '09:00', name: 'A'.repeat(10_000), phone: '9'.repeat(5_000) },
      { doctor: doctorIds.neurologist, date, start: '09:00', ...patient, abha: 'x'.repeat(5_000), language: 'fr' },
      [{ doctor: doctorIds.neurologist }],
    ];
    for (const json of hostile) {
      const answer = await post('/bookings/', json);
      expect(answer.status).toBe(400);
    }
    expect(await leftOn(date, '09:00')).toBe(3);
  });

  it('leaves every cached public answer as it was: the content version does not move', async () => {
    const version = async () => (await cms.requestJson<{ version: string }>('/content-version')).body.version;
    const before = await version();
    const booked = await book({ date: dateOn('thursday', 1), start: '17:00' });
    await post('/bookings/cancel/', { reference: booked.body.reference, phone: patient.phone });
    expect(await version()).toBe(before);
  });

  it('keeps an ABHA id sealed at rest and never answers it', async () => {
    const date = dateOn('thursday', 1);
    const answer = await book({ date, start: '17:00', abha: '12-3456-7890-1234' });
    expect(answer.status).toBe(201);
    expect(JSON.stringify(answer.body)).not.toContain('1234');
    const row = (await cms.strapi.db
      .connection('opd_bookings')
      .where({ reference: answer.body.reference })
      .first()) as { abha: string };
    expect(row.abha).toMatch(/^v1:/);
    expect(row.abha).not.toContain('12345678901234');
    expect((await book({ date, start: '17:00', abha: 'asha.roy@abdm' })).status).toBe(201);
  });
});

/** The reporting window the contract gives a token of the Thursday 17:00–20:00 session. */
const windowOf = (token: number, places: number) => {
  const { from, to } = reportingWindow({ start: '17:00', end: '20:00', places }, token);
  return { report_from: from, report_to: to };
};

describe('managing a booking by reference and phone', () => {
  const booked = async (date = dateOn('thursday', 2)) => {
    const answer = await book({ date, start: '17:00' });
    expect(answer.status).toBe(201);
    return answer.body;
  };

  it('shows the booking for its reference and phone, however the number or reference is typed', async () => {
    const booking = await booked();
    const key = { reference: booking.reference, phone: '098300-12345' };
    const shown = await post<Booking>('/bookings/lookup/', key);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual(booking);
    const typed = booking.reference.toLowerCase().replace(/-/g, ' ');
    expect((await post('/bookings/lookup/', { reference: typed, phone: '९८३००१२३४५' })).status).toBe(200);
  });

  it('answers a wrong phone exactly as an unknown reference', async () => {
    const booking = await booked();
    const wrongPhone = await post('/bookings/lookup/', { reference: booking.reference, phone: '9830099999' });
    const unknown = await post('/bookings/lookup/', { reference: 'BK-AAAA-AAAA', phone: patient.phone });
    const nonsense = await post('/bookings/lookup/', { reference: "' OR 1=1 --", phone: patient.phone });
    for (const answer of [wrongPhone, unknown, nonsense]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'Not found.' });
    }
    for (const path of ['/bookings/move/', '/bookings/cancel/']) {
      const answer = await post(path, {
        reference: booking.reference,
        phone: '9830099999',
        date: dateOn('thursday', 4),
        start: '17:00',
      });
      expect(answer).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    }
    expect((await post('/bookings/lookup/', { reference: booking.reference })).status).toBe(400);
  });

  it('moves a booking to another open session of the doctor, freeing the old place at once', async () => {
    const from = dateOn('thursday', 2);
    const to = dateOn('monday', 3);
    const booking = await booked(from);
    const leftBefore = { from: await leftOn(from, '17:00'), to: await leftOn(to, '09:00') };
    const moved = await post<Booking>('/bookings/move/', {
      reference: booking.reference,
      phone: patient.phone,
      date: to,
      start: '09:00',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      reference: booking.reference,
      status: 'booked',
      date: to,
      day: 'monday',
      start: '09:00',
      end: '12:00',
      branch: 'Salt Lake, Kolkata',
      token: 1,
      report_from: '09:00',
      report_to: '09:30',
      moves_left: MAX_BOOKING_MOVES - 1,
    });
    expect(await leftOn(from, '17:00')).toBe((leftBefore.from ?? 0) + 1);
    expect(await leftOn(to, '09:00')).toBe((leftBefore.to ?? 0) - 1);
  });

  it('refuses a move to the same session, past the window, to another doctor, or to a full session', async () => {
    const booking = await booked();
    const move = (json: Record<string, unknown>) =>
      post<BookingConflict & { codes: Record<string, Array<{ code: string }>> }>('/bookings/move/', {
        reference: booking.reference,
        phone: patient.phone,
        ...json,
      });
    expect((await move({ date: booking.date, start: '17:00' })).body.codes).toEqual({
      start: [{ code: 'same_session' }],
    });
    expect((await move({ date: daysFromToday(BOOKING_DAYS_AHEAD + 3), start: '17:00' })).body.codes.date).toEqual([
      { code: 'date_too_far', max: BOOKING_DAYS_AHEAD },
    ]);
    // The surgeon's Tuesday session is not this doctor's: a move stays with the booking's doctor.
    const other = await move({ date: dateOn('tuesday'), start: '10:00', doctor: doctorIds.surgeon });
    expect(other.status).toBe(400);
    expect(other.body.codes.date).toEqual([{ code: 'date_not_opd', days: ['monday', 'thursday'] }]);
    // Monday of week 1 was filled above.
    const full = await move({ date: dateOn('monday', 1), start: '09:00' });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('session_full');
    expect(full.body.next.length).toBeGreaterThan(0);
    const unchanged = await post<Booking>('/bookings/lookup/', { reference: booking.reference, phone: patient.phone });
    expect(unchanged.body).toEqual(booking);
  });

  it(`allows ${MAX_BOOKING_MOVES} moves, then refuses with moves_used`, async () => {
    const booking = await booked(dateOn('thursday', 2));
    const address = newAddress();
    for (let n = 1; n <= MAX_BOOKING_MOVES; n += 1) {
      const date = dateOn('thursday', 2 + n);
      const moved = await post<Booking>(
        '/bookings/move/',
        { reference: booking.reference, phone: patient.phone, date, start: '17:00' },
        address,
      );
      expect(moved.body).toMatchObject({ date, moves_left: MAX_BOOKING_MOVES - n });
    }
    const refused = await post<BookingConflict>('/bookings/move/', {
      reference: booking.reference,
      phone: patient.phone,
      date: dateOn('thursday', 1),
      start: '17:00',
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'moves_used',
      codes: { non_field_errors: [{ code: 'moves_used', max: MAX_BOOKING_MOVES }] },
      next: [],
    });
  });

  it('cancels a booking, freeing its place at once; a cancelled booking cannot change again', async () => {
    const booking = await booked();
    const left = await leftOn(booking.date, '17:00');
    const key = { reference: booking.reference, phone: patient.phone };
    const cancelled = await post<Booking>('/bookings/cancel/', key);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', moves_left: 0, token: booking.token });
    expect(await leftOn(booking.date, '17:00')).toBe((left ?? 0) + 1);
    expect((await post<Booking>('/bookings/lookup/', key)).body.status).toBe('cancelled');
    const again = await post<BookingConflict>('/bookings/cancel/', key);
    expect(again).toMatchObject({ status: 409, body: { code: 'booking_over' } });
    const move = await post<BookingConflict>('/bookings/move/', {
      ...key,
      date: dateOn('thursday', 4),
      start: '17:00',
    });
    expect(move).toMatchObject({ status: 409, body: { code: 'booking_over' } });
    // Its token is free for the next booker.
    const next = await book({ date: booking.date, start: '17:00' });
    expect(next.body.token).toBe(booking.token);
  });
});

describe('rate limits per client address', () => {
  it('limits bookings, and look-ups with moves and cancels together, each with rate_limited', async () => {
    const address = newAddress();
    const date = dateOn('thursday', 7);
    for (let n = 0; n < 12; n += 1) await book({ date, start: '17:00', name: `Family ${n}` }, address);
    const limited = await book({ date, start: '17:00' }, address);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body).toMatchObject({ codes: { non_field_errors: [{ code: 'rate_limited' }] } });

    const guesser = newAddress();
    for (let n = 0; n < 12; n += 1) {
      await post(
        '/bookings/lookup/',
        { reference: `BK-AAAA-AA${String(n).padStart(2, '2')}`, phone: patient.phone },
        guesser,
      );
    }
    expect((await post('/bookings/cancel/', { reference: 'BK-AAAA-AAAA', phone: patient.phone }, guesser)).status).toBe(
      429,
    );
    // Another address is not held back.
    expect((await post('/bookings/lookup/', { reference: 'BK-AAAA-AAAA', phone: patient.phone })).status).toBe(404);
  });
});

describe("the desk's day (admins)", () => {
  const dayOf = (date: string, token?: string) =>
    cms.requestJson<DeskDay>(`/bookings/?date=${date}`, { ...(token && { token }) });

  it("lists each doctor's sessions of a date with their bookings in token order, ABHA masked, cancelled left out", async () => {
    const date = dateOn('monday', 4);
    const first = await book({ date, start: '09:00', name: 'First', abha: '12-3456-7890-1234' });
    const second = await book({ date, start: '09:00', name: 'Second', abha: 'asha.roy@abdm' });
    const third = await book({ date, start: '09:00', name: 'Third' });
    await post('/bookings/cancel/', { reference: second.body.reference, phone: patient.phone });
    const answer = await dayOf(date, admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ date, day: 'monday' });
    expect(answer.body.sessions).toHaveLength(1);
    const [session] = answer.body.sessions;
    expect(session).toMatchObject({
      doctor: { id: doctorIds.neurologist, name: 'Dr. Ananya Sen' },
      start: '09:00',
      end: '12:00',
      branch: 'Salt Lake, Kolkata',
      places: 3,
    });
    expect(session.bookings.map((booking) => [booking.token, booking.name])).toEqual([
      [1, 'First'],
      [3, 'Third'],
    ]);
    expect(session.bookings[0]).toMatchObject({
      reference: first.body.reference,
      status: 'booked',
      phone: patient.phone,
      abha: '••••1234',
      report_from: '09:00',
    });
    expect(session.bookings[1]).toMatchObject({ reference: third.body.reference, abha: null });
    // A day without sessions booked online is an empty list, not an error.
    expect((await dayOf(dateOn('sunday'), admin.token)).body.sessions).toEqual([]);
  });

  it('marks arrived, no-show and seen, and refuses a cancelled booking, an unknown mark or id', async () => {
    const date = dateOn('thursday', 6);
    const booking = await book({ date, start: '17:00', name: 'Marked' });
    const listed = (await dayOf(date, admin.token)).body.sessions
      .flatMap((session) => session.bookings)
      .find((entry) => entry.reference === booking.body.reference);
    const mark = (id: number | string, attendance: unknown) =>
      cms.requestJson<Record<string, unknown>>(`/bookings/${id}/`, {
        method: 'PATCH',
        token: admin.token,
        json: { attendance },
      });
    for (const attendance of ['arrived', 'seen', 'no_show', 'booked'] as const) {
      const marked = await mark(listed!.id, attendance);
      expect(marked).toMatchObject({ status: 200, body: { status: attendance, token: booking.body.token } });
    }
    expect((await mark(listed!.id, 'cancelled')).status).toBe(400);
    expect((await mark(listed!.id, ['seen'])).status).toBe(400);
    expect((await mark(999_999, 'seen')).status).toBe(404);
    expect((await mark('abc', 'seen')).status).toBe(404);
    await post('/bookings/cancel/', { reference: booking.body.reference, phone: patient.phone });
    expect(await mark(listed!.id, 'seen')).toMatchObject({
      status: 409,
      body: { detail: 'This booking was cancelled by the patient; it cannot be marked.' },
    });
    // Seen by the desk: the patient can no longer move or cancel it.
    const seen = await book({ date, start: '17:00', name: 'Seen' });
    const seenId = (await dayOf(date, admin.token)).body.sessions
      .flatMap((session) => session.bookings)
      .find((entry) => entry.reference === seen.body.reference)!.id;
    await mark(seenId, 'seen');
    const cancel = await post<BookingConflict>('/bookings/cancel/', {
      reference: seen.body.reference,
      phone: patient.phone,
    });
    expect(cancel).toMatchObject({ status: 409, body: { code: 'booking_over' } });
  });

  it('is for admins only, and refuses a date it cannot read', async () => {
    const date = dateOn('monday', 4);
    expect((await dayOf(date)).status).toBe(401);
    const visitor = await cms.createUser({ role: 'authenticated' });
    expect((await dayOf(date, visitor.token)).status).toBe(403);
    for (const bad of ['2026-02-30', 'today', '1%27%20OR%201=1', '9'.repeat(200)]) {
      expect((await dayOf(bad, admin.token)).status).toBe(400);
    }
    const patch = await cms.requestJson('/bookings/1/', { method: 'PATCH', json: { attendance: 'seen' } });
    expect(patch.status).toBe(401);
  });
});

describe('a session the desk closed (today at the hospital, item 5)', () => {
  it('is listed closed, refused with the open ones offered, and shown on a booking made before; a late one stays open', async () => {
    const leaveDay = dateOn('tuesday', 2);
    const bookedBefore = await post<Booking>('/bookings/', {
      doctor: doctorIds.surgeon,
      ...patient,
      date: leaveDay,
      start: '10:00',
    });
    expect(bookedBefore.status).toBe(201);
    const setToday = (json: unknown) =>
      cms.requestJson<{ id: number; affected?: AffectedBooking[] }>('/today/', {
        method: 'POST',
        json,
        token: admin.token,
      });
    const leave = await setToday({ kind: 'leave', doctor: doctorIds.surgeon, from: leaveDay, to: leaveDay });
    expect(leave.status).toBe(201);
    // The desk is handed the bookings the leave falls on, to call each patient.
    expect(leave.body.affected).toEqual([
      {
        reference: bookedBefore.body.reference,
        doctor: 'Dr. Rahul Banerjee',
        date: leaveDay,
        start: '10:00',
        token: bookedBefore.body.token,
        name: patient.name,
        phone: patient.phone,
      },
    ]);
    const lateDay = dateOn('tuesday', 3);
    expect(
      (await setToday({ kind: 'late', doctor: doctorIds.surgeon, date: lateDay, session_start: '10:00', minutes: 30 }))
        .status,
    ).toBe(201);

    const listed = (await sessions(doctorIds.surgeon)).body;
    expect(listed.find((session) => session.date === leaveDay)?.closed).toBe(true);
    expect(listed.find((session) => session.date === lateDay)?.closed).toBeUndefined();

    const refused = await post<BookingConflict>('/bookings/', {
      doctor: doctorIds.surgeon,
      ...patient,
      date: leaveDay,
      start: '10:00',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('session_closed');
    expect(refused.body.next.length).toBeGreaterThan(0);
    expect(refused.body.next.some((session) => session.date === leaveDay)).toBe(false);

    // The patient who booked before the leave sees it on their booking.
    const seen = await post<Booking>('/bookings/lookup/', {
      reference: bookedBefore.body.reference,
      phone: patient.phone,
    });
    expect(seen.body.closed).toBe(true);
    // And cannot move another booking onto the closed date.
    const other = await post<Booking>('/bookings/', {
      doctor: doctorIds.surgeon,
      ...patient,
      date: lateDay,
      start: '10:00',
    });
    expect(other.status).toBe(201);
    const moved = await post<BookingConflict>('/bookings/move/', {
      reference: other.body.reference,
      phone: patient.phone,
      date: leaveDay,
      start: '10:00',
    });
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('session_closed');
  });
});
