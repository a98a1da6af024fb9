import { dateFormatter } from '../../lib/hospital-date';

/** An ISO time in en-IN, in `options`' styles; nothing for no time or one that is not a time. */
export function formatMoment(iso: string | null | undefined, options: Intl.DateTimeFormatOptions): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormatter('en-IN', options).format(date);
}

/** Dates as the specification shows them: en-IN (day/month/year). */
export const formatDate = (iso: string | null | undefined): string => formatMoment(iso, {});
