import { useMemo } from 'react';
import type { DoctorType } from '@hospital/contract';
import { doctorsKey, usePublicApi } from '../../../lib/api';
import { doctorsOfType } from './doctor-list';

/** The public list of doctors or medical officers; a failed load is logged and leaves it empty. */
export function useDoctors(type: DoctorType) {
  const { data } = usePublicApi(doctorsKey(type), { failureLabel: 'Error fetching doctors:' });
  return useMemo(() => doctorsOfType(data, type), [data, type]);
}
