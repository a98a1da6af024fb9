import type { Core } from '@strapi/strapi';
import type { DeskBooking, DeskDay, DeskSession } from '@hospital/contract';
import { weekdayOf } from '../../../utils/hospital-day';
import { openSealed } from '../../../legacy/sealed';
import type { OpdSessionRecord } from '../../../legacy/shapes';
import { sessionClosure } from './closure';
import { BOOKING_UID, type BookingRecord } from './record';

/** An ABHA id as the desk sees it: a number's last four, an address's first two letters. */
function maskedAbha(sealed: string | null): string | null {
  const abha = openSealed(sealed);
  if (!abha) return null;
  const at = abha.indexOf('@');
  return at === -1 ? `••••${abha.slice(-4)}` : `${abha.slice(0, 2)}•••${abha.slice(at)}`;
}

/** A booking on the desk's list: the phone whole (the desk calls), the ABHA id masked. */
export const toDeskBooking = (record: BookingRecord): DeskBooking => ({
  id: record.id,
  reference: record.reference,
  token: Number(record.token),
  status: record.status,
  name: record.name,
  phone: record.phone,
  abha: maskedAbha(record.abha),
  report_from: record.report_from,
  report_to: record.report_to,
  moves: Number(record.moves ?? 0),
  language: record.language ?? 'en',
  created_at: new Date(record.createdAt).toISOString(),
});

interface ActiveDoctor {
  id: number;
  name: string;
  opd?: OpdSessionRecord[] | null;
}

/**
 * The OPD list of a date: every active doctor's sessions booked online that weekday, and any other
 * session that still holds bookings (its hours changed since, its doctor retired), each with its
 * bookings but the cancelled ones in token order; by doctor's name, then start.
 */
export async function deskDay(strapi: Core.Strapi, date: string): Promise<DeskDay> {
  const day = weekdayOf(date);
  const doctors = (await strapi.documents('api::doctor.doctor').findMany({
    filters: { is_active: true },
    populate: ['opd'],
  })) as unknown as ActiveDoctor[];
  const bookings = (await strapi.db.query(BOOKING_UID).findMany({
    where: { date, status: { $ne: 'cancelled' } },
    orderBy: [{ token: 'asc' }],
    populate: ['doctor'],
  })) as BookingRecord[];
  const sessions = new Map<string, DeskSession & { doctorId: number }>();
  for (const doctor of doctors) {
    for (const session of doctor.opd ?? []) {
      if (session.day !== day || !session.places) continue;
      const { start, end, branch, places } = session;
      const doctorRef = { id: doctor.id, name: doctor.name };
      sessions.set(`${doctor.id} ${start}`, {
        doctorId: doctor.id,
        doctor: doctorRef,
        start,
        end,
        branch,
        places,
        bookings: [],
      });
    }
  }
  for (const booking of bookings) {
    const key = `${booking.doctor_id} ${booking.start}`;
    let session = sessions.get(key);
    if (!session) {
      const doctorId = Number(booking.doctor_id);
      const doctor = { id: doctorId, name: booking.doctor?.name ?? '' };
      const { start, end, branch } = booking;
      session = { doctorId, doctor, start, end, branch, places: 0, bookings: [] };
      sessions.set(key, session);
    }
    session.bookings.push(toDeskBooking(booking));
  }
  const listed: DeskSession[] = [];
  const ordered = [...sessions.values()].sort(
    (a, b) => a.doctor.name.localeCompare(b.doctor.name) || a.start.localeCompare(b.start),
  );
  for (const { doctorId, ...session } of ordered) {
    const closed = await sessionClosure(strapi, { id: doctorId }, date, session.start);
    listed.push({ ...session, ...(closed && { closed: true as const }) });
  }
  return { date, day, sessions: listed };
}
