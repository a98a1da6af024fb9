import { MAX_SESSION_PLACES, MESSAGES, WEEKDAYS, type OpdSession, type Weekday } from '@hospital/contract';
import type { FormReader } from '../../legacy/validation';

/** More than three sessions a day, every day, is a data-entry slip, not a timetable. */
export const MAX_OPD_SESSIONS = 21;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const BRANCH_MAX = 80;

/**
 * A doctor's OPD hours from a legacy write: a list of `{day, start, end, branch, places?}` (places
 * empty or absent: the session is asked for by request, not booked online), sent as JSON
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
    const places = readPlaces(entry.places);
    if (places === undefined) form.fail('opd', MESSAGES.opdPlaces(n, MAX_SESSION_PLACES));
    const validDay = typeof day === 'string' && (WEEKDAYS as readonly string[]).includes(day);
    if (!validDay) form.fail('opd', MESSAGES.opdDay(n));
    const validTimes = typeof start === 'string' && typeof end === 'string' && TIME.test(start) && TIME.test(end);
    if (!validTimes) form.fail('opd', MESSAGES.opdTime(n));
    else if (end <= start) form.fail('opd', MESSAGES.opdOrder(n));
    const place = typeof branch === 'string' ? branch.trim() : '';
    if (!place || place.length > BRANCH_MAX) form.fail('opd', MESSAGES.opdBranch(n));
    if (validDay && validTimes && end > start && place && place.length <= BRANCH_MAX && places !== undefined) {
      sessions.push({ day: day as Weekday, start, end, branch: place, places });
    }
  });
  return sessions;
}

/** A session's places: null when not given (booked by request), undefined when not 1 to the maximum. */
function readPlaces(raw: unknown): number | null | undefined {
  if (raw === undefined || raw === null || raw === '') return null;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const places = Number(text);
  return places >= 1 && places <= MAX_SESSION_PLACES ? places : undefined;
}
