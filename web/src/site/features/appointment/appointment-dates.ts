import { WEEKDAYS, type OpdSession } from '../../../lib/api';

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

/**
 * One formatter per locale for every date in the list: building an Intl formatter per call (what
 * `toLocaleDateString` with options does) cost the page's hydration more than the rest of the form.
 */
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * `2026-11-30` → `Monday, 30 November 2026`, put together from its parts so no ICU version
 * reorders it; in another locale (the page's, `bn-IN`, `hi-IN`) its own names and digits.
 */
export function longDate(date: string, locale = 'en-IN'): string {
  let format = longDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    longDateFormats.set(locale, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(`${date}T00:00:00Z`)).map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}
