/**
 * What West Bengal's Clinical Establishments (Registration, Regulation and Transparency)
 * Amendment, passed in June 2025, asks of a hospital about prices, in the patient's words.
 */
export const AMENDMENT_NAME =
  'West Bengal Clinical Establishments (Registration, Regulation and Transparency) Amendment, 2025';

export const ESTIMATE_RULE = [
  'Package rates are displayed at the hospital and on this website.',
  'Before any treatment that is not covered by a package, the hospital gives the patient or the family a written estimate of its cost.',
] as const;
