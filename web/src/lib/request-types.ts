import type { FeedbackKind, RequestType } from '@hospital/contract';

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
