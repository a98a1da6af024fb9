import { MAX_BOOKING_MOVES, type Booking, type BookingStatus, type Language, type Weekday } from '@hospital/contract';
import { weekdayOf } from '../../../utils/hospital-day';
import type { SessionKey } from './places';

export const BOOKING_UID = 'api::opd-booking.opd-booking';

/** A booking as stored (opd_bookings), its doctor populated. */
export interface BookingRecord {
  id: number;
  documentId: string;
  reference: string;
  doctor_id: number;
  doctor?: { id: number; name: string } | null;
  date: string;
  start: string;
  end: string;
  branch: string;
  token: number;
  report_from: string;
  report_to: string;
  name: string;
  phone: string;
  phone_digits: string | null;
  /** Optional: where the booking's messages are also e-mailed. */
  email: string | null;
  abha: string | null;
  status: BookingStatus;
  moves: number | null;
  language: Language | null;
  createdAt: string | Date;
}

/** The place a booking holds. */
export const placeOf = (record: Pick<BookingRecord, 'doctor_id' | 'date' | 'start'>): SessionKey => ({
  doctorId: Number(record.doctor_id),
  date: record.date,
  start: record.start,
});

/** Moves left: none once it is no longer booked. */
export const movesLeft = (record: Pick<BookingRecord, 'status' | 'moves'>): number =>
  record.status === 'booked' ? Math.max(0, MAX_BOOKING_MOVES - (record.moves ?? 0)) : 0;

/** The booking as its patient sees it: never the phone or the ABHA id. */
export function toBooking(record: BookingRecord, closed: boolean): Booking {
  const day: Weekday = weekdayOf(record.date);
  return {
    reference: record.reference,
    status: record.status,
    token: Number(record.token),
    date: record.date,
    day,
    start: record.start,
    end: record.end,
    branch: record.branch,
    doctor: { id: Number(record.doctor?.id ?? record.doctor_id), name: record.doctor?.name ?? '' },
    name: record.name,
    report_from: record.report_from,
    report_to: record.report_to,
    moves_left: movesLeft(record),
    language: record.language ?? 'en',
    ...(closed && { closed: true as const }),
    created_at: new Date(record.createdAt).toISOString(),
  };
}
