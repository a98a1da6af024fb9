import { dateFormatter } from '../../lib/hospital-date';

/** Dates as the specification shows them: en-IN (day/month/year). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormatter('en-IN', {}).format(date);
}
