import { dateFormatter } from '../../lib/hospital-date';
import { useIntlLocale } from '../../lib/i18n';

/**
 * A date as the page's language writes it (21 November 2026 in Indian English, ২১ নভেম্বর ২০২৬ on
 * a Bengali page), machine-readable too.
 */
export function DateText({ iso, className }: { iso: string; className?: string }) {
  const locale = useIntlLocale();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={iso} className={className}>
      {dateFormatter(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date)}
    </time>
  );
}
