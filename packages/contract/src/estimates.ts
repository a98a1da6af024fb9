/**
 * Cost estimates and their revisions (issue 43, item 2). West Bengal's Clinical Establishments
 * (Amendment) Act 2025: an increase over an estimate must be told to the family within 24 hours,
 * with a breakdown, and the final bill is capped against the estimate. The estimate's first amounts
 * are the estimate itself (revision 0, with no clock); each revision after it is a record of who
 * changed the amounts, when, to what and why, and has its own 24-hour clock until the desk records
 * that the family was told (docs/API.md, "Cost estimates").
 */
export const ESTIMATE_HEADS = ['room', 'procedure', 'medicines', 'investigations', 'other'] as const;
export type EstimateHead = (typeof ESTIMATE_HEADS)[number];

/** Whole rupees by head. */
export type EstimateAmounts = Record<EstimateHead, number>;

/** The largest amount one head may hold, in whole rupees (₹1 crore): past it is a typing slip. */
export const MAX_ESTIMATE_HEAD_RUPEES = 10_000_000;
/** The Amendment's window: a revision must be told to the family within this many hours. */
export const REVISION_INFORM_HOURS = 24;
/** A revision's reason: a sentence or two the family will read. */
export const REVISION_REASON_MAX = 1000;

/** The body field of each head's amount (`room_rupees`, ...), in the desk's create and revise. */
export const headField = (head: EstimateHead): `${EstimateHead}_rupees` => `${head}_rupees`;

/** The sum of an estimate's heads. */
export const estimateTotal = (amounts: EstimateAmounts): number =>
  ESTIMATE_HEADS.reduce((sum, head) => sum + amounts[head], 0);

/** One revision as the desk sees it: its clock is `due_at`, `overdue` when past it and not informed. */
export interface EstimateRevision {
  id: number;
  /** 1 for the first revision (the estimate itself is revision 0). */
  number: number;
  revised_at: string;
  /** The admin who recorded it (their e-mail), set by the CMS from the session. */
  revised_by: string;
  amounts: EstimateAmounts;
  total: number;
  reason: string;
  /** `revised_at` + 24 hours. */
  due_at: string;
  family_informed_at: string | null;
  family_informed_by: string | null;
  overdue: boolean;
}

/** An estimate as the desk sees it (`GET /estimates/`). */
export interface CostEstimate {
  id: number;
  /** The estimate request's (`NH-0042`) or, entered by the desk, its own (`ES-0007`). */
  reference: string;
  /** The estimate request it answers; null when the desk entered it, or the request is gone. */
  request: number | null;
  name: string;
  phone: string;
  procedure: string;
  created_at: string;
  created_by: string | null;
  /** The first amounts (revision 0). */
  amounts: EstimateAmounts;
  total: number;
  /** Oldest first. */
  revisions: EstimateRevision[];
}

/** One revision as the patient sees it: never who recorded it. */
export interface PatientEstimateRevision {
  number: number;
  revised_at: string;
  amounts: EstimateAmounts;
  total: number;
  /** Total minus the previous one's total (the estimate's for the first revision). */
  change: number;
  reason: string;
  family_informed_at: string | null;
}

/** `POST /estimates/lookup/`: the estimate of a reference and its phone, never the phone itself. */
export interface PatientEstimate {
  reference: string;
  name: string;
  procedure: string;
  created_at: string;
  amounts: EstimateAmounts;
  total: number;
  revisions: PatientEstimateRevision[];
}
