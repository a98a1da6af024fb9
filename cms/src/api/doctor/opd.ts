import { MESSAGES, WEEKDAYS, type OpdSession, type Weekday } from '@hospital/contract';
import type { FormReader } from '../../legacy/validation';

/** More than three sessions a day, every day, is a data-entry slip, not a timetable. */
export const MAX_OPD_SESSIONS = 21;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const BRANCH_MAX = 80;

/**
 * A doctor's OPD hours from a legacy write: a list of `{day, start, end, branch}`, sent as JSON
 * (or as its text in a multipart field, as the site's /admin sends it). Every problem is named by
 * the session's place in the list under the one field `opd`. Undefined when not sent.
 */
export function readOpd(form: FormReader, raw: unknown): OpdSession[] | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      list = undefined;
    }
  }
  if (!Array.isArray(list)) {
    form.fail('opd', MESSAGES.opdNotAList);
    return undefined;
  }
  if (list.length > MAX_OPD_SESSIONS) {
    form.fail('opd', MESSAGES.opdTooMany(MAX_OPD_SESSIONS));
    return undefined;
  }
  const sessions: OpdSession[] = [];
  list.forEach((item: unknown, index) => {
    const n = index + 1;
    const entry = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const { day, start, end, branch } = entry;
    const validDay = typeof day === 'string' && (WEEKDAYS as readonly string[]).includes(day);
    if (!validDay) form.fail('opd', MESSAGES.opdDay(n));
    const validTimes = typeof start === 'string' && typeof end === 'string' && TIME.test(start) && TIME.test(end);
    if (!validTimes) form.fail('opd', MESSAGES.opdTime(n));
    else if (end <= start) form.fail('opd', MESSAGES.opdOrder(n));
    const place = typeof branch === 'string' ? branch.trim() : '';
    if (!place || place.length > BRANCH_MAX) form.fail('opd', MESSAGES.opdBranch(n));
    if (validDay && validTimes && end > start && place && place.length <= BRANCH_MAX) {
      sessions.push({ day: day as Weekday, start, end, branch: place });
    }
  });
  return sessions;
}
