import type { Core } from '@strapi/strapi';
import type { HospitalNoticeRecord, SessionState } from '../../../legacy/today-shapes';
import { currentNotices } from './current';

/**
 * Today at the hospital as the rest of the CMS asks it: bookings refuse a session that is closed or
 * whose doctor is on leave. Only current items count: nothing past its expiry.
 */
export function todayAtHospital(strapi: Core.Strapi, now: () => Date = () => new Date()) {
  /** The legacy (numeric) id of a doctor, as the booking form and the answers name them. */
  const aboutDoctor = (doctorId: number) => ({ doctor: { id: doctorId } });

  return {
    /**
     * What the desk has said of each of the doctor's sessions from `from` to `to`, read at once (a
     * doctor's 60 days of bookable dates are one query, not one a date).
     */
    async sessionStates(doctorId: number, from: string, to: string) {
      const notices = await currentNotices(strapi, now(), {
        $or: [aboutDoctor(doctorId), { kind: 'closed', all_opd: true }],
        from_date: { $lte: to },
        to_date: { $gte: from },
      });
      return (date: string, start: string): SessionState => {
        const onDate = notices.filter((notice) => (notice.from_date ?? '') <= date && (notice.to_date ?? '') >= date);
        const forSession = (notice: HospitalNoticeRecord) => !notice.session_start || notice.session_start === start;
        const late = onDate.filter((notice) => notice.kind === 'late' && forSession(notice));
        return {
          closed: onDate.some((notice) => notice.kind === 'closed' && forSession(notice)),
          onLeave: onDate.some((notice) => notice.kind === 'leave'),
          lateMinutes: late.length > 0 ? Math.max(...late.map((notice) => notice.minutes ?? 0)) : null,
        };
      };
    },
  };
}
