import { CONTACT_STATUSES, REQUEST_TYPES, type ContactStatus, type Query, type RequestType } from '../../../lib/api';
import { REQUEST_TYPE_LABELS } from '../../../lib/request-types';

/** The queue's filters, kept in the address so a link (the desk's e-mail) opens the same view. */
export interface QueueFilters {
  type: RequestType | '';
  status: ContactStatus | 'open' | '';
  search: string;
  overdue: boolean;
  page: number;
}

export const STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  scheduled: 'Scheduled',
  closed: 'Closed',
};

export const STATUS_FILTERS: readonly { value: QueueFilters['status']; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'open', label: 'Open (not closed)' },
  ...CONTACT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

export const TYPE_FILTERS: readonly { value: QueueFilters['type']; label: string }[] = [
  { value: '', label: 'All' },
  ...REQUEST_TYPES.map((type) => ({ value: type, label: REQUEST_TYPE_LABELS[type] })),
];

export function readQueueFilters(params: URLSearchParams): QueueFilters {
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  const page = Number(params.get('page'));
  return {
    type: TYPE_FILTERS.some((option) => option.value === type) ? (type as QueueFilters['type']) : '',
    status: STATUS_FILTERS.some((option) => option.value === status) ? (status as QueueFilters['status']) : '',
    search: params.get('search') ?? '',
    overdue: params.get('overdue') === 'true',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address's parameters for these filters: only what is set, page only past the first. */
export function queueParams(filters: QueueFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.type) params.type = filters.type;
  if (filters.status) params.status = filters.status;
  if (filters.search.trim()) params.search = filters.search.trim();
  if (filters.overdue) params.overdue = 'true';
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

/** The API's query for these filters (the list and the CSV export take the same). */
export function queueQuery(filters: QueueFilters): Query {
  return {
    type: filters.type || undefined,
    status: filters.status || undefined,
    search: filters.search.trim() || undefined,
    overdue: filters.overdue ? 'true' : undefined,
  };
}
