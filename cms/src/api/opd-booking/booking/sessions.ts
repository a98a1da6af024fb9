import type { Core } from '@strapi/strapi';
import { NEXT_SESSIONS_OFFERED, type BookableSession, type Weekday } from '@hospital/contract';
import { opdInWeekOrder, type OpdSessionRecord } from '../../../legacy/shapes';
import { addDays, weekdayOf } from '../../../utils/hospital-day';
import { bookingDaysAhead, hospitalNow, sessionOver } from './calendar';
import { sessionClosures } from './closure';
import { takenPlaces, type SessionKey } from './places';

/** A doctor as a booking reads them: the English record's id and name, and the weekly sessions. */
export interface BookingDoctor {
  id: number;
  documentId: string;
  name: string;
  opd: OpdSessionRecord[];
}

/** The active doctor with this id (a JSON number or its text), or undefined for anything else. */
export async function activeDoctor(strapi: Core.Strapi, raw: unknown): Promise<BookingDoctor | undefined> {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const doctor = (await strapi.documents('api::doctor.doctor').findFirst({
    filters: { id: Number(text), is_active: true },
    populate: ['opd'],
  })) as (Omit<BookingDoctor, 'opd'> & { opd?: OpdSessionRecord[] | null }) | null;
  return doctor
    ? { id: doctor.id, documentId: doctor.documentId, name: doctor.name, opd: doctor.opd ?? [] }
    : undefined;
}

/** One weekly session with places, on one date. */
export interface DatedSession extends SessionKey {
  day: Weekday;
  end: string;
  branch: string;
  places: number;
}

/** The session of the doctor that starts at `start` on that date's weekday, with or without places. */
export const sessionOn = (doctor: BookingDoctor, date: string, start: string): OpdSessionRecord | undefined =>
  doctor.opd.find((session) => session.day === weekdayOf(date) && session.start === start);

/**
 * Every date of the doctor's sessions with places from today at the hospital to the booking
 * window's end, by date then start, with the places left and whether the hospital closed it.
 * A session that has ended today is gone.
 */
export async function bookableSessions(
  strapi: Core.Strapi,
  doctor: BookingDoctor,
  now: Date,
): Promise<BookableSession[]> {
  const weekly = opdInWeekOrder(doctor.opd).filter((session) => session.places);
  if (weekly.length === 0) return [];
  const { today } = hospitalNow(now);
  const last = addDays(today, bookingDaysAhead());
  const taken = await takenPlaces(strapi, doctor.id, today, last);
  const closureOf = await sessionClosures(strapi, doctor, today, last);
  const dated: BookableSession[] = [];
  for (let date = today; date <= last; date = addDays(date, 1)) {
    const day = weekdayOf(date);
    for (const { start, end, branch, places } of weekly.filter((session) => session.day === day)) {
      if (!places || sessionOver({ date, end }, now)) continue;
      const left = Math.max(0, places - (taken.get(`${date} ${start}`) ?? 0));
      const closed = closureOf(date, start);
      dated.push({ date, day, start, end, branch, places, left, ...(closed && { closed: true as const }) });
    }
  }
  return dated;
}

/** Up to NEXT_SESSIONS_OFFERED open dates (places left, not closed) other than the one refused. */
export async function nextOpenSessions(
  strapi: Core.Strapi,
  doctor: BookingDoctor,
  refused: { date: string; start: string },
  now: Date,
): Promise<BookableSession[]> {
  return (await bookableSessions(strapi, doctor, now))
    .filter((session) => session.left > 0 && !session.closed)
    .filter((session) => session.date !== refused.date || session.start !== refused.start)
    .slice(0, NEXT_SESSIONS_OFFERED);
}
