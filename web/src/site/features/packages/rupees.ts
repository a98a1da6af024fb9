const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** `125000` → `₹1,25,000`: Indian digit grouping (lakh, crore), whole rupees as the rates are published. */
export const rupees = (amount: number): string => RUPEES.format(amount);
