import {
  ESTIMATE_HEADS,
  REVISION_INFORM_HOURS,
  estimateTotal,
  headField,
  type CostEstimate,
  type EstimateAmounts,
  type EstimateRevision,
  type PatientEstimate,
} from '@hospital/contract';

export const ESTIMATE_UID = 'api::cost-estimate.cost-estimate';
export const REVISION_UID = 'api::cost-estimate.cost-estimate-revision';

/** The five `<head>_rupees` columns both tables have. */
type AmountColumns = Record<`${(typeof ESTIMATE_HEADS)[number]}_rupees`, number | string | null>;

/** A revision as stored (cost_estimate_revisions). */
export interface RevisionRecord extends AmountColumns {
  id: number;
  revised_at: string | Date;
  revised_by: string;
  reason: string;
  family_informed_at: string | Date | null;
  family_informed_by: string | null;
}

/** An estimate as stored (cost_estimates), its revisions and request populated. */
export interface EstimateRecord extends AmountColumns {
  id: number;
  documentId: string;
  reference: string;
  name: string;
  phone: string;
  phone_digits: string | null;
  procedure: string;
  created_by: string | null;
  createdAt: string | Date;
  request?: { id: number } | null;
  revisions?: RevisionRecord[] | null;
}

export const POPULATE = ['request', 'revisions'];

const HOUR = 60 * 60 * 1000;

export const amountsOf = (record: AmountColumns): EstimateAmounts =>
  Object.fromEntries(ESTIMATE_HEADS.map((head) => [head, Number(record[headField(head)] ?? 0)])) as EstimateAmounts;

/** The amounts as the columns store them. */
export const amountColumns = (amounts: EstimateAmounts): Record<keyof AmountColumns, number> =>
  Object.fromEntries(ESTIMATE_HEADS.map((head) => [headField(head), amounts[head]])) as Record<
    keyof AmountColumns,
    number
  >;

/** The Amendment's clock: told to the family within 24 hours of the revision. */
export const dueAt = (revisedAt: Date): Date => new Date(revisedAt.getTime() + REVISION_INFORM_HOURS * HOUR);

/** Revisions in the order they were made (ids are handed out in that order). */
export const inOrder = (record: EstimateRecord): RevisionRecord[] =>
  [...(record.revisions ?? [])].sort((a, b) => a.id - b.id);

const iso = (value: string | Date): string => new Date(value).toISOString();

export function toDeskRevision(revision: RevisionRecord, number: number, now: Date): EstimateRevision {
  const amounts = amountsOf(revision);
  const due = dueAt(new Date(revision.revised_at));
  const informed = revision.family_informed_at ? iso(revision.family_informed_at) : null;
  return {
    id: revision.id,
    number,
    revised_at: iso(revision.revised_at),
    revised_by: revision.revised_by,
    amounts,
    total: estimateTotal(amounts),
    reason: revision.reason,
    due_at: due.toISOString(),
    family_informed_at: informed,
    family_informed_by: revision.family_informed_by ?? null,
    overdue: informed === null && now.getTime() > due.getTime(),
  };
}

export function toCostEstimate(record: EstimateRecord, now: Date): CostEstimate {
  const amounts = amountsOf(record);
  return {
    id: record.id,
    reference: record.reference,
    request: record.request?.id ?? null,
    name: record.name,
    phone: record.phone,
    procedure: record.procedure,
    created_at: iso(record.createdAt),
    created_by: record.created_by ?? null,
    amounts,
    total: estimateTotal(amounts),
    revisions: inOrder(record).map((revision, index) => toDeskRevision(revision, index + 1, now)),
  };
}

/** The estimate as its patient sees it: never the phone or who recorded what. */
export function toPatientEstimate(record: EstimateRecord): PatientEstimate {
  const amounts = amountsOf(record);
  let previous = estimateTotal(amounts);
  return {
    reference: record.reference,
    name: record.name,
    procedure: record.procedure,
    created_at: iso(record.createdAt),
    amounts,
    total: estimateTotal(amounts),
    revisions: inOrder(record).map((revision, index) => {
      const revised = amountsOf(revision);
      const total = estimateTotal(revised);
      const change = total - previous;
      previous = total;
      return {
        number: index + 1,
        revised_at: iso(revision.revised_at),
        amounts: revised,
        total,
        change,
        reason: revision.reason,
        family_informed_at: revision.family_informed_at ? iso(revision.family_informed_at) : null,
      };
    }),
  };
}
