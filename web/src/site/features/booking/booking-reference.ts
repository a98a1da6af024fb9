/**
 * A booking reference as an address may carry it (`/booking?ref=BK-7KQ4-M2XD`, the confirmation's
 * link), in capitals; anything else fills nothing in. The page server keys its cache on this alone.
 */
export const bookingReference = (value: string): string | undefined => {
  const reference = value.trim().toUpperCase();
  return /^BK-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(reference) ? reference : undefined;
};
