import type { Core } from '@strapi/strapi';

/** Why the hospital closed a session on a date (issue 41, item 5: "today at the hospital"). */
export interface SessionClosure {
  reason: 'leave' | 'closed';
}

/**
 * Whether the hospital closed this doctor's session on this date: the doctor on leave, the session
 * closed for a holiday. A closed session is listed with `closed: true`, cannot be booked or moved
 * to, and its bookings show it. The one seam of item 5: until the desk can set these, nothing is
 * closed.
 */
export async function sessionClosure(
  _strapi: Core.Strapi,
  _doctor: { id: number },
  _date: string,
  _start: string,
): Promise<SessionClosure | null> {
  return null;
}
