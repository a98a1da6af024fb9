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
 * `2026-11-30` → its weekday, day, month and year, put together from their parts so no ICU version
 * reorders them, with the names `long` or `short`, in `locale`'s own names and digits. A calendar
 * date: read in UTC, so no time zone can move it a day.
 */
function weekdayDate(date: string, locale: string, names: 'long' | 'short'): string {
  const format = dateFormatter(locale, {
    weekday: names,
    day: 'numeric',
    month: names,
    year: 'numeric',
    timeZone: 'UTC',
  });
  const parts = Object.fromEntries(
    format.formatToParts(new Date(`${date}T00:00:00Z`)).map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** `2026-11-30` → `Monday, 30 November 2026`; in another locale (the page's, `bn-IN`, `hi-IN`) its own names and digits. */
export const longDate = (date: string, locale = 'en-IN'): string => weekdayDate(date, locale, 'long');

/** `2026-11-30` → `Mon, 30 Nov 2026`, as the desk shows a preferred date; a value that is not a date as it came. */
export function calendarDate(date: string): string {
  return Number.isNaN(new Date(`${date}T00:00:00Z`).getTime()) ? date : weekdayDate(date, 'en-IN', 'short');
}

/** `14:30` → `14:30` in the page's locale's digits (`১৪:৩০` in bn-IN), on the 24-hour clock the OPD boards use. */
export function clockTime(time: string, locale = 'en-IN'): string {
  const parsed = new Date(`1970-01-01T${time}:00Z`);
  if (Number.isNaN(parsed.getTime())) return time;
  return dateFormatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
    parsed,
  );
}
