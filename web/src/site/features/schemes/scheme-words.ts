import type { ClaimWay, SchemeKind } from '../../../lib/api';
import type { MessageKey } from '../../../lib/i18n';

/** What each kind of scheme is called on the page (en-pages.ts). */
export const KIND_WORDS: Record<SchemeKind, MessageKey> = {
  government_scheme: 'pages.schemes.kind.governmentScheme',
  insurer: 'pages.schemes.kind.insurer',
  tpa: 'pages.schemes.kind.tpa',
  employer: 'pages.schemes.kind.employer',
};

/** How each way of paying is said to a patient. */
export const CLAIM_WORDS: Record<ClaimWay, MessageKey> = {
  cashless: 'pages.schemes.claim.cashless',
  reimbursement: 'pages.schemes.claim.reimbursement',
  both: 'pages.schemes.claim.both',
};

/** The cashless steps, in order, as the insurance desk takes a patient through them. */
export const CASHLESS_STEPS: readonly MessageKey[] = [
  'pages.schemes.step.bring',
  'pages.schemes.step.desk',
  'pages.schemes.step.approval',
  'pages.schemes.step.notCovered',
  'pages.schemes.step.discharge',
];

/** The element id of a scheme's section, which the panel's preview opens (cms/src/preview/site-paths.ts). */
export const schemeId = (id: number) => `scheme-${id}`;
