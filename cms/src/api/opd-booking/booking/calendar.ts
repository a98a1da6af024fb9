import { BOOKING_DAYS_AHEAD } from '@hospital/contract';
import { HOSPITAL_TIME_ZONE, hospitalToday } from '../../../utils/hospital-day';

/** How far ahead a session date can be booked or moved to: BOOKING_DAYS_AHEAD (config-check bounds it). */
export function bookingDaysAhead(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.BOOKING_DAYS_AHEAD?.trim();
  return raw && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : BOOKING_DAYS_AHEAD;
}

const CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: HOSPITAL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The date and the time (`HH:MM`) at the hospital now. */
export const hospitalNow = (now: Date): { today: string; time: string } => ({
  today: hospitalToday(now),
  time: CLOCK.format(now),
});

/** A session date is over once the session has ended at the hospital: it cannot be booked, moved to or changed. */
export function sessionOver(session: { date: string; end: string }, now: Date): boolean {
  const { today, time } = hospitalNow(now);
  return session.date < today || (session.date === today && session.end <= time);
}
