import { useMemo } from 'react';
import { useApi, type DoctorList, type DoctorType } from '../../lib/api';
import { doctorsOfType } from './doctor-list';

/** The public list of doctors or medical officers; a failed load is logged and leaves it empty. */
export function useDoctors(type: DoctorType) {
  const { data } = useApi<DoctorList>('/doctors/', {
    query: { type },
    onError: (error) => console.error('Error fetching doctors:', error),
  });
  return useMemo(() => doctorsOfType(data, type), [data, type]);
}
