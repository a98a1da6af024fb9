/**
 * Today at the hospital (issue 41, item 5): the desk sets a doctor on leave, an OPD session late or
 * closed, the emergency department's state; `GET /today/` answers what is current, and nothing past
 * its expiry, even from the public read cache; only an admin writes; every bad field is named and
 * nothing is stored. Also the seam the bookings ask (`todayAtHospital`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS, type TodayDeskItem, type TodayItem } from '@hospital/contract';
import { startCmsWithAdmin, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { created, RELAXED_LIMITS, validForms } from './support';

const UID = 'api::hospital-notice.hospital-notice';
let cms: RunningCms;
let admin: SiteUser;
let visitor: SiteUser;
let doctorId: number;
let otherDoctorId: number;

const DAY_MS = 86_400_000;
const today = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + offsetDays * DAY_MS));

/** A doctor who sees patients every day at 10:00 and 17:00, so any date has sessions. */
const EVERY_DAY = JSON.stringify(
  WEEKDAYS.flatMap((day) => [
    { day, start: '10:00', end: '13:00', branch: 'Salt Lake, Kolkata' },
    { day, start: '17:00', end: '19:00', branch: 'Siliguri' },
  ]),
);

beforeAll(async () => {
  ({ cms, admin } = await startCmsWithAdmin({ env: RELAXED_LIMITS }));
  visitor = await cms.createUser({ role: 'authenticated' });
  doctorId = (
    await created<{ id: number }>(
      cms,
      '/doctors/',
      await validForms.doctor({ name: 'Dr. Today Sen', opd: EVERY_DAY }),
      admin.token,
    )
  ).id;
  otherDoctorId = (
    await created<{ id: number }>(
      cms,
      '/doctors/',
      await validForms.doctor({ name: 'Dr. Other Roy', opd: EVERY_DAY }),
      admin.token,
    )
  ).id;
});
afterAll(() => cms?.stop());

/** A save by the admin, unless another token (or none: null) is given. */
const set = (json: unknown, token: string | null = admin.token) =>
  cms.requestJson<TodayDeskItem & Record<string, string[]>>('/today/', {
    method: 'POST',
    json,
    token: token ?? undefined,
  });
const feed = async () => (await cms.requestJson<TodayItem[]>('/today/')).body;
const rows = async () => cms.strapi.db.query(UID).count();
const remove = (id: number, token: string | null = admin.token) =>
  cms.request(`/today/${id}/`, { method: 'DELETE', token: token ?? undefined });

async function clear() {
  await cms.strapi.db.query(UID).deleteMany({});
  // A write outside the Document Service: advance the content generation as an expiry would.
  const { sweepExpiredNotices } =
    (await import('../../dist/src/api/hospital-notice/today/expiry-sweep.js')) as typeof import('../../src/api/hospital-notice/today/expiry-sweep');
  await sweepExpiredNotices(cms.strapi, new Date(0), new Date());
}

