/**
 * Every way to reach the hospital, in one typed module: the top bar, footer, chat button,
 * emergency strip and contact section all read `useContactDetails()`. The details themselves are
 * content (the CMS's /site-settings/); this module shapes them and builds the links.
 */
import { useMemo } from 'react';
import {
  useSiteSettings,
  type GrievanceOfficer,
  type PhoneNumberEntry,
  type SiteSettings,
  type SocialNetwork,
} from '../lib/api';

/** A neutral name: the specification leaves the hospital (and its parent company) unnamed. */
export const HOSPITAL_NAME = 'Neurosciences Hospital';

/** `display` as printed on the site; `digits` with the country code, no plus sign: what tel: and the messaging app expect. */
export type PhoneNumber = PhoneNumberEntry;

export interface PostalAddress {
  lines: readonly string[];
}

export type { SocialNetwork };

export interface SocialProfile {
  network: SocialNetwork;
  label: string;
  href: string;
}

export interface ContactDetails {
  address: PostalAddress;
  branch: { name: string; address: PostalAddress; phones: readonly [PhoneNumber, PhoneNumber] };
  /** Main mobile number: shown in the top bar, opens a messaging-app chat. */
  mainMobile: PhoneNumber;
  /** HR desk for job seekers; also opens a chat. */
  hrMobile: PhoneNumber;
  landline: PhoneNumber;
  email: string;
  /** Named on /feedback for a complaint the desk did not resolve; null when the editors have not set one. */
  grievanceOfficer: GrievanceOfficer | null;
  messagingAppName: string;
  /** Pre-filled text of the floating chat button. */
  chatGreeting: string;
  /** Embedded map of the main campus (outbound iframe, no API key needed). */
  mapEmbedUrl: string;
  social: readonly SocialProfile[];
  /** The footer's credit to the site developer; null when the editors removed it. */
  credit: { label: string; href: string } | null;
}

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

/**
 * Enough of the CMS's answer to be the contact details every page shows (a 200 with nothing in it
 * is not): the site server's last known copy (server/last-known-contacts.ts) and the rate file
 * (site/features/packages/rates-file.ts) take nothing less.
 */
export function isContactDetails(value: unknown): value is SiteSettings {
  if (typeof value !== 'object' || value === null) return false;
  const settings = value as Partial<Record<keyof SiteSettings, unknown>>;
  const phone = (entry: unknown) =>
    typeof entry === 'object' && entry !== null && typeof (entry as { digits?: unknown }).digits === 'string';
  return (
    Array.isArray(settings.main_address) &&
    settings.main_address.length > 0 &&
    phone(settings.main_mobile) &&
    phone(settings.landline)
  );
}

/** The CMS's answer in the shape every screen reads. */
export function toContactDetails(settings: SiteSettings): ContactDetails {
  return {
    address: { lines: settings.main_address },
    branch: { name: settings.branch_name, address: { lines: settings.branch_address }, phones: settings.branch_phones },
    mainMobile: settings.main_mobile,
    hrMobile: settings.hr_mobile,
    landline: settings.landline,
    email: settings.email,
    grievanceOfficer: settings.grievance_officer ?? null,
    messagingAppName: settings.messaging_app_name,
    chatGreeting: settings.chat_greeting,
    mapEmbedUrl: settings.map_embed_url,
    social: settings.social.map(({ network, href }) => ({ network, label: SOCIAL_LABELS[network], href })),
    credit: settings.credit,
  };
}

/**
 * The one accessor of the hospital's contact details, which editors keep in Strapi's panel
 * ("Contact details"). Undefined while loading (the page server renders it into the HTML, so a
 * visitor's first paint has it) or when the CMS did not answer (logged).
 */
export function useContactDetails(): ContactDetails | undefined {
  const settings = useSiteSettings();
  return useMemo(() => (settings ? toContactDetails(settings) : undefined), [settings]);
}

/** India's national ambulance number (free, every state). */
export const AMBULANCE_NUMBER = '108';

export function telHref(phone: PhoneNumber): string {
  return `tel:+${phone.digits}`;
}

/** A messaging-app chat with `phone`, optionally with a pre-filled message. */
export function chatHref(phone: PhoneNumber, text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${phone.digits}${query}`;
}

export function oneLine(address: PostalAddress): string {
  return address.lines.join(', ');
}
