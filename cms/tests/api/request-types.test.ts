/**
 * One desk for every request type: a contact request is what it always was; an appointment names
 * an active doctor and one of their OPD days, today to 60 days ahead; the queue filters by type,
 * the dashboard counts each, and the desk's notice names the doctor and date, never the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeText } from '../../src/api/contact-request/desk/notify';
import { hospitalToday, weekdayOf } from '../../src/utils/hospital-day';
import { startCmsWithAdmin, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { RELAXED_LIMITS } from './support';

let cms: RunningCms;
let admin: SiteUser;
let doctorId = 0;
let retiredId = 0;

/** The first date from `fromDays` days ahead that falls on `day` (at the hospital). */
function nextDate(day: string, fromDays = 0): string {
  const today = hospitalToday(new Date());
  for (let offset = fromDays; offset < fromDays + 7; offset += 1) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    if (weekdayOf(date) === day) return date;
  }
  throw new Error('unreachable');
}

const send = (json: Record<string, unknown>) =>
  cms.requestJson<Record<string, unknown>>('/contact-requests/', { json });

const asked = (extra: Record<string, unknown>) =>
  send({ type: 'appointment', name: 'Asha Roy', phone: '9830012345', message: 'Headaches', ...extra });

beforeAll(async () => {
  ({ cms, admin } = await startCmsWithAdmin({ env: RELAXED_LIMITS }));
  const doctors = cms.strapi.documents('api::doctor.doctor');
  const base = { designation: 'Consultant Neurologist', about: 'Stroke care', type: 'doctor' as const };
  const doctor = await doctors.create({
    data: {
      ...base,
      name: 'Dr. Ananya Sen',
      is_active: true,
      opd: [
        { day: 'monday', start: '09:30', end: '12:30', branch: 'Salt Lake, Kolkata' },
        { day: 'thursday', start: '17:00', end: '20:00', branch: 'Siliguri' },
      ],
    },
  });
  const retired = await doctors.create({ data: { ...base, name: 'Dr. Retired', is_active: false } });
  doctorId = doctor.id as number;
  retiredId = retired.id as number;
});
afterAll(() => cms?.stop());

describe('POST /contact-requests/ by type', () => {
  it('keeps the contact form as it was when no type is sent, and says so in the answer', async () => {
    const answer = await send({ name: 'Kabir Ali', phone: '9830000001' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ type: 'contact', doctor: null, preferred_date: null, name: 'Kabir Ali' });
  });

  it('refuses an unknown type on `type`, and stores nothing', async () => {
    for (const type of ['quote', 'APPOINTMENT', 7]) {
      const answer = await send({ type, name: 'X', phone: '1' });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body)).toEqual(['type', 'codes']);
    }
    expect((await send({ type: 'quote', name: 'X', phone: '1' })).body).toEqual({
      type: ['"quote" is not a valid choice.'],
      codes: { type: [{ code: 'invalid_choice' }] },
    });
  });

  it('takes an appointment request for a doctor on one of their OPD days', async () => {
    const date = nextDate('thursday', 1);
    const answer = await asked({ doctor: doctorId, preferred_date: date });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      type: 'appointment',
      doctor: { id: doctorId, name: 'Dr. Ananya Sen' },
      preferred_date: date,
      reference: expect.stringMatching(/^NH-\d{4,}$/),
      message: 'Headaches',
    });
  });

  it('names the field of each mistake: an unknown or retired doctor, a past, far, impossible or non-OPD date', async () => {
    const monday = nextDate('monday', 1);
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ preferred_date: monday }, { doctor: ['This field is required.'] }],
      [
        { doctor: 999999, preferred_date: monday },
        { doctor: ['Choose a doctor from the list; this one is not on it.'] },
      ],
      [
        { doctor: retiredId, preferred_date: monday },
        { doctor: ['Choose a doctor from the list; this one is not on it.'] },
      ],
      [
        { doctor: "1' OR '1'='1", preferred_date: monday },
        { doctor: ['Choose a doctor from the list; this one is not on it.'] },
      ],
      [{ doctor: doctorId }, { preferred_date: ['This field is required.'] }],
      [{ doctor: doctorId, preferred_date: '2020-01-06' }, { preferred_date: ['Choose a date from today onwards.'] }],
      [
        { doctor: doctorId, preferred_date: nextDate('monday', 61) },
        { preferred_date: ['Choose a date within the next 60 days.'] },
      ],
      [{ doctor: doctorId, preferred_date: '2027-02-30' }, { preferred_date: ['Enter the date as YYYY-MM-DD.'] }],
      [{ doctor: doctorId, preferred_date: 'next monday' }, { preferred_date: ['Enter the date as YYYY-MM-DD.'] }],
      [
        { doctor: doctorId, preferred_date: nextDate('tuesday', 1) },
        { preferred_date: ['Dr. Ananya Sen sees patients on Monday and Thursday only; choose one of those days.'] },
      ],
    ];
    const before = (await cms.requestJson<unknown[]>('/contact-requests/', { token: admin.token })).body.length;
    for (const [extra, errors] of cases) {
      const answer = await asked(extra);
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      const { codes, ...legacy } = answer.body as { codes: Record<string, unknown[]> };
      expect(legacy).toEqual(errors);
      // Each message has its code beside it (issue 38), the field named alike.
      expect(Object.keys(codes)).toEqual(Object.keys(errors));
    }
    const notOpd = await asked({ doctor: doctorId, preferred_date: nextDate('tuesday', 1) });
    expect((notOpd.body as { codes: unknown }).codes).toEqual({
      preferred_date: [{ code: 'date_not_opd', days: ['monday', 'thursday'] }],
    });
    const after = (await cms.requestJson<unknown[]>('/contact-requests/', { token: admin.token })).body.length;
    expect(after).toBe(before);
  });
});

