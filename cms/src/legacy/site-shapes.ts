/**
 * Records → legacy-style answers for the site's own content (facilities, divisions, neurosurgery
 * services, directors, reviews, contact details, home page texts). Multi-paragraph texts are
 * stored as one text field (paragraphs separated by blank lines, as editors type them) and
 * answered as a list of paragraphs; every image carries its Media Library alternative text.
 */
import type {
  AccessibilityStatement,
  AnswerShape,
  Director,
  HomeTexts,
  PackageRate,
  PhoneNumberEntry,
  Review,
  SiteSettings,
  Topic,
} from '@hospital/contract';
import { isHfrId } from '@hospital/contract';
import { imageAlt, imageSizes, imageUrl, isoTime, type MediaRecord } from './shapes';

/** What every stored entry has. */
interface StoredEntry {
  id: number;
  documentId: string;
}

export interface TopicRecord extends StoredEntry {
  updatedAt: string | Date;
  heading: string;
  content: string;
  image?: MediaRecord | null;
  gallery?: MediaRecord[] | null;
}

export interface DirectorRecord extends StoredEntry {
  name: string;
  heading: string;
  message: string;
  photo?: MediaRecord | null;
}

export interface ReviewRecord extends StoredEntry {
  name: string;
  position: string;
  feedback: string;
  image?: MediaRecord | null;
}

export interface SiteSettingRecord extends StoredEntry {
  main_address: string;
  branch_name: string;
  branch_address: string;
  branch_phone_1: string;
  branch_phone_2: string;
  main_mobile: string;
  hr_mobile: string;
  landline: string;
  email: string;
  grievance_officer_name?: string | null;
  grievance_officer_phone?: string | null;
  grievance_officer_email?: string | null;
  messaging_app_name: string;
  chat_greeting: string;
  map_embed_url: string;
  facebook: string | null;
  instagram: string | null;
  x: string | null;
  linkedin: string | null;
  youtube: string | null;
  credit_label: string | null;
  credit_url: string | null;
  licence_number?: string | null;
  rates_attester_name?: string | null;
  demo_licence_and_attester?: boolean | null;
  hfr_id?: string | null;
  accreditation_body?: string | null;
  accreditation_certificate_number?: string | null;
  accreditation_valid_until?: string | null;
  demo_registrations?: boolean | null;
  payment_notice?: string | null;
}

export interface HomeTextRecord extends StoredEntry {
  taglines: string;
  india_heading: string;
  india_reasons: string;
  abroad_heading: string;
  abroad_reasons: string;
}

/** Paragraphs: editors separate them with a blank line (a single line break stays inside one). */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/** One entry per non-empty line: address lines, taglines, reasons. */
export function lines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The country code used when a number is written with the trunk prefix 0 (the hospital is in India). */
const HOME_COUNTRY_CODE = '91';

/**
 * A phone number as printed, and its digits with the country code (no plus sign): what tel: links
 * and the messaging app expect. "+91 94340 12345" → 919434012345, "033 4012 3456" → 913340123456.
 */
export function phoneNumber(display: string): PhoneNumberEntry {
  const trimmed = display.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return { display: trimmed, digits };
  return { display: trimmed, digits: digits.startsWith('0') ? `${HOME_COUNTRY_CODE}${digits.slice(1)}` : digits };
}

const gallery = (media: MediaRecord[] | null | undefined) => media ?? [];

/** A facility, a neurology division or a neurosurgery service (specification: id, heading, content, url, multiple_img). */
export const toTopic = (record: TopicRecord): AnswerShape<Topic> => ({
  id: record.id,
  heading: record.heading,
  content: paragraphs(record.content),
  url: imageUrl(record.image),
  url_alt: imageAlt(record.image),
  url_sizes: imageSizes(record.image),
  multiple_img: gallery(record.gallery).map((media) => media.url),
  multiple_img_alt: gallery(record.gallery).map((media) => imageAlt(media)),
  multiple_img_sizes: gallery(record.gallery).map((media) => imageSizes(media)),
  updated_at: isoTime(record.updatedAt),
});

/** Specification: id, name, heading (role), url, sms (message text, here as paragraphs). */
export const toDirector = (record: DirectorRecord): AnswerShape<Director> => ({
  id: record.id,
  name: record.name,
  heading: record.heading,
  url: imageUrl(record.photo),
  url_alt: imageAlt(record.photo),
  url_sizes: imageSizes(record.photo),
  sms: paragraphs(record.message),
});

