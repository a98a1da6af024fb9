import { useMemo } from 'react';
import type { DoctorType } from '@hospital/contract';
import { useApi } from '../../lib/api';
import { doctorsOfType } from './doctor-list';

/** The public list of doctors or medical officers; a failed load is logged and leaves it empty. */
export function useDoctors(type: DoctorType) {
  const { data } = useApi('/doctors/', { query: { type }, failureLabel: 'Error fetching doctors:' });
  return useMemo(() => doctorsOfType(data, type), [data, type]);
}
