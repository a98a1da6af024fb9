/**
 * `2026-11-25` or an ISO time → `25 November 2026` (in the page's `locale`: `২৫ নভেম্বর ২০২৬` in
 * bn-IN), the calendar date at the hospital: a date alone is that day in Kolkata, whatever the
 * visitor's time zone. A value that is not a date is shown as it came.
 */
export function hospitalDate(value: string, locale = 'en-IN'): string {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value);
  if (Number.isNaN(parsed.getTime())) return value;
  return parsed.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/** Today at the hospital, `YYYY-MM-DD`: the CMS judges "past" by India's date, and so does the form. */
export const hospitalToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

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

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** `14:30` → `14:30` in the page's locale's digits (`১৪:৩০` in bn-IN), on the 24-hour clock the OPD boards use. */
export function clockTime(time: string, locale = 'en-IN'): string {
  let format = clockFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
    clockFormats.set(locale, format);
  }
  const parsed = new Date(`1970-01-01T${time}:00Z`);
  return Number.isNaN(parsed.getTime()) ? time : format.format(parsed);
}
