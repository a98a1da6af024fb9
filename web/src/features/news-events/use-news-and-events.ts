import type { HospitalEvent, NewsItem } from '@hospital/contract';
import { useApi } from '../../lib/api';

/** The hospital's news, newest first; a failed load is logged and leaves the list empty. */
export function useNews(): NewsItem[] {
  const { data } = useApi('/news/list/', { failureLabel: 'Error fetching news' });
  return Array.isArray(data) ? data : [];
}

/** The hospital's events, newest first; a failed load is logged and leaves the list empty. */
export function useEvents(): HospitalEvent[] {
  const { data } = useApi('/events/list/', { failureLabel: 'Error fetching events' });
  return Array.isArray(data) ? data : [];
}
