/** The card finder's answer for a card not in the list (its own checkbox, and any key the list does not hold). */
export const NOT_LISTED = 'not-listed';

/** More cards than anyone holds: the rest of a longer list is not read. */
export const MOST_CARDS = 12;

/** A scheme's finder key as the CMS allows it (cms/src/api/scheme: small letters, digits, hyphens; 40 at most). */
const CARD_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const LONGEST_KEY = 40;

/**
 * The cards asked about (`/schemes?card=cghs&card=echs`, the finder's checkboxes): each key once,
 * sorted, at most MOST_CARDS; a value that cannot be a card's key is a card not in the list, so
 * the page still answers "not on our list" and gives the desk's number. The page and its cache
 * key (server/page-key.ts) read the same list: 500 repeats or a 10,000-character value make none
 * of their own.
 */
export function chosenCards(values: readonly string[]): string[] {
  const cards = new Set<string>();
  for (const value of values) {
    if (cards.size === MOST_CARDS) break;
    const key = value.trim().toLowerCase();
    if (key === '') continue;
    cards.add(key.length <= LONGEST_KEY && CARD_KEY.test(key) ? key : NOT_LISTED);
  }
  return [...cards].sort();
}
