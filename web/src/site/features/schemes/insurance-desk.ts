import type { PhoneNumberEntry, Scheme } from '../../../lib/api';

/**
 * The number a patient whose card is not listed calls: the help desk most schemes name (the
 * hospital's insurance desk), else the hospital's own number from its contact details.
 */
export function insuranceDeskPhone(
  schemes: readonly Scheme[],
  hospitalPhone: PhoneNumberEntry | undefined,
): PhoneNumberEntry | undefined {
  const named = new Map<string, { phone: PhoneNumberEntry; count: number }>();
  for (const { help_desk } of schemes) {
    const seen = named.get(help_desk.phone.digits);
    named.set(help_desk.phone.digits, { phone: help_desk.phone, count: (seen?.count ?? 0) + 1 });
  }
  const most = [...named.values()].sort((a, b) => b.count - a.count)[0];
  return most?.phone ?? hospitalPhone;
}
