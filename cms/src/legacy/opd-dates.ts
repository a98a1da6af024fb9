import { MESSAGES, WEEKDAYS, type Refusal, type Weekday } from '@hospital/contract';
import { addDays, hospitalToday, isCalendarDate, weekdayOf } from '../utils/hospital-day';

/** How far ahead a patient may ask for (the doctors' rosters are not planned further). */
export const APPOINTMENT_DAYS_AHEAD = 60;

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
  if (!isCalendarDate(date)) return { message: MESSAGES.appointmentDateInvalid, refusal: { code: 'invalid_date' } };
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
