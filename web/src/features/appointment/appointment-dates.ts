import { WEEKDAYS, type OpdSession } from '../../lib/api';

/** How far ahead a patient may ask (the CMS refuses anything later). */
export const APPOINTMENT_DAYS_AHEAD = 60;
const DAY_MS = 86_400_000;

/** Today at the hospital, `YYYY-MM-DD`: the CMS judges "past" by India's date, and so does the form. */
export const hospitalToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

/** Every date from today to 60 days ahead that falls on one of the doctor's OPD days. */
export function opdDatesAhead(sessions: readonly OpdSession[] | undefined, today: string): string[] {
  const days = new Set((sessions ?? []).map((session) => session.day));
  const start = Date.parse(`${today}T00:00:00Z`);
  const dates: string[] = [];
  for (let offset = 0; offset <= APPOINTMENT_DAYS_AHEAD; offset += 1) {
    const date = new Date(start + offset * DAY_MS);
    if (days.has(WEEKDAYS[(date.getUTCDay() + 6) % 7])) dates.push(date.toISOString().slice(0, 10));
  }
  return dates;
}

/** `2026-11-30` → `Monday, 30 November 2026`. */
export function longDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    parsed.toLocaleDateString('en-IN', { ...options, timeZone: 'UTC' });
  return `${part({ weekday: 'long' })}, ${part({ day: 'numeric' })} ${part({ month: 'long' })} ${part({ year: 'numeric' })}`;
}
