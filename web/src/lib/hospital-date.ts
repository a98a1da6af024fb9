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
