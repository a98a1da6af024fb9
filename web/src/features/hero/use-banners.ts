import { useApi, type Banner } from '../../lib/api';

/** The home page's banners; a failed load is logged and leaves the list empty. */
export function useBanners(): Banner[] {
  const { data } = useApi<Banner[]>('/banners/', {
    onError: (error) => console.error('Error fetching banners:', error),
  });
  return Array.isArray(data) ? data : [];
}
