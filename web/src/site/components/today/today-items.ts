import type { TodayItem } from '../../../lib/api';

/** What the site says about one doctor, from the current items. */
export type DoctorStatus =
  | { kind: 'leave'; from: string; to: string; started: boolean }
  | { kind: 'late'; minutes: number; start: string | null }
  | { kind: 'closed'; date: string; start: string | null; today: boolean };

/**
 * A doctor's statuses: leave (now or to come), today's late sessions, closures of their OPD (their
 * own or every OPD's, today or to come). A late word about another day is not news yet.
 */
export function doctorStatuses(items: readonly TodayItem[], doctorId: number, today: string): DoctorStatus[] {
  const statuses: DoctorStatus[] = [];
  for (const item of items) {
    const about = item.doctor?.id === doctorId;
    if (item.kind === 'leave' && about && item.from && item.to)
      statuses.push({ kind: 'leave', from: item.from, to: item.to, started: item.from <= today });
    else if (item.kind === 'late' && about && item.from === today && item.minutes !== null)
      statuses.push({ kind: 'late', minutes: item.minutes, start: item.session_start });
    else if (item.kind === 'closed' && (about || item.doctor === null) && item.from)
      statuses.push({ kind: 'closed', date: item.from, start: item.session_start, today: item.from === today });
  }
  return statuses;
}

/** What the strip on the home page and /emergency shows; empty when there is nothing to say. */
export interface HospitalToday {
  /** The emergency department's state, when it is not normal. */
  emergency: TodayItem | null;
  /** Closures of every OPD (holidays), then of a doctor's, today and to come. */
  closures: TodayItem[];
  /** Doctors on leave now or to come. */
  leave: TodayItem[];
  /** Sessions running late today. */
  late: TodayItem[];
}

export function hospitalTodayStrip(items: readonly TodayItem[], today: string): HospitalToday {
  const emergency = items.find((item) => item.kind === 'emergency' && item.emergency !== 'normal') ?? null;
  const closures = items.filter((item) => item.kind === 'closed');
  return {
    emergency,
    closures: [...closures.filter((item) => item.doctor === null), ...closures.filter((item) => item.doctor)],
    leave: items.filter((item) => item.kind === 'leave'),
    late: items.filter((item) => item.kind === 'late' && item.from === today),
  };
}

export const isQuiet = ({ emergency, closures, leave, late }: HospitalToday): boolean =>
  !emergency && closures.length === 0 && leave.length === 0 && late.length === 0;
