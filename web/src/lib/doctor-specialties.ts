import type { DoctorSpecialty } from './api';

/** The CMS's specialty enumeration in the hospital's words, in the order the finder lists them. */
export const SPECIALTY_LABELS: Record<DoctorSpecialty, string> = {
  neurology: 'Neurology',
  neurosurgery: 'Neurosurgery',
  neuro_critical_care: 'Neuro critical care',
  neuro_rehabilitation: 'Neuro rehabilitation',
  paediatric_neurology: 'Paediatric neurology',
};

export const DOCTOR_SPECIALTIES = Object.keys(SPECIALTY_LABELS) as DoctorSpecialty[];

export function isDoctorSpecialty(value: string | null | undefined): value is DoctorSpecialty {
  // Its own keys only: `constructor` is `in` every object.
  return typeof value === 'string' && Object.hasOwn(SPECIALTY_LABELS, value);
}
