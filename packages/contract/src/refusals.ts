import { WEEKDAYS, type BookableSession, type Weekday } from './answers';

/**
 * Why the CMS refused a patient's request, as stable codes beside the legacy English messages
 * (docs/API.md, "Refusal codes"). The site words each code in the page's language; the English
 * `{field: ["message"]}` lists stay as they always were for the old clients.
 */
export const REFUSAL_CODES = [
  /** Missing or blank. */
  'required',
  /** Longer than `max` characters. */
  'too_long',
  /** Not text at all (a list, an object). */
  'not_text',
  /** Not one of the field's choices. */
  'invalid_choice',
  'invalid_email',
  'invalid_url',
  'invalid_boolean',
  /** Not a whole number. */
  'invalid_number',
  /** Below `min`. */
  'too_small',
  /** Above `max`. */
  'too_large',
  /** Not a phone number: digits, spaces, `+`, `-`, `(`, `)` and `.` only. */
  'invalid_phone',
  /** Not 6 to 20 letters and digits once spaces and dashes are dropped. */
  'invalid_passport',
  /** More attendants than the medical visa allows (`max`). */
  'too_many_attendants',
  /** The doctor named is not (or no longer) on the list. */
  'unknown_doctor',
  /** Not a real `YYYY-MM-DD` date. */
  'invalid_date',
  /** Before today at the hospital. */
  'date_past',
  /** More than `max` days ahead. */
  'date_too_far',
  /** Not one of the doctor's OPD `days` (empty: the doctor has none). */
  'date_not_opd',
  /** A visa request names neither the department nor the doctor. */
  'doctor_or_department',
  /** A file over `max` bytes. */
  'file_too_large',
  /** A report that is not one PDF, JPEG or PNG by its bytes. */
  'file_type',
  /** A file where none is taken (a report on another type, another file field). */
  'file_not_taken',
  /** Past the form's allowance per client address: `seconds` until the next one is taken. */
  'rate_limited',
  /** The site server's own: a form without a file whose body is over its limit (never the CMS's). */
  'form_too_large',
  /** The site server's own: a body that could not be read as a form (a broken multipart). */
  'form_unreadable',
  /** No OPD session of the doctor starts at `start` on that date's weekday. */
  'not_a_session',
  /** The session is not booked online (no places): the patient sends an appointment request. */
  'not_bookable',
  /** Every place of the session date is taken (409, with `next` sessions offered). */
  'session_full',
  /** The hospital closed the session that date: the doctor on leave, a holiday (409, with `next`). */
  'session_closed',
  /** The booking was moved `max` times already (409). */
  'moves_used',
  /** The booking is cancelled, attended or its date has passed: it cannot be moved or cancelled (409). */
  'booking_over',
  /** A move to the session date the booking already holds. */
  'same_session',
  /** Not an ABHA number (14 digits) nor an ABHA address (`name@abdm`). */
  'invalid_abha',
  /** The private store of the reports did not take the report (503): nothing was kept; send again in a few minutes. */
  'report_not_received',
  /** Any other problem: the English message is all there is. */
  'invalid',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** One refusal: its code and the figures its wording needs. */
export interface Refusal {
  code: RefusalCode;
  min?: number;
  max?: number;
  /** `rate_limited`: seconds until the form is taken again (as `Retry-After`). */
  seconds?: number;
  /** `date_not_opd`: the doctor's OPD days. */
  days?: Weekday[];
}

/** The codes of a refusal, by field as the legacy messages are (`non_field_errors` for the rate limit). */
export type RefusalCodes = Record<string, Refusal[]>;

/**
 * A refusal of `POST /contact-requests/` (400 or 429): the legacy messages by field, or `detail`,
 * and beside them `codes`, which no legacy client reads (its value is an object, not a list).
 */
export interface PatientRequestRefusal {
  detail?: string;
  codes: RefusalCodes;
  [field: string]: string[] | string | RefusalCodes | undefined;
}

const isCode = (value: unknown): value is RefusalCode =>
  typeof value === 'string' && (REFUSAL_CODES as readonly string[]).includes(value);
const wholeNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

/** One refusal as it came in a body: only a known code and its figures are kept. */
function readRefusal(value: unknown): Refusal | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, min, max, seconds, days } = value as Record<string, unknown>;
  if (!isCode(code)) return null;
  const refusal: Refusal = { code };
  if (wholeNumber(min) !== undefined) refusal.min = wholeNumber(min);
  if (wholeNumber(max) !== undefined) refusal.max = wholeNumber(max);
  if (wholeNumber(seconds) !== undefined) refusal.seconds = wholeNumber(seconds);
  if (Array.isArray(days)) refusal.days = WEEKDAYS.filter((day) => days.includes(day));
  return refusal;
}

/** The `codes` of a refusal's body, checked: an unknown code, figure or shape is left out. */
export function readRefusalCodes(body: unknown): RefusalCodes {
  const codes: RefusalCodes = {};
  const given = typeof body === 'object' && body !== null ? (body as { codes?: unknown }).codes : undefined;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return codes;
  for (const [field, list] of Object.entries(given)) {
    if (!Array.isArray(list)) continue;
    const refusals = list.map(readRefusal).filter((refusal): refusal is Refusal => refusal !== null);
    if (refusals.length > 0) codes[field] = refusals;
  }
  return codes;
}

/** The refusals of a booking that no field change mends: the session or the booking itself (409). */
export type BookingConflictCode = Extract<
  RefusalCode,
  'session_full' | 'session_closed' | 'moves_used' | 'booking_over'
>;

/**
 * A 409 of `POST /bookings/` or `/bookings/move/` (and `booking_over` of `/bookings/cancel/`):
 * the English `detail`, the `code` (also in `codes.non_field_errors`, as every refusal's), and
 * for a full or closed session up to NEXT_SESSIONS_OFFERED open dates of the same doctor (empty
 * for the others, or when none is open).
 */
export interface BookingConflict {
  detail: string;
  code: BookingConflictCode;
  codes: RefusalCodes;
  next: BookableSession[];
}