/** Specification: name, position, feedback, image. */
export const toReview = (record: ReviewRecord): AnswerShape<Review> => ({
  id: record.id,
  name: record.name,
  position: record.position,
  feedback: record.feedback,
  image: imageUrl(record.image),
  image_alt: imageAlt(record.image),
  image_sizes: imageSizes(record.image),
});

const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'linkedin', 'youtube'] as const;

/** The grievance officer when the editors named one and gave a way to reach them; else null (the page says to ask the desk). */
function grievanceOfficer(record: SiteSettingRecord): AnswerShape<SiteSettings>['grievance_officer'] {
  const name = record.grievance_officer_name?.trim();
  const phone = record.grievance_officer_phone?.trim();
  const email = record.grievance_officer_email?.trim();
  if (!name || !(phone || email)) return null;
  return { name, phone: phone ? phoneNumber(phone) : null, email: email || null };
}

/** The accreditation when the editors named the body that granted it; else null (a number alone names nothing). */
function accreditation(record: SiteSettingRecord): AnswerShape<SiteSettings>['accreditation'] {
  const body = record.accreditation_body?.trim();
  if (!body) return null;
  return {
    body,
    certificate_number: record.accreditation_certificate_number?.trim() || null,
    valid_until: record.accreditation_valid_until || null,
  };
}

/** The HFR ID as stored, if it is one (the schema refuses any other; an older row is left out rather than shown wrong). */
function hfrId(record: SiteSettingRecord): string | null {
  const value = record.hfr_id?.trim();
  return value && isHfrId(value) ? value : null;
}

export const toSiteSettings = (record: SiteSettingRecord): AnswerShape<SiteSettings> => ({
  main_address: lines(record.main_address),
  branch_name: record.branch_name,
  branch_address: lines(record.branch_address),
  branch_phones: [phoneNumber(record.branch_phone_1), phoneNumber(record.branch_phone_2)],
  main_mobile: phoneNumber(record.main_mobile),
  hr_mobile: phoneNumber(record.hr_mobile),
  landline: phoneNumber(record.landline),
  email: record.email,
  grievance_officer: grievanceOfficer(record),
  messaging_app_name: record.messaging_app_name,
  chat_greeting: record.chat_greeting,
  map_embed_url: record.map_embed_url,
  social: SOCIAL_NETWORKS.filter((network) => record[network]?.trim()).map((network) => ({
    network,
    href: record[network]!.trim(),
  })),
  credit:
    record.credit_label?.trim() && record.credit_url?.trim()
      ? { label: record.credit_label.trim(), href: record.credit_url.trim() }
      : null,
  licence_number: record.licence_number?.trim() || null,
  rates_attester_name: record.rates_attester_name?.trim() || null,
  demo_licence_and_attester: record.demo_licence_and_attester === true,
  hfr_id: hfrId(record),
  accreditation: accreditation(record),
  demo_registrations: record.demo_registrations === true,
  payment_notice: record.payment_notice?.trim() || null,
});

export interface AccessibilityStatementRecord {
  standard: string;
  how_tested: string;
  known_limitations: string | null;
  last_reviewed: string;
  updatedAt: string | Date;
}

export const toAccessibilityStatement = (
  record: AccessibilityStatementRecord,
): AnswerShape<AccessibilityStatement> => ({
  standard: record.standard,
  how_tested: record.how_tested,
  known_limitations: lines(record.known_limitations),
  last_reviewed: record.last_reviewed,
  updated_at: isoTime(record.updatedAt),
});

export interface PackageRecord extends StoredEntry {
  title: string;
  department: string;
  includes: string | null;
  excludes: string | null;
  price_inr: number;
  valid_until: string | null;
  demo_figure: boolean | null;
  updatedAt: string | Date;
}

/** A package rate: what is and is not included are one item a line in the panel, a list in the answer. */
export const toPackage = (record: PackageRecord): AnswerShape<PackageRate> => ({
  id: record.id,
  title: record.title,
  department: record.department,
  includes: lines(record.includes),
  excludes: lines(record.excludes),
  price_inr: Number(record.price_inr),
  valid_until: record.valid_until ?? null,
  demo_figure: record.demo_figure === true,
  updated_at: isoTime(record.updatedAt),
});

export const toHomeTexts = (record: HomeTextRecord): AnswerShape<HomeTexts> => ({
  taglines: lines(record.taglines),
  why_choose_us: [
    { heading: record.india_heading, reasons: lines(record.india_reasons) },
    { heading: record.abroad_heading, reasons: lines(record.abroad_reasons) },
  ],
});
