import { MESSAGES, WEEKDAYS, type Refusal, type Weekday } from '@hospital/contract';

/** How far ahead a patient may ask for (the doctors' rosters are not planned further). */
export const APPOINTMENT_DAYS_AHEAD = 60;
export const HOSPITAL_TIME_ZONE = 'Asia/Kolkata';
const DAY_MS = 86_400_000;

/** Today's date at the hospital, `YYYY-MM-DD` (a patient at 00:30 in Kolkata is already on the next day). */
export const hospitalToday = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: HOSPITAL_TIME_ZONE }).format(now);

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The weekday of a `YYYY-MM-DD` date, in the contract's words. */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];

const capitalised = (day: Weekday) => day[0].toUpperCase() + day.slice(1);

/** `Monday, Thursday and Saturday`. */
export function daysInWords(days: readonly Weekday[]): string {
  const names = WEEKDAYS.filter((day) => days.includes(day)).map(capitalised);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** A problem with a date: the legacy English message and its code. */
export interface DateProblem {
  message: string;
  refusal: Refusal;
}

/**
 * What is wrong with a preferred date for this doctor, or null: a real calendar date, not before
 * today at the hospital, at most `daysAhead` (60) days ahead, and on one of the doctor's OPD days.
 */
export function preferredDateProblem(
  date: string,
  doctor: { name: string; opdDays: readonly Weekday[] },
  now: Date,
  daysAhead = APPOINTMENT_DAYS_AHEAD,
): DateProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || addDays(date, 0) !== date)
    return { message: MESSAGES.appointmentDateInvalid, refusal: { code: 'invalid_date' } };
  const today = hospitalToday(now);
  if (date < today) return { message: MESSAGES.appointmentDatePast, refusal: { code: 'date_past' } };
  if (date > addDays(today, daysAhead)) {
    return {
      message: MESSAGES.appointmentDateTooFar(daysAhead),
      refusal: { code: 'date_too_far', max: daysAhead },
    };
  }
  if (!doctor.opdDays.includes(weekdayOf(date))) {
    return {
      message: MESSAGES.appointmentDateNotOpd(doctor.name, daysInWords(doctor.opdDays)),
      refusal: { code: 'date_not_opd', days: WEEKDAYS.filter((day) => doctor.opdDays.includes(day)) },
    };
  }
  return null;
}
