const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** `125000` → `₹1,25,000`: Indian digit grouping (lakh, crore), whole rupees as the rates are published. */
export const rupees = (amount: number): string => RUPEES.format(amount);

/** `2026-11-25` or an ISO time → `25 November 2026` (in the page's `locale`), the calendar date at the hospital. */
export function hospitalDate(value: string, locale = 'en-IN'): string {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value);
  if (Number.isNaN(parsed.getTime())) return value;
  return parsed.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}