describe('the desk sets, the feed shows, the desk removes', () => {
  it('a doctor on leave: 201 with who set it; the public feed shows it without naming the desk', async () => {
    await clear();
    const answer = await set({ kind: 'leave', doctor: doctorId, from: today(), to: today(4) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      kind: 'leave',
      doctor: { id: doctorId, name: 'Dr. Today Sen' },
      from: today(),
      to: today(4),
      set_by: admin.email,
    });
    // Expires when the last day of leave ends in Kolkata.
    expect(answer.body.expires_at).toBe(new Date(`${today(5)}T00:00:00+05:30`).toISOString());
    expect(Date.now() - Date.parse(answer.body.set_at)).toBeLessThan(60_000);

    const items = await feed();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: answer.body.id, kind: 'leave', doctor: { id: doctorId } });
    expect(items[0]).not.toHaveProperty('set_by');
    const desk = await cms.requestJson<TodayDeskItem[]>('/today/desk/', { token: admin.token });
    expect(desk.body).toMatchObject([{ id: answer.body.id, set_by: admin.email }]);

    expect((await remove(answer.body.id)).status).toBe(204);
    expect(await feed()).toEqual([]);
    expect((await remove(answer.body.id)).status).toBe(404);
  });

  it('a late session, a closed one, a holiday and the emergency department, the emergency first', async () => {
    await clear();
    expect(
      (await set({ kind: 'late', doctor: doctorId, date: today(), session_start: '10:00', minutes: 30 })).status,
    ).toBe(201);
    expect((await set({ kind: 'closed', doctor: otherDoctorId, date: today(), session_start: '17:00' })).status).toBe(
      201,
    );
    expect((await set({ kind: 'closed', date: today(2), note: 'Holiday: Guru Nanak Jayanti' })).status).toBe(201);
    expect(
      (await set({ kind: 'emergency', emergency: 'busy', note: 'Expect a wait for non-urgent cases' })).status,
    ).toBe(201);
    const items = await feed();
    // By date, the newest word first within a day.
    expect(items.map((item) => item.kind)).toEqual(['emergency', 'closed', 'late', 'closed']);
    expect(items[0]).toMatchObject({ emergency: 'busy', note: 'Expect a wait for non-urgent cases', doctor: null });
    expect(items[2]).toMatchObject({ minutes: 30, session_start: '10:00', from: today(), to: today() });
    expect(items[3]).toMatchObject({ doctor: null, from: today(2), session_start: null });
    // An emergency state lasts six hours unless the desk says otherwise.
    const hours = (Date.parse(items[0].expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(5.9);
    expect(hours).toBeLessThanOrEqual(6.02);
  });

  it('a new emergency state, or a new word on the same session, replaces the old one', async () => {
    await clear();
    await set({ kind: 'emergency', emergency: 'busy', note: 'Busy' });
    await set({ kind: 'emergency', emergency: 'diverting', note: 'Diverting ambulances to SSKM' });
    await set({ kind: 'late', doctor: doctorId, date: today(), session_start: '10:00', minutes: 30 });
    await set({ kind: 'late', doctor: doctorId, date: today(), session_start: '10:00', minutes: 60 });
    await set({ kind: 'late', doctor: doctorId, date: today(), session_start: '17:00', minutes: 15 });
    const items = await feed();
    expect(items.filter((item) => item.kind === 'emergency')).toMatchObject([{ emergency: 'diverting' }]);
    expect(
      items
        .filter((item) => item.kind === 'late')
        .map((item) => `${item.session_start} ${item.minutes}`)
        .sort(),
    ).toEqual(['10:00 60', '17:00 15']);
  });

  it("answers a doctor's name in the language asked for, and refuses an unknown language", async () => {
    await clear();
    await set({ kind: 'leave', doctor: doctorId, from: today(), to: today() });
    expect((await cms.requestJson<TodayItem[]>('/today/?locale=bn')).body).toMatchObject([
      { doctor: { id: doctorId, name: 'Dr. Today Sen' } },
    ]);
    expect((await cms.requestJson('/today/?locale=xx')).status).toBe(400);
  });
});

