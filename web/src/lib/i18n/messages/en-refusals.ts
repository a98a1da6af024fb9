/**
 * Why a patient's request was refused, in English, by the CMS's refusal code (packages/contract,
 * refusals.ts) or the page's own check before sending: the words of the five patient forms, which
 * come with their code (site/components/patient-form/refusals.ts), not with every page. Where the
 * CMS has an English message for a code, this is the same text.
 */
export const enRefusals = {
  'refusal.required': 'This field is required.',
  'refusal.too_long': 'Ensure this field has no more than {max, number} characters.',
  'refusal.not_text': 'Not a valid string.',
  'refusal.invalid_choice': 'Choose one of the options given.',
  'refusal.invalid_email': 'Enter a valid email address.',
  'refusal.invalid_url': 'Enter a valid URL.',
  'refusal.invalid_boolean': 'Answer yes or no.',
  'refusal.invalid_number': 'A valid integer is required.',
  'refusal.too_small': 'Ensure this value is greater than or equal to {min, number}.',
  'refusal.too_large': 'Ensure this value is less than or equal to {max, number}.',
  'refusal.invalid_phone': 'Enter a phone number: digits, with + and the country code from outside India.',
  'refusal.invalid_passport': 'Enter the passport number as printed: 6 to 20 letters and digits.',
  'refusal.too_many_attendants': 'A medical visa allows at most two attendants with the patient.',
  'refusal.unknown_doctor': 'Choose a doctor from the list; this one is not on it.',
  'refusal.invalid_date': 'Enter the date as YYYY-MM-DD.',
  'refusal.date_past': 'Choose a date from today onwards.',
  'refusal.date_too_far': 'Choose a date within the next {max, number} days.',
  'refusal.date_not_opd': 'The doctor sees patients on {days} only; choose one of those days.',
  'refusal.date_no_opd': 'The doctor has no OPD days listed.',
  'refusal.doctor_or_department': 'Name the department or the doctor the patient is coming to see.',
  'refusal.file_too_large': 'The report must be at most {megabytes, number} MB; send a smaller scan or photo.',
  'refusal.file_type': 'Attach the report as a PDF, JPEG or PNG file.',
  'refusal.file_not_taken': 'Attach files only as the report.',
  'refusal.report_not_received':
    'Your report could not be received just now, so your request was not sent. Please try again in a few minutes.',
  'refusal.rate_limited':
    'Too many requests were sent from this device; please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'refusal.rate_limited_unknown':
    'Too many requests were sent from this device; please wait a few minutes and try again.',
  'refusal.not_a_session': "Choose one of the doctor's OPD sessions on that date.",
  'refusal.not_bookable': 'This session is not booked online; send an appointment request instead.',
  'refusal.session_full': 'This session is full. Choose another session.',
  'refusal.session_closed': 'The hospital has closed this session on that date. Choose another session.',
  'refusal.moves_used': 'This booking has been moved as many times as allowed; call the desk to change it.',
  'refusal.booking_over': 'This booking can no longer be changed.',
  'refusal.same_session': 'The booking is already for this session.',
  'refusal.invalid_abha': 'Enter the ABHA number (14 digits) or the ABHA address (for example name@abdm).',
  'refusal.invalid': 'This was not accepted; please check it.',
  'refusal.form_too_large': 'The form is too large to send. Please shorten the message.',
  'refusal.form_unreadable': 'The form could not be read. Please send it again.',
} as const;
