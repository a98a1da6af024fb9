import type { Banner } from '@hospital/contract';
import { usePublicApi } from '../../../lib/api';
import { BANNERS } from './banners-key';

/** The home page's banners; a failed load is logged and leaves the list empty. */
export function useBanners(): Banner[] {
  const { data } = usePublicApi(BANNERS, { failureLabel: 'Error fetching banners:' });
  return Array.isArray(data) ? data : [];
}
