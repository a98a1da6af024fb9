import type { Banner } from '@hospital/contract';
import { useApi } from '../../lib/api';

/** The home page's banners; a failed load is logged and leaves the list empty. */
export function useBanners(): Banner[] {
  const { data } = useApi('/banners/', { failureLabel: 'Error fetching banners:' });
  return Array.isArray(data) ? data : [];
}
