import type { FeedbackKind, RequestType } from '@hospital/contract';
import { dateFormatter } from './hospital-date';

/** What the desk calls each kind of request, in its filters, rows and dashboard. */
export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  contact: 'Contact',
  appointment: 'Appointment',
  feedback: 'Feedback',
  estimate: 'Estimate',
  visa: 'Visa letter',
};

export const FEEDBACK_KIND_LABELS: Record<FeedbackKind, string> = {
  compliment: 'Compliment',
  suggestion: 'Suggestion',
  complaint: 'Complaint',
};

/** `2026-11-30` → `Mon, 30 Nov 2026`, read as a calendar date (no time zone can move it a day). */
export function calendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const part = (options: Intl.DateTimeFormatOptions) =>
    dateFormatter('en-IN', { ...options, timeZone: 'UTC' }).format(parsed);
  return `${part({ weekday: 'short' })}, ${part({ day: 'numeric' })} ${part({ month: 'short' })} ${part({ year: 'numeric' })}`;
}
