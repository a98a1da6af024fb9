const formats = new Map<string, Intl.NumberFormat>();

/**
 * `125000` → `₹1,25,000` (`₹১,২৫,০০০` in bn-IN): Indian digit grouping (lakh, crore) in the
 * page's digits, whole rupees as the rates are published.
 */
export function rupees(amount: number, locale = 'en-IN'): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    formats.set(locale, format);
  }
  return format.format(amount);
}
