/**
 * The hospital's registrations a patient, an insurer or a regulator can check (issue 43): its
 * clinical establishment licence, its ID on ABDM's Health Facility Registry and its
 * accreditation. They are content (the CMS's /site-settings/, "Contact details" in the panel);
 * this module shapes them for the footer, /about and the JSON-LD.
 */
import { useMemo } from 'react';
import { useSiteSettings, type SiteSettings } from '../lib/api';
import { hospitalToday } from '../lib/hospital-date';

export interface HospitalRegistrations {
  /** The West Bengal clinical establishment licence number. */
  licenceNumber: string | null;
  /** The ABDM Health Facility Registry ID (`IN` and 10 letters or digits). */
  hfrId: string | null;
  /** Null when none is named, or when its certificate ran out: an expired one is no accreditation. */
  accreditation: { body: string; certificateNumber: string | null; validUntil: string | null } | null;
  /** The licence number is the seeded example, not the hospital's. */
  demoLicence: boolean;
  /** The HFR ID and the accreditation are the seeded examples. */
  demoRegistrations: boolean;
}

/** The CMS's answer in the shape the pages read; `today` decides whether the accreditation still holds. */
export function toRegistrations(settings: SiteSettings, today: string = hospitalToday()): HospitalRegistrations {
  const accreditation = settings.accreditation ?? null;
  const current = accreditation && (!accreditation.valid_until || accreditation.valid_until >= today);
  return {
    licenceNumber: settings.licence_number ?? null,
    hfrId: settings.hfr_id ?? null,
    accreditation: current
      ? {
          body: accreditation.body,
          certificateNumber: accreditation.certificate_number,
          validUntil: accreditation.valid_until,
        }
      : null,
    demoLicence: settings.demo_licence_and_attester === true,
    demoRegistrations: settings.demo_registrations === true,
  };
}

export const hasRegistrations = (registrations: HospitalRegistrations): boolean =>
  Boolean(registrations.licenceNumber || registrations.hfrId || registrations.accreditation);

/** Undefined while loading or when the CMS did not answer (the page server renders it into the HTML). */
export function useRegistrations(): HospitalRegistrations | undefined {
  const settings = useSiteSettings();
  return useMemo(() => (settings ? toRegistrations(settings) : undefined), [settings]);
}
