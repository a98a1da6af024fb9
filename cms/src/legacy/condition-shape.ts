import type { AnswerShape, ClinicalReview, Condition, ConditionLink } from '@hospital/contract';
import { isoTime } from './shapes';
import { lines, paragraphs } from './site-shapes';
import { isHttpUrl } from './validation';

/** A related facility or doctor as populated from the condition's English record. */
export interface LinkedFacility {
  id: number;
  documentId: string;
  heading: string;
}
export interface LinkedDoctor {
  id: number;
  documentId: string;
  name: string;
  is_active?: boolean | null;
}

export interface ConditionRecord {
  id: number;
  documentId: string;
  slug: string;
  name: string;
  summary: string;
  overview: string;
  symptoms: string;
  seek_care_now: string;
  urgent: boolean | null;
  diagnosis_here: string;
  treatment_here: string;
  departments?: LinkedFacility[] | null;
  doctors?: LinkedDoctor[] | null;
  reviewer_name: string | null;
  reviewer_credentials: string | null;
  reviewed_on: string | null;
  references?: Array<{ title: string; url: string }> | null;
  updatedAt: string | Date;
}

/**
 * Reviewed only with both a reviewer and a date: a name without a date (or the reverse) would
 * let the page claim a review nobody can date, so it still says "awaiting clinical review".
 */
export function clinicalReview(record: ConditionRecord): ClinicalReview | null {
  const reviewer = record.reviewer_name?.trim();
  if (!reviewer || !record.reviewed_on) return null;
  return { reviewer, credentials: record.reviewer_credentials?.trim() ?? '', reviewed_on: record.reviewed_on };
}

const byId = (a: ConditionLink, b: ConditionLink) => a.id - b.id;

/**
 * A condition as the site shows it. The related departments and doctors come already named in
 * the answer's language (the controller lays their translations over them); an inactive doctor
 * is left out, as /doctors leaves them out.
 */
export const toCondition = (record: ConditionRecord): AnswerShape<Condition> => ({
  id: record.id,
  slug: record.slug,
  name: record.name,
  summary: record.summary,
  overview: paragraphs(record.overview),
  symptoms: lines(record.symptoms),
  seek_care_now: lines(record.seek_care_now),
  urgent: record.urgent === true,
  diagnosis_here: paragraphs(record.diagnosis_here),
  treatment_here: paragraphs(record.treatment_here),
  departments: (record.departments ?? []).map((facility) => ({ id: facility.id, name: facility.heading })).sort(byId),
  doctors: (record.doctors ?? [])
    .filter((doctor) => doctor.is_active !== false)
    .map((doctor) => ({ id: doctor.id, name: doctor.name }))
    .sort(byId),
  clinical_review: clinicalReview(record),
  // The panel refuses any other address; one written before that rule, or straight into the
  // database (a `javascript:` link), never reaches a page.
  references: (record.references ?? [])
    .map((reference) => ({ title: reference.title, url: reference.url.trim() }))
    .filter((reference) => isHttpUrl(reference.url)),
  updated_at: isoTime(record.updatedAt),
});
