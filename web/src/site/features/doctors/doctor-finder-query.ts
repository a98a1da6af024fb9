import type { Doctor, DoctorSpecialty } from '../../../lib/api';
import { DOCTOR_SPECIALTIES, isDoctorSpecialty } from '../../../lib/doctor-specialties';
import { soundsLike } from './name-sounds';

/** What the visitor asked the finder: a name (or part of one) and a specialty, both optional. */
export interface FinderQuery {
  q: string;
  specialty: DoctorSpecialty | '';
}

export const NO_FINDER_QUERY: FinderQuery = { q: '', specialty: '' };

/** `/doctors?q=...&specialty=...`: an unknown specialty is ignored rather than matching nobody. */
export function readFinderQuery(params: URLSearchParams): FinderQuery {
  const specialty = params.get('specialty');
  return { q: params.get('q') ?? '', specialty: isDoctorSpecialty(specialty) ? specialty : '' };
}

export function finderParams(query: FinderQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.q.trim()) params.q = query.q;
  if (query.specialty) params.specialty = query.specialty;
  return params;
}

export function isFiltering(query: FinderQuery): boolean {
  return query.q.trim() !== '' || query.specialty !== '';
}

/** Lower case without accents or the "Dr." title, so "ananya", "Dr Ananya" and "Ananyā" all match. */
function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\bdr\.?\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The name as written, or as it sounds: a Latin-letter name finds its Bengali or Hindi spelling, and back. */
export function matchesFinder(doctor: Doctor, query: FinderQuery): boolean {
  if (query.specialty && doctor.specialty !== query.specialty) return false;
  const wanted = comparable(query.q);
  return wanted === '' || comparable(doctor.name).includes(wanted) || soundsLike(doctor.name, query.q);
}

/** The specialties someone on the lists has, in the finder's order (plus the chosen one). */
export function specialtiesOn(people: readonly Doctor[], chosen: FinderQuery['specialty']): DoctorSpecialty[] {
  const present = new Set(people.map((person) => person.specialty).filter(Boolean));
  return DOCTOR_SPECIALTIES.filter((specialty) => present.has(specialty) || specialty === chosen);
}
