import type { MessageKey } from '../../../lib/i18n';

/**
 * What West Bengal's Clinical Establishments (Registration, Regulation and Transparency)
 * Amendment, passed in June 2025, asks of a hospital about prices, in the patient's words (keys of
 * en-pages.ts, read in the page's language). The Amendment's name is its official English one.
 */
export const AMENDMENT_NAME =
  'West Bengal Clinical Establishments (Registration, Regulation and Transparency) Amendment, 2025';

export const ESTIMATE_RULE: readonly MessageKey[] = ['pages.packages.ruleDisplayed', 'pages.packages.ruleEstimate'];
