/** `2026-11-25` → `25 November 2026` (in the page's `locale`), as a calendar date (no time zone moves it). */
export function longDate(date: string, locale = 'en-IN'): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
