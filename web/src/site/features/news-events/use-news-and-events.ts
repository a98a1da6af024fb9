import type { HospitalEvent, NewsItem } from '@hospital/contract';
import { usePublicApi } from '../../../lib/api';
import { EVENTS, NEWS } from './news-events-keys';

/** The hospital's news, newest first; a failed load is logged and leaves the list empty. */
export function useNews(): NewsItem[] {
  const { data } = usePublicApi(NEWS, { failureLabel: 'Error fetching news' });
  return Array.isArray(data) ? data : [];
}

/** The hospital's events, newest first; a failed load is logged and leaves the list empty. */
export function useEvents(): HospitalEvent[] {
  const { data } = usePublicApi(EVENTS, { failureLabel: 'Error fetching events' });
  return Array.isArray(data) ? data : [];
}
