import type { InLanguage, IsoDate } from './answers';

/**
 * The health library (issue 44): the neurological conditions the hospital treats, each at
 * `/conditions/<slug>`, answered all at once by `GET /conditions/` (a short list: the A–Z index,
 * each page, the department pages and the doctors' dialogs read the same answer).
 */

/** A condition's address name: small letters, digits and single hyphens (`lumbar-disc-herniation`). */
export const CONDITION_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const CONDITION_SLUG_MAX = 80;

/** Whether `slug` may name a condition's page. */
export const isConditionSlug = (slug: string): boolean =>
  slug.length >= 2 && slug.length <= CONDITION_SLUG_MAX && CONDITION_SLUG.test(slug);

/** The page of a condition, without a language prefix. */
export const conditionPath = (slug: string): string => `/conditions/${slug}`;

/** A source the text rests on. Only http(s) addresses are stored (the CMS refuses others). */
export interface ConditionReference {
  title: string;
  url: string;
}

/** Who checked the text, and when: the page says "awaiting clinical review" while this is null. */
export interface ClinicalReview {
  reviewer: string;
  /** Degrees and post, e.g. "MD, DM (Neurology); Senior Consultant Neurologist"; may be empty. */
  credentials: string;
  /** `YYYY-MM-DD`. */
  reviewed_on: string;
}

/** A department or doctor who treats the condition, named in the answer's language. */
export interface ConditionLink {
  id: number;
  name: string;
}

export interface Condition extends InLanguage {
  id: number;
  slug: string;
  name: string;
  /** One line, for the A–Z list. */
  summary: string;
  /** Paragraphs. */
  overview: string[];
  /** One symptom an entry (a line each in the panel). */
  symptoms: string[];
  /** The signs that call for care now, one an entry (a line each in the panel). */
  seek_care_now: string[];
  /** When set, the page puts the emergency number and /emergency first. */
  urgent: boolean;
  /** Paragraphs: how it is diagnosed, and treated, at this hospital. */
  diagnosis_here: string[];
  treatment_here: string[];
  /** The facilities (`/department/{id}`) and doctors (`/doctors?doctor={id}`) who treat it. */
  departments: ConditionLink[];
  doctors: ConditionLink[];
  /** Null until both a reviewer and a review date are set in the panel. */
  clinical_review: ClinicalReview | null;
  references: ConditionReference[];
  updated_at: IsoDate;
}
