import { useIntlLocale } from '../../lib/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale, made on first use. */
function formatIn(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
    formats.set(locale, format);
  }
  return format;
}

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
      {formatIn(locale).format(date)}
    </time>
  );
}
