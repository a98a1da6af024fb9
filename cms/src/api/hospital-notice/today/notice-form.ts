import type { Core } from '@strapi/strapi';
import {
  EMERGENCY_DEFAULT_HOURS,
  EMERGENCY_STATES,
  LATE_MINUTES,
  MESSAGES,
  TODAY_KINDS,
  TODAY_MAX_DAYS_AHEAD,
  type EmergencyState,
  type TodayKind,
  type Weekday,
} from '@hospital/contract';
import type { FormReader } from '../../../legacy/validation';
import { addDays, endOfHospitalDay, hospitalToday, isCalendarDate, weekdayOf } from '../../../utils/hospital-day';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const SESSION_START = /^([01]\d|2[0-3]):[0-5]\d$/;

interface NoticeDoctor {
  documentId: string;
  name: string;
  opd?: Array<{ day: Weekday; start: string }> | null;
}

/** What a save stores (the Document Service's data), once every field has been judged. */
export interface NoticeData {
  kind: TodayKind;
  doctor: string | null;
  /** A closure with no doctor named: every OPD that day (a holiday). */
  all_opd: boolean;
  from_date: string | null;
  to_date: string | null;
  session_start: string | null;
  minutes: number | null;
  emergency_state: EmergencyState | null;
  note: string | null;
  expires_at: Date;
}

/** The active doctor with this legacy id, with their OPD sessions; null for anything else. */
async function activeDoctor(strapi: Core.Strapi, raw: unknown): Promise<NoticeDoctor | null> {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return null;
  const doctor = await strapi.documents('api::doctor.doctor').findFirst({
    filters: { id: Number(text), is_active: true },
    populate: ['opd'],
  });
  return (doctor as NoticeDoctor | null) ?? null;
}

const named = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * One save of the desk's, judged whole before anything is stored: the kind's fields, real dates
 * from today on and within 90 days, a last day of leave on or after the first, a session the doctor
 * really has that day, 5 to 240 minutes, a note of at most 140 characters, an expiry after now.
 * Every problem is named at once ({field: [message]}); null when there was one.
 */
export async function readNotice(
  strapi: Core.Strapi,
  form: FormReader,
  body: Record<string, unknown>,
  now: Date,
): Promise<NoticeData | null> {
  const kind = form.choice('kind', { required: MESSAGES.required, choices: TODAY_KINDS });
  if (!kind) return null;
  const today = hospitalToday(now);
  const latest = addDays(today, TODAY_MAX_DAYS_AHEAD);

  const date = (field: string, required: boolean): string | null => {
    const text = form.text(field, required ? { required: MESSAGES.required } : {});
    if (text === null) return null;
    if (!isCalendarDate(text)) form.fail(field, MESSAGES.todayDateInvalid);
    else if (text > latest) form.fail(field, MESSAGES.todayTooFar(TODAY_MAX_DAYS_AHEAD));
    else return text;
    return null;
  };
  const notPast = (field: string, value: string | null) => {
    if (value !== null && value < today) form.fail(field, MESSAGES.todayDatePast);
  };

  let doctor: NoticeDoctor | null = null;
  if (kind === 'emergency') {
    if (named(body.doctor)) form.fail('doctor', MESSAGES.todayDoctorNotTaken);
  } else if (named(body.doctor)) {
    doctor = await activeDoctor(strapi, body.doctor);
    if (!doctor) form.fail('doctor', MESSAGES.todayDoctorUnknown);
  } else if (kind !== 'closed') form.fail('doctor', MESSAGES.todayDoctorRequired);

  let from: string | null = null;
  let to: string | null = null;
  if (kind === 'leave') {
    from = date('from', true);
    to = date('to', true);
    notPast('to', to);
    if (from !== null && to !== null && to < from) form.fail('to', MESSAGES.todayToBeforeFrom);
  } else if (kind !== 'emergency') {
    from = to = date('date', true);
    notPast('date', from);
  }

  const sessionStart = kind === 'late' || kind === 'closed' ? readSessionStart(form, kind === 'late') : null;
  if (sessionStart && doctor && from && !form.has('date')) {
    const starts = (doctor.opd ?? []).filter((session) => session.day === weekdayOf(from)).map((s) => s.start);
    if (!starts.includes(sessionStart))
      form.fail('session_start', MESSAGES.todayNotASession(doctor.name, from, [...new Set(starts)].sort().join(', ')));
  }

  const minutes = kind === 'late' ? form.integer('minutes', LATE_MINUTES) : null;
  if (kind === 'late' && minutes === null && !form.has('minutes')) form.fail('minutes', MESSAGES.required);
  const emergency =
    kind === 'emergency' ? form.choice('emergency', { required: MESSAGES.required, choices: EMERGENCY_STATES }) : null;
  const note = form.text('note');

  const defaultExpiry = to ? endOfHospitalDay(to) : new Date(now.getTime() + EMERGENCY_DEFAULT_HOURS * HOUR_MS);
  const expiresAt = readExpiry(form, now) ?? defaultExpiry;

  if (Object.keys(form.errors).length > 0) return null;
  return {
    kind,
    doctor: doctor?.documentId ?? null,
    all_opd: kind === 'closed' && !doctor,
    from_date: from,
    to_date: to,
    session_start: sessionStart,
    minutes,
    emergency_state: emergency,
    note,
    // Rounded up to the whole minute: the expiry sweep looks once a minute, on the minute.
    expires_at: new Date(Math.ceil(expiresAt.getTime() / MINUTE_MS) * MINUTE_MS),
  };
}

function readSessionStart(form: FormReader, required: boolean): string | null {
  const text = form.text('session_start', required ? { required: MESSAGES.required } : {});
  if (text !== null && !SESSION_START.test(text)) {
    form.fail('session_start', MESSAGES.todaySessionStartInvalid);
    return null;
  }
  return text;
}

/** An expiry the desk gave (ISO 8601 with its offset), after now and within 90 days; null when none was given. */
function readExpiry(form: FormReader, now: Date): Date | null {
  const text = form.text('expires_at');
  if (text === null) return null;
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)
    ? new Date(text)
    : null;
  if (!at || Number.isNaN(at.getTime())) form.fail('expires_at', MESSAGES.todayExpiryInvalid);
  else if (at.getTime() <= now.getTime()) form.fail('expires_at', MESSAGES.todayExpiryPast);
  else if (at.getTime() > now.getTime() + (TODAY_MAX_DAYS_AHEAD + 1) * 24 * HOUR_MS)
    form.fail('expires_at', MESSAGES.todayExpiryTooFar(TODAY_MAX_DAYS_AHEAD));
  else return at;
  return null;
}