describe('feedback', () => {
  it('takes a compliment, suggestion or complaint with its message, the name and phone optional', async () => {
    const answer = await send({ type: 'feedback', kind: 'complaint', message: 'The OPD queue took three hours.' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      type: 'feedback',
      kind: 'complaint',
      message: 'The OPD queue took three hours.',
      name: '',
      phone: '',
      doctor: null,
      reference: expect.stringMatching(/^NH-\d{4,}$/),
    });
    const named = await send({ type: 'feedback', kind: 'compliment', message: 'Thank you', name: 'Mita', phone: '1' });
    expect(named.body).toMatchObject({ kind: 'compliment', name: 'Mita', phone: '1' });
  });

  it('needs the kind and the message, and only the three kinds', async () => {
    expect((await send({ type: 'feedback' })).body).toEqual({
      kind: ['This field is required.'],
      message: ['This field is required.'],
      codes: { kind: [{ code: 'required' }], message: [{ code: 'required' }] },
    });
    expect((await send({ type: 'feedback', kind: 'rant', message: 'x' })).body).toEqual({
      kind: ['"rant" is not a valid choice.'],
      codes: { kind: [{ code: 'invalid_choice' }] },
    });
    expect((await send({ type: 'feedback', kind: 'complaint', message: '   ' })).body).toEqual({
      message: ['This field is required.'],
      codes: { message: [{ code: 'required' }] },
    });
  });
});

describe('the desk by type', () => {
  it('filters the queue with ?type= and refuses an unknown one', async () => {
    const only = async (type: string) =>
      (await cms.requestJson<Array<{ type: string }>>(`/contact-requests/?type=${type}`, { token: admin.token })).body;
    expect((await only('appointment')).map((request) => request.type)).toEqual(['appointment']);
    expect((await only('contact')).every((request) => request.type === 'contact')).toBe(true);
    expect(await cms.requestJson('/contact-requests/?type=passport', { token: admin.token })).toMatchObject({
      status: 400,
      body: { type: ['"passport" is not a valid choice.'] },
    });
  });

  it('counts open requests per type on the dashboard', async () => {
    const summary = await cms.requestJson<{ open_by_type: Record<string, number> }>('/contact-requests/summary/', {
      token: admin.token,
    });
    expect(summary.body.open_by_type).toEqual({ contact: 1, appointment: 1, feedback: 2, estimate: 0, visa: 0 });
  });

  it("names feedback and its kind in the desk's notice, never the message", () => {
    const settings = { replyHours: 24, retentionDays: 365, siteUrl: null, notifyTo: 'desk@x' };
    const notice = noticeText(settings, {
      id: 5,
      reference: 'NH-0005',
      created_at: '2026-11-25T10:00:00.000Z',
      reply_by: '2026-11-26T10:00:00.000Z',
      type: 'feedback',
      kind: 'complaint',
      ...{ message: 'The nurse on ward 3 was rude' },
    });
    expect(notice.subject).toBe('New feedback NH-0005');
    expect(notice.text).toContain('Kind: complaint.');
    expect(notice.text).not.toContain('ward 3');
  });

  it("names the type, the doctor and the date in the desk's notice, never the reason", () => {
    const settings = { replyHours: 24, retentionDays: 365, siteUrl: 'https://hospital.example', notifyTo: 'desk@x' };
    const notice = noticeText(settings, {
      id: 4,
      reference: 'NH-0004',
      created_at: '2026-11-25T10:00:00.000Z',
      reply_by: '2026-11-26T10:00:00.000Z',
      type: 'appointment',
      doctor: { name: 'Dr. Ananya Sen' },
      preferred_date: '2026-11-30',
      ...{ message: 'Seizures since Tuesday' },
    });
    expect(notice.subject).toBe('New appointment request NH-0004');
    expect(notice.text).toContain('Asked for: Dr. Ananya Sen, on 2026-11-30 (Monday).');
    expect(notice.text).not.toContain('Seizures');
  });
});
