import type { EstimateRevision } from '../../lib/api';

const HOUR = 3_600_000;

/** Whole hours, "under 1 h" below one: the hours left rounded up (11 h 10 min is "12 h left"), the hours past rounded down. */
const hours = (ms: number, round: (hours: number) => number): string =>
  ms < HOUR ? 'under 1 h' : `${round(ms / HOUR)} h`;

/**
 * A revision's 24-hour clock as the desk reads it: "informed" once the family was told, else the
 * hours left ("12 h left") or past the due time ("overdue by 3 h").
 */
export function revisionClock(revision: Pick<EstimateRevision, 'due_at' | 'family_informed_at'>, now: Date): string {
  if (revision.family_informed_at) return 'informed';
  const left = Date.parse(revision.due_at) - now.getTime();
  return left >= 0 ? `${hours(left, Math.ceil)} left` : `overdue by ${hours(-left, Math.floor)}`;
}

/** Overdue now: past its due time and the family not told (the server's `overdue`, kept current as time passes). */
export const isOverdue = (revision: Pick<EstimateRevision, 'due_at' | 'family_informed_at'>, now: Date): boolean =>
  !revision.family_informed_at && now.getTime() > Date.parse(revision.due_at);
