import type { MessageKey } from '../../../lib/i18n';

/**
 * What a family travelling for treatment needs to know, in plain words (keys of the catalogues,
 * en-requests.ts). Generic on purpose: the visa rules are the Government of India's
 * (indianvisaonline.gov.in) and change; the desk checks each case. The hotels are the editors' to
 * name once the hospital has agreements.
 */
export const WHAT_TO_BRING: readonly MessageKey[] = [
  'requests.international.bring1',
  'requests.international.bring2',
  'requests.international.bring3',
  'requests.international.bring4',
];

export const VISA_STEPS: readonly MessageKey[] = [
  'requests.international.visa1',
  'requests.international.visa2',
  'requests.international.visa3',
  'requests.international.visa4',
];

export const INVITATION_LETTER: readonly MessageKey[] = [
  'requests.international.letter1',
  'requests.international.letter2',
  'requests.international.letter3',
];

export const WHERE_TO_STAY: readonly MessageKey[] = [
  'requests.international.stay1',
  'requests.international.stay2',
  'requests.international.stay3',
];
