/**
 * Date formatters, each built once per locale and options and kept. Building one (what
 * `toLocaleDateString` with options does on every call) costs 2 to 7 ms of a phone's CPU (4x
 * slowdown), and a page formats many dates: a doctor's card three (its OPD day and time, and
 * today), and one per call had cost the appointment form's hydration more than the rest of the
 * form. The first formatter a page builds costs far more (115 to 220 ms at 4x, ICU loading its
 * data; issue 40's profile, 2026-12-01), once, whatever is kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * `2026-11-25` or an ISO time → `25 November 2026` (in the page's `locale`: `২৫ নভেম্বর ২০২৬` in
 * bn-IN), the calendar date at the hospital: a date alone is that day in Kolkata, whatever the
 * visitor's time zone. A value that is not a date is shown as it came.
 */
export function hospitalDate(value: string, locale = 'en-IN'): string {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value);
  if (Number.isNaN(parsed.getTime())) return value;
  return dateFormatter(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    parsed,
  );
}

/** Today at the hospital, `YYYY-MM-DD`: the CMS judges "past" by India's date, and so does the form. */
export const hospitalToday = (now: Date = new Date()): string =>
  dateFormatter('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

/**
 * `2026-11-30` → `Monday, 30 November 2026`, put together from its parts so no ICU version
 * reorders it; in another locale (the page's, `bn-IN`, `hi-IN`) its own names and digits.
 */
export function longDate(date: string, locale = 'en-IN'): string {
  const format = dateFormatter(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const parts = Object.fromEntries(
    format.formatToParts(new Date(`${date}T00:00:00Z`)).map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** `14:30` → `14:30` in the page's locale's digits (`১৪:৩০` in bn-IN), on the 24-hour clock the OPD boards use. */
export function clockTime(time: string, locale = 'en-IN'): string {
  const parsed = new Date(`1970-01-01T${time}:00Z`);
  if (Number.isNaN(parsed.getTime())) return time;
  return dateFormatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
    parsed,
  );
}
