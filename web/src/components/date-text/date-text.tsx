import { DATE_LOCALE } from '../../data/constants';

const format = new Intl.DateTimeFormat(DATE_LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });

/** A date in the Indian English format (21 November 2026), machine-readable too. */
export function DateText({ iso, className }: { iso: string; className?: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={iso} className={className}>
      {format.format(date)}
    </time>
  );
}
