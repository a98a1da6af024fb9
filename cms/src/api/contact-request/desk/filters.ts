import { REQUEST_TYPES, type RequestType } from '@hospital/contract';
import { queryChoice, queryText } from '../../../legacy/query';
import { searchedDigits } from './phone-digits';
import { overdueBefore, type DeskSettings } from './settings';

export const STATUSES = ['new', 'contacted', 'scheduled', 'closed'] as const;

type Query = Record<string, unknown>;

/** A request still waiting for its first call past the promised reply time. */
export function overdueFilter(settings: DeskSettings, now: Date = new Date()): Record<string, unknown> {
  return { status: 'new', createdAt: { $lt: overdueBefore(settings, now).toISOString() } };
}

/** Requests of one type; a request stored before types existed is a contact request. */
export function typeFilter(type: RequestType): Record<string, unknown> {
  return type === 'contact' ? { $or: [{ type: 'contact' }, { type: { $null: true } }] } : { type };
}

/**
 * The queue's filters: `?type=` (one of the request types), `?status=` (one of the statuses, or `open`: anything not closed),
 * `?overdue=true`, and `?search=` over name, phone (also as digits) and reference. Bad values are a 400.
 */
export function queueFilters(query: Query, settings: DeskSettings, now: Date = new Date()): Record<string, unknown> {
  const status = queryChoice(query, 'status', [...STATUSES, 'open'] as const);
  const overdue = queryChoice(query, 'overdue', ['true', 'false'] as const);
  const search = queryText(query, 'search');
  const type = queryChoice(query, 'type', REQUEST_TYPES);
  const parts: Record<string, unknown>[] = [];
  if (type) parts.push(typeFilter(type));
  if (status === 'open') parts.push({ status: { $ne: 'closed' } });
  else if (status) parts.push({ status });
  if (overdue === 'true') parts.push(overdueFilter(settings, now));
  if (search) {
    const asTyped = ['name', 'phone', 'reference'].map((field) => ({ [field]: { $containsi: search } }));
    // A number is found whatever its spacing, dashes or script of digits, typed or stored (phone-digits.ts).
    const asNumber = searchedDigits(search).map((digits) => ({ phone_digits: { $contains: digits } }));
    parts.push({ $or: [...asTyped, ...asNumber] });
  }
  return parts.length > 0 ? { $and: parts } : {};
}
