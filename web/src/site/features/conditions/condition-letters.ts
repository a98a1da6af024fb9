import type { Condition } from '../../../lib/api';

export interface LetterGroup {
  /** The first letter of each name in the group, as the page's language writes it. */
  letter: string;
  conditions: Condition[];
}

/**
 * The A–Z index: the conditions sorted by name in the page's language (Bengali and Hindi in their
 * own alphabet's order), grouped by the first letter of the name.
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
  // The first code point: in Bengali and Devanagari always a letter of its own (a vowel sign or a
  // virama never starts a word), so স্ট্রোক is filed under স and মাইগ্রেন under ম; a Latin letter
  // is taken without its accent.
  const [first = ''] = name.trim().normalize('NFD');
  return first.toLocaleUpperCase(locale);
}

/** The id of a letter's section on /conditions, for its link in the letter bar. */
export const letterId = (index: number) => `letter-${index + 1}`;
