import {
  ESTIMATE_HEADS,
  MAX_ESTIMATE_HEAD_RUPEES,
  MESSAGES,
  headField,
  type EstimateAmounts,
} from '@hospital/contract';
import type { FormReader } from '../../../legacy/validation';

/**
 * The five heads in whole rupees (`room_rupees`, ...), each required, from 0 to ₹1 crore: a
 * negative, fractional or larger figure is refused on its field, and nothing is saved.
 */
export function readAmounts(form: FormReader): EstimateAmounts | null {
  const read = ESTIMATE_HEADS.map((head) => {
    const field = headField(head);
    const value = form.integer(field, { min: 0, max: MAX_ESTIMATE_HEAD_RUPEES });
    if (value === null && !form.has(field)) form.fail(field, MESSAGES.required, { code: 'required' });
    return [head, value] as const;
  });
  if (read.some(([, value]) => value === null)) return null;
  return Object.fromEntries(read) as EstimateAmounts;
}
