import type { Condition } from '../../../lib/api';

export interface LetterGroup {
  /** The first letter of each name in the group, as the page's language writes it. */
  letter: string;
  conditions: Condition[];
}

/**
 * The A–Z index: the conditions sorted by name in the page's language (Bengali and Hindi in their
 * own alphabet's order), grouped by the first letter of the name. A letter is its first
 * grapheme, so a Bengali or Devanagari letter with its vowel sign is not split from it; for
 * Latin names, the letter without its accent, in capitals.
 */
export function letterGroups(conditions: readonly Condition[], locale: string): LetterGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const sorted = [...conditions].sort((a, b) => collator.compare(a.name, b.name));
  const groups: LetterGroup[] = [];
  for (const condition of sorted) {
    const letter = firstLetter(condition.name, locale);
    const last = groups.at(-1);
    if (last && collator.compare(last.letter, letter) === 0) last.conditions.push(condition);
    else groups.push({ letter, conditions: [condition] });
  }
  return groups;
}

function firstLetter(name: string, locale: string): string {
  const trimmed = name.trim();
  const segments = new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(trimmed);
  const first = segments[Symbol.iterator]().next().value?.segment ?? '';
  // A Bengali or Devanagari consonant with a vowel sign (কি, मि) is filed under the consonant.
  const base = first
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u09BE-\u09CC\u09D7\u093E-\u094C\u0981-\u0983\u0901-\u0903\u09BC\u093C\u09CD\u094D]/g, '');
  return (base || first).toLocaleUpperCase(locale);
}

/** The id of a letter's section on /conditions, for its link in the letter bar. */
export const letterId = (index: number) => `letter-${index + 1}`;
