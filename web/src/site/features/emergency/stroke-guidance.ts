import { addEnglish, type MessageKey } from '../../../lib/i18n';
import { enEmergency } from '../../../lib/i18n/messages/en-emergency';

// The page's words come with its code (the home page does not carry them).
addEnglish(enEmergency);

/**
 * What a family needs in the minutes that matter, in plain words: the BE-FAST signs of a stroke,
 * what to do and not do while help comes, and what to bring. Wording follows the common public
 * stroke campaigns (BE-FAST) and first-aid advice for seizures and head injuries; the words
 * themselves are in the interface catalogue (lib/i18n/messages), in each language.
 */

// India's national ambulance number: the contact details' own, which the search page offers too.
export { AMBULANCE_NUMBER } from '../../../data/contact-details';

export interface StrokeSign {
  /** The campaign's letter, the same in every language (BE-FAST is taught as written). */
  letter: 'B' | 'E' | 'F' | 'A' | 'S' | 'T';
  word: MessageKey;
  what: MessageKey;
}

export const BE_FAST: readonly StrokeSign[] = (['B', 'E', 'F', 'A', 'S', 'T'] as const).map((letter) => ({
  letter,
  word: `emergency.sign.${letter}.word`,
  what: `emergency.sign.${letter}.what`,
}));

export const OTHER_EMERGENCIES: readonly MessageKey[] = [
  'emergency.other.1',
  'emergency.other.2',
  'emergency.other.3',
  'emergency.other.4',
];

export const DO_WHILE_WAITING: readonly MessageKey[] = [
  'emergency.do.1',
  'emergency.do.2',
  'emergency.do.3',
  'emergency.do.4',
  'emergency.do.5',
];

export const DO_NOT_WHILE_WAITING: readonly MessageKey[] = [
  'emergency.doNot.1',
  'emergency.doNot.2',
  'emergency.doNot.3',
  'emergency.doNot.4',
];

export const WHAT_TO_BRING: readonly MessageKey[] = [
  'emergency.bring.1',
  'emergency.bring.2',
  'emergency.bring.3',
  'emergency.bring.4',
  'emergency.bring.5',
];
