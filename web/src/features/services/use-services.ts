import { useApi, type Service } from '../../lib/api';

/** The services list (the admin host's newservices.php); a failed load is logged under `failureLabel`. */
export function useServices(failureLabel: string): Service[] {
  const { data } = useApi<Service[]>('/public/api/newservices.php', {
    onError: (error) => console.error(failureLabel, error),
  });
  return Array.isArray(data) ? data : [];
}
