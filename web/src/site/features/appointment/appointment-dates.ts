import { BOOKING_DAYS_AHEAD, WEEKDAYS, type OpdSession } from '../../../lib/api';

/** How far ahead a patient may ask (the CMS refuses anything later). */
export const APPOINTMENT_DAYS_AHEAD = 60;
const DAY_MS = 86_400_000;

/** Each date from today to `daysAhead` days ahead, with its weekday. */
function datesAhead(today: string, daysAhead: number) {
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: daysAhead + 1 }, (_, offset) => {
    const date = new Date(start + offset * DAY_MS);
    return { date: date.toISOString().slice(0, 10), day: WEEKDAYS[(date.getUTCDay() + 6) % 7] };
  });
}

/** Every date from today to 60 days ahead that falls on one of the doctor's OPD days. */
export function opdDatesAhead(sessions: readonly OpdSession[] | undefined, today: string): string[] {
  const days = new Set((sessions ?? []).map((session) => session.day));
  return datesAhead(today, APPOINTMENT_DAYS_AHEAD)
    .filter(({ day }) => days.has(day))
    .map(({ date }) => date);
}

/** One date of a session booked online: the form's choice, `date start` (`2026-12-01 10:00`). */
export interface SessionDate {
  value: string;
  date: string;
  session: OpdSession & { places: number };
}

const bookedOnline = (session: OpdSession): session is OpdSession & { places: number } =>
  typeof session.places === 'number' && session.places > 0;

/** Whether the doctor has an OPD session booked online (with places): then the page books, not asks. */
export const booksOnline = (sessions: readonly OpdSession[] | undefined): boolean =>
  (sessions ?? []).some(bookedOnline);

/**
 * Every date of the doctor's sessions booked online, from today to BOOKING_DAYS_AHEAD, by date
 * then start: what the served form offers (the script then marks the full and closed ones).
 */
export function sessionDatesAhead(sessions: readonly OpdSession[] | undefined, today: string): SessionDate[] {
  const online = (sessions ?? []).filter(bookedOnline).sort((a, b) => a.start.localeCompare(b.start));
  return datesAhead(today, BOOKING_DAYS_AHEAD).flatMap(({ date, day }) =>
    online
      .filter((session) => session.day === day)
      .map((session) => ({ value: `${date} ${session.start}`, date, session })),
  );
}
