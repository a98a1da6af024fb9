import { useApi, type HospitalEvent, type NewsItem } from '../../lib/api';

/** The hospital's news, newest first; a failed load is logged and leaves the list empty. */
export function useNews(): NewsItem[] {
  const { data } = useApi<NewsItem[]>('/news/list/', {
    onError: (error) => console.error('Error fetching news', error),
  });
  return Array.isArray(data) ? data : [];
}

/** The hospital's events, newest first; a failed load is logged and leaves the list empty. */
export function useEvents(): HospitalEvent[] {
  const { data } = useApi<HospitalEvent[]>('/events/list/', {
    onError: (error) => console.error('Error fetching events', error),
  });
  return Array.isArray(data) ? data : [];
}
