import type { Service } from '@hospital/contract';
import { usePublicApi } from '../../../lib/api';
import { SERVICES } from './services-key';

/** The services list (the admin host's newservices.php); a failed load is logged under `failureLabel`. */
export function useServices(failureLabel: string): Service[] {
  const { data } = usePublicApi(SERVICES, { failureLabel });
  return Array.isArray(data) ? data : [];
}
