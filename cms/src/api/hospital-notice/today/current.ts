import type { Core } from '@strapi/strapi';
import type { HospitalNoticeRecord } from '../../../legacy/today-shapes';
import { hospitalToday } from '../../../utils/hospital-day';

export const NOTICE_UID = 'api::hospital-notice.hospital-notice';

/**
 * What is current at `now`: not past its expiry, and not about days already over (a leave whose
 * last day has passed, a session of yesterday), in case the desk gave a later expiry. Filtered in
 * the query, so nothing expired is ever read, let alone shown.
 */
export function currentFilter(now: Date): Record<string, unknown> {
  return {
    $and: [
      { expires_at: { $gt: now.toISOString() } },
      { $or: [{ to_date: { $null: true } }, { to_date: { $gte: hospitalToday(now) } }] },
      // An item about a doctor who has since been removed is about no one (not every OPD).
      { $or: [{ kind: 'emergency' }, { all_opd: true }, { doctor: { id: { $notNull: true } } }] },
    ],
  };
}

/** The current items, the emergency department first, then by date and the time each was set. */
export async function currentNotices(
  strapi: Core.Strapi,
  now: Date,
  filters: Record<string, unknown> = {},
): Promise<HospitalNoticeRecord[]> {
  const records = await strapi.documents(NOTICE_UID).findMany({
    filters: { $and: [currentFilter(now), filters] },
    sort: [{ from_date: 'asc' }, { set_at: 'desc' }, { id: 'desc' }],
    populate: { doctor: { fields: ['name'] } },
  });
  const notices = records as unknown as HospitalNoticeRecord[];
  return [...notices.filter((n) => n.kind === 'emergency'), ...notices.filter((n) => n.kind !== 'emergency')];
}
