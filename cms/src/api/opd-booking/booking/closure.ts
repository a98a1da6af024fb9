import type { Core } from '@strapi/strapi';
import type { TodayAtHospital } from '../../../legacy/today-shapes';

/** Why the hospital closed a session on a date (issue 41, item 5: "today at the hospital"). */
export interface SessionClosure {
  reason: 'leave' | 'closed';
}

/**
 * Whether the hospital closed this doctor's session on this date: the doctor on leave, the session
 * (or every OPD that day) closed, as the desk set it in /admin and only while it is current. A
 * closed session is listed with `closed: true`, cannot be booked or moved to, and its bookings
 * show it. A session running late stays open.
 */
export async function sessionClosure(
  strapi: Core.Strapi,
  doctor: { id: number },
  date: string,
  start: string,
): Promise<SessionClosure | null> {
  return (await sessionClosures(strapi, doctor, date, date))(date, start);
}

/** The closures of the doctor's sessions from `from` to `to`, read at once: a function of date and start. */
export async function sessionClosures(strapi: Core.Strapi, doctor: { id: number }, from: string, to: string) {
  const today = strapi.service('api::hospital-notice.hospital-notice') as unknown as TodayAtHospital;
  const stateOf = await today.sessionStates(doctor.id, from, to);
  return (date: string, start: string): SessionClosure | null => {
    const state = stateOf(date, start);
    if (state.onLeave) return { reason: 'leave' };
    return state.closed ? { reason: 'closed' } : null;
  };
}
