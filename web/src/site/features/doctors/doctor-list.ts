import type { Doctor, DoctorList, DoctorType, ImageRef } from '../../../lib/api';
import { isHttpUrl } from '../../../lib/links';
import type { SocialNetworkName } from '../../components/icons/icons';

/** Shown when a doctor has neither an image nor an older url, or both fail to load. */
const DOCTOR_PLACEHOLDER = '/images/doctor-placeholder.svg';

/**
 * The active doctors of one type from either list shape the API may answer with: a plain array,
 * or a page {count, results, next, previous}. A record without a type counts as a doctor.
 */
export function doctorsOfType(list: DoctorList | undefined, type: DoctorType): Doctor[] {
  const doctors = Array.isArray(list) ? list : Array.isArray(list?.results) ? list.results : [];
  return doctors.filter((doctor) => (doctor.type ?? 'doctor') === type && doctor.is_active !== false);
}

/** The photo candidates in order: image, then the older url field (then the placeholder). */
export function photoCandidates(doctor: Doctor): ImageRef[] {
  return [doctor.image, doctor.url ?? null];
}

/**
 * A doctor's photo as the card and the dialog show it: square, named after the doctor (the editors'
 * `alt`, else `photoOfName`: 'Photo of Dr. A. Sen' in the page's language), the silhouette when missing.
 */
export function photoOf(doctor: Doctor, photoOfName: string) {
  return {
    src: photoCandidates(doctor),
    storedSizes: doctor.image_sizes,
    alt: doctor.image_alt || photoOfName,
    width: 400,
    height: 400,
    placeholder: DOCTOR_PLACEHOLDER,
  };
}

/** What the dialog says about a doctor: about, or details when about is empty. */
export function doctorAbout(doctor: Doctor): string {
  return doctor.about?.trim() || doctor.details?.trim() || '';
}

export interface DoctorSocialLink {
  network: SocialNetworkName;
  label: string;
  href: string;
}

const SOCIAL_FIELDS = [
  { field: 'twitter', network: 'twitter', label: 'Twitter' },
  { field: 'fb', network: 'facebook', label: 'Facebook' },
  { field: 'insta', network: 'instagram', label: 'Instagram' },
  { field: 'linkedin', network: 'linkedin', label: 'LinkedIn' },
] as const;

/** Only the social profiles the doctor actually has, and only as http(s) links (never `javascript:` and the like). */
export function socialLinks(doctor: Doctor): DoctorSocialLink[] {
  return SOCIAL_FIELDS.flatMap(({ field, network, label }) => {
    const href = doctor[field]?.trim();
    return href && isHttpUrl(href) ? [{ network, label, href }] : [];
  });
}
