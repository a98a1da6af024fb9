import { MESSAGES } from '@hospital/contract';
import type { FormReader } from '../../../legacy/validation';
import { preferredDateProblem } from '../../../legacy/opd-dates';
import { weekdayOf } from '../../../utils/hospital-day';
import { bookingDaysAhead, sessionOver } from './calendar';
import { sessionOn, type BookingDoctor, type DatedSession } from './sessions';

/**
 * The session date a patient chose (`date` and `start`), checked for this doctor: a real date from
 * today to the booking window's end, on one of the doctor's OPD days, a session that starts at
 * `start` that day and has not ended, and one booked online (with places). Each problem is failed
 * on its field; null when there is one (or no doctor to judge by).
 */
export function chosenSession(form: FormReader, doctor: BookingDoctor | undefined, now: Date): DatedSession | null {
  const date = form.text('date', { required: MESSAGES.required });
  const start = form.text('start', { required: MESSAGES.required });
  if (!doctor || date === null || start === null) return null;
  const opdDays = doctor.opd.map((session) => session.day);
  const problem = preferredDateProblem(date, { name: doctor.name, opdDays }, now, bookingDaysAhead());
  if (problem) {
    form.fail('date', problem.message, problem.refusal);
    return null;
  }
  const session = sessionOn(doctor, date, start);
  if (!session || sessionOver({ date, end: session.end }, now)) {
    form.fail('start', MESSAGES.bookingNotASession, { code: 'not_a_session' });
    return null;
  }
  if (!session.places) {
    form.fail('start', MESSAGES.bookingNotOnline, { code: 'not_bookable' });
    return null;
  }
  const { end, branch, places } = session;
  return { doctorId: doctor.id, date, day: weekdayOf(date), start, end, branch, places };
}