describe('nothing past its expiry is current', () => {
  it('is left out of the query, and the cached feed is rebuilt by the minute sweep', async () => {
    await clear();
    const item = (await set({ kind: 'emergency', emergency: 'busy', note: 'Busy' })).body;
    const first = await cms.request('/today/');
    const etag = first.headers.get('etag');
    expect(((await first.json()) as TodayItem[]).map((shown) => shown.id)).toEqual([item.id]);
    // It expires (no write through the Document Service: nothing tells the cache).
    const expiredAt = new Date(Date.now() - 1000);
    await cms.strapi.db.query(UID).update({ where: { id: item.id }, data: { expires_at: expiredAt } });
    const { sweepExpiredNotices } =
      (await import('../../dist/src/api/hospital-notice/today/expiry-sweep.js')) as typeof import('../../src/api/hospital-notice/today/expiry-sweep');
    // A look before the expiry finds nothing to do; the look that spans it moves the generation.
    expect(await sweepExpiredNotices(cms.strapi, new Date(Date.now() - 120_000), new Date(Date.now() - 60_000))).toBe(
      false,
    );
    expect(await sweepExpiredNotices(cms.strapi, new Date(expiredAt.getTime() - 60_000), new Date())).toBe(true);
    const after = await cms.request('/today/');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.json()).toEqual([]);
    // The desk no longer lists it either; the row is kept (who set what, and when).
    expect((await cms.requestJson<TodayDeskItem[]>('/today/desk/', { token: admin.token })).body).toEqual([]);
    expect(await rows()).toBe(1);
  });

  it('a leave whose last day has passed is not current, whatever expiry the desk gave', async () => {
    await clear();
    await cms.strapi.documents(UID).create({
      data: {
        kind: 'leave',
        all_opd: false,
        from_date: today(-3),
        to_date: today(-1),
        set_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 10 * DAY_MS).toISOString(),
      },
    });
    expect(await feed()).toEqual([]);
  });

  it('an item about a doctor since removed is about no one, and never a closure of every OPD', async () => {
    await clear();
    const gone = (
      await created<{ id: number }>(
        cms,
        '/doctors/',
        await validForms.doctor({ name: 'Dr. Leaving', opd: EVERY_DAY }),
        admin.token,
      )
    ).id;
    expect((await set({ kind: 'closed', doctor: gone, date: today() })).status).toBe(201);
    expect(await feed()).toHaveLength(1);
    expect((await cms.request(`/doctors/${gone}/`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect(await feed()).toEqual([]);
  });
});

describe('who may write', () => {
  const VALID = () => ({ kind: 'emergency', emergency: 'busy' });

  it.each([
    ['no token', undefined, 401],
    ['a visitor account', 'visitor', 403],
  ] as const)('refuses %s with %s and stores nothing', async (_who, token, status) => {
    await clear();
    const answer = await set(VALID(), token === 'visitor' ? visitor.token : null);
    expect(answer.status).toBe(status);
    expect(answer.body).toHaveProperty('detail');
    expect(await rows()).toBe(0);
    expect(
      (await cms.requestJson('/today/desk/', { token: token === 'visitor' ? visitor.token : undefined })).status,
    ).toBe(status);
  });

  it('refuses a delete by anyone but an admin and keeps the item', async () => {
    await clear();
    const { id } = (await set(VALID())).body;
    expect((await remove(id, null)).status).toBe(401);
    expect((await remove(id, visitor.token)).status).toBe(403);
    expect(await feed()).toHaveLength(1);
  });
});

describe('hostile and mistaken input: every problem named, nothing stored', () => {
  const refusals: Array<[string, Record<string, unknown>, Record<string, string[]>]> = [
    ['no kind', {}, { kind: ['This field is required.'] }],
    ['an unknown kind', { kind: 'strike' }, { kind: ['"strike" is not a valid choice.'] }],
    [
      'leave without a doctor',
      { kind: 'leave', from: today(), to: today() },
      { doctor: ['Choose the doctor this is about.'] },
    ],
    [
      'a doctor who is not on the list',
      { kind: 'leave', doctor: 987654, from: today(), to: today() },
      { doctor: ['Choose a doctor from the list; this one is not on it.'] },
    ],
    [
      'a doctor as an object',
      { kind: 'leave', doctor: { $ne: null }, from: today(), to: today() },
      { doctor: ['Choose a doctor from the list; this one is not on it.'] },
    ],
    ['a date that is not real', { kind: 'closed', date: '2026-02-30' }, { date: ['Enter the date as YYYY-MM-DD.'] }],
    ['a date in the past', { kind: 'closed', date: today(-1) }, { date: ['Choose a date from today onwards.'] }],
    [
      'a date too far ahead',
      { kind: 'closed', date: today(200) },
      { date: ['Choose a date within the next 90 days.'] },
    ],
    [
      'leave ending before it starts',
      { kind: 'leave', doctor: 'DOCTOR', from: today(3), to: today(1) },
      { to: ['The last day of leave must be on or after the first.'] },
    ],
    [
      'minutes out of range and a session the doctor does not have',
      { kind: 'late', doctor: 'DOCTOR', date: today(), session_start: '11:15', minutes: 300 },
      {
        minutes: ['Ensure this value is less than or equal to 240.'],
        session_start: [
          `Dr. Today Sen has no OPD session starting then on ${today()}; sessions start at 10:00, 17:00.`,
        ],
      },
    ],
    [
      'too few minutes and a start that is not a time',
      { kind: 'late', doctor: 'DOCTOR', date: today(), session_start: '25:99', minutes: 2 },
      {
        minutes: ['Ensure this value is greater than or equal to 5.'],
        session_start: ['Write the session start as HH:MM, e.g. 09:30.'],
      },
    ],
    [
      'a late session without minutes',
      { kind: 'late', doctor: 'DOCTOR', date: today(), session_start: '10:00' },
      { minutes: ['This field is required.'] },
    ],
    [
      'an emergency state not on the list and a long note',
      { kind: 'emergency', emergency: 'closed', note: 'x'.repeat(141) },
      {
        emergency: ['"closed" is not a valid choice.'],
        note: ['Ensure this field has no more than 140 characters.'],
      },
    ],
    [
      'an emergency state naming a doctor',
      { kind: 'emergency', emergency: 'busy', doctor: 'DOCTOR' },
      { doctor: ['The emergency department is not about a doctor: leave the doctor out.'] },
    ],
    [
      'an expiry in the past',
      { kind: 'emergency', emergency: 'busy', expires_at: '2020-01-01T10:00:00+05:30' },
      { expires_at: ['The expiry must be after now.'] },
    ],
    [
      'an expiry that is not a time',
      { kind: 'emergency', emergency: 'busy', expires_at: 'tomorrow' },
      { expires_at: ['Enter the expiry as a date and time, e.g. 2026-12-03T18:00:00+05:30.'] },
    ],
    [
      'an expiry a year ahead',
      { kind: 'emergency', emergency: 'busy', expires_at: new Date(Date.now() + 365 * DAY_MS).toISOString() },
      { expires_at: ['The expiry must be within the next 90 days.'] },
    ],
  ];

  it.each(refusals)('%s', async (_label, json, errors) => {
    await clear();
    const body = Object.fromEntries(
      Object.entries(json).map(([key, value]) => [key, value === 'DOCTOR' ? doctorId : value]),
    );
    const answer = await set(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errors);
    expect(await rows()).toBe(0);
  });

  it('refuses a body that is not an object, and an id that is not one', async () => {
    expect((await cms.requestJson('/today/', { method: 'POST', json: ['leave'], token: admin.token })).status).toBe(
      400,
    );
    expect((await cms.request('/today/abc/', { method: 'DELETE', token: admin.token })).status).toBe(404);
    expect((await cms.request('/today/99999999999/', { method: 'DELETE', token: admin.token })).status).toBe(404);
  });

  it('keeps markup in a note as text', async () => {
    await clear();
    const note = '<script>alert(1)</script>';
    expect((await set({ kind: 'emergency', emergency: 'busy', note })).status).toBe(201);
    expect((await feed())[0].note).toBe(note);
  });
});

describe('the bookings ask (todayAtHospital)', () => {
  const seam = async () => {
    const { todayAtHospital } =
      (await import('../../dist/src/api/hospital-notice/today/session-state.js')) as typeof import('../../src/api/hospital-notice/today/session-state');
    return todayAtHospital(cms.strapi);
  };

  it('says a session is closed, its doctor on leave, and how late it runs', async () => {
    await clear();
    const today0 = today();
    await set({ kind: 'late', doctor: doctorId, date: today0, session_start: '10:00', minutes: 45 });
    await set({ kind: 'closed', doctor: doctorId, date: today0, session_start: '17:00' });
    await set({ kind: 'leave', doctor: otherDoctorId, from: today(1), to: today(2) });
    await set({ kind: 'closed', date: today(3) });
    const ask = await seam();
    const stateOf = async (doctor: number, date: string, start: string) =>
      (await ask.sessionStates(doctor, date, date))(date, start);
    expect(await stateOf(doctorId, today0, '10:00')).toEqual({
      closed: false,
      onLeave: false,
      lateMinutes: 45,
    });
    expect(await stateOf(doctorId, today0, '17:00')).toEqual({
      closed: true,
      onLeave: false,
      lateMinutes: null,
    });
    expect(await stateOf(otherDoctorId, today(2), '10:00')).toMatchObject({
      onLeave: true,
    });
    expect(await stateOf(otherDoctorId, today(3), '10:00')).toMatchObject({
      closed: true,
      onLeave: false,
    });
    expect(await stateOf(doctorId, today(1), '10:00')).toEqual({
      closed: false,
      onLeave: false,
      lateMinutes: null,
    });
  });
});
