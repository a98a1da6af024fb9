import type { Service } from '@hospital/contract';
import { useApi } from '../../lib/api';

/** The services list (the admin host's newservices.php); a failed load is logged under `failureLabel`. */
export function useServices(failureLabel: string): Service[] {
  const { data } = useApi('/public/api/newservices.php', { failureLabel });
  return Array.isArray(data) ? data : [];
}
