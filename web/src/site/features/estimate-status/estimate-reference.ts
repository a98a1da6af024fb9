/**
 * An estimate's reference as an address may carry it (`/estimate/status?ref=NH-0042`, the estimate
 * request's receipt links there), in capitals; anything else fills nothing in. The page server
 * keys its cache on this alone.
 */
export const estimateReference = (value: string): string | undefined => {
  const reference = value.trim().toUpperCase();
  return /^(NH|ES)-\d{4,9}$/.test(reference) ? reference : undefined;
};
