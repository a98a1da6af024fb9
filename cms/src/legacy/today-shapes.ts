import type {
  AffectedBooking,
  AnswerShape,
  EmergencyState,
  TodayDeskItem,
  TodayItem,
  TodayKind,
} from '@hospital/contract';
import { isoTime } from './shapes';

/** A hospital notice as the Document Service reads it, its doctor populated. */
export interface HospitalNoticeRecord {
  id: number;
  documentId: string;
  kind: TodayKind;
  doctor?: { id: number; documentId: string; name: string } | null;
  from_date?: string | null;
  to_date?: string | null;
  session_start?: string | null;
  minutes?: number | null;
  emergency_state?: EmergencyState | null;
  note?: string | null;
  set_by?: string | null;
  set_at: string | Date;
  expires_at: string | Date;
}

/**
 * The public feed's item (`GET /today/`): what is happening, never who on the desk said so. The
 * doctor's name in the answer's language when the caller has it (`names`, by the doctor's document).
 */
export function toTodayItem(
  record: HospitalNoticeRecord,
  names: ReadonlyMap<string, string> = new Map(),
): AnswerShape<TodayItem> {
  const { doctor } = record;
  return {
    id: record.id,
    kind: record.kind,
    doctor: doctor ? { id: doctor.id, name: names.get(doctor.documentId) ?? doctor.name } : null,
    from: record.from_date ?? null,
    to: record.to_date ?? null,
    session_start: record.session_start ?? null,
    minutes: record.minutes ?? null,
    emergency: record.emergency_state ?? null,
    note: record.note ?? null,
    set_at: isoTime(record.set_at),
    expires_at: isoTime(record.expires_at),
  };
}

/** The desk's item (`GET /today/desk/`, and the answer to a save): also who set it. */
export const toTodayDeskItem = (record: HospitalNoticeRecord): AnswerShape<TodayDeskItem, 'affected'> => ({
  ...toTodayItem(record),
  set_by: record.set_by ?? null,
});

/** What the desk has said about one OPD session (a doctor, a date, the session's start). */
export interface SessionState {
  /** The session, or every OPD that day, is closed. */
  closed: boolean;
  /** The doctor is on leave that day. */
  onLeave: boolean;
  /** How many minutes late it runs; null when on time. */
  lateMinutes: number | null;
}

/** The hospital-notice service as bookings ask it (its services/hospital-notice.ts). */
export interface TodayAtHospital {
  /** Each of the doctor's sessions from `from` to `to`, read at once: a function of date and start. */
  sessionStates(doctorId: number, from: string, to: string): Promise<(date: string, start: string) => SessionState>;
}

/** What a leave or a closure falls on: a doctor (null: every doctor, a holiday), dates, a session. */
export interface BookingsClosedBy {
  doctorId: number | null;
  from: string;
  to: string;
  start: string | null;
}

/** The opd-booking service as today at the hospital asks it (its services/opd-booking.ts). */
export interface BookingsService {
  closedBy(closure: BookingsClosedBy): Promise<AffectedBooking[]>;
}
