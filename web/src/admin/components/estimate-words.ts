import { ESTIMATE_HEADS, type EstimateAmounts, type EstimateHead } from '../../lib/api';

/** Each head as the desk's screens name it. */
export const HEAD_LABELS: Record<EstimateHead, string> = {
  room: 'Room',
  procedure: 'Procedure',
  medicines: 'Medicines',
  investigations: 'Investigations',
  other: 'Other',
};

/** Whole rupees, Indian grouping: ₹2,30,000. */
export const rupees = (amount: number): string => `₹${amount.toLocaleString('en-IN')}`;

/** "Room ₹40,000 · Procedure ₹1,50,000 · ..." */
export const breakdown = (amounts: EstimateAmounts): string =>
  ESTIMATE_HEADS.map((head) => `${HEAD_LABELS[head]} ${rupees(amounts[head])}`).join(' · ');
