/**
 * Words as the site search sees them, in English, Bengali and Hindi: the same cutting and folding
 * for the texts indexed, the patient's query and the marking of matched words, so that what is
 * found is also what is marked.
 */

/**
 * A word: letters, combining marks (Bengali and Devanagari vowel signs, virama, nukta: inside the
 * word, never a break) and digits, with the joiners Indic scripts write inside words and an
 * apostrophe between letters ("Parkinson's"). Everything else breaks words: spaces, the danda
 * (।, ॥), hyphens, brackets and the rest of the punctuation.
 */
const WORD = /[\p{L}\p{M}\p{N}\u200C\u200D]+(?:['’][\p{L}\p{M}\p{N}\u200C\u200D]+)*/gu;

/** A word of a text and where it is, for marking it. */
export interface WordAt {
  readonly word: string;
  readonly start: number;
  readonly end: number;
}

export function wordsAt(text: string): WordAt[] {
  return Array.from(text.matchAll(WORD), (match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Words that say nothing about what is sought: left out of the index and of the query, so "doctor
 * for stroke" asks for the doctor and the stroke. Only the commonest, in each language.
 */
const STOP_WORDS = new Set(
  [
  // English
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'into', 'is', 'it', 'its',
  'of', 'on', 'or', 'the', 'to', 'with', 'what', 'how', 'my', 'i', 'me', 'can', 'do', 'does',
  // Bengali: and, or, of, in, is, what
  'ও', 'এবং', 'বা', 'এর', 'কি', 'কী', 'হয়',
  // Hindi: and, or, of, in, is, what, to, from
  'और', 'या', 'का', 'की', 'के', 'में', 'है', 'हैं', 'क्या', 'को', 'से',
  ].map((word) => word.normalize('NFC')),
); // prettier-ignore

const LATIN_WORD = /^[\p{Script=Latin}\p{N}\p{M}'’]+$/u;
const JOINERS = /[\u200C\u200D]/g;
const APOSTROPHE = /['’]/g;

/** Bengali (০-৯) and Devanagari (०-९) digits read as 0-9: "২৪" and "24" are the same number. */
function asciiDigits(word: string): string {
  return word.replace(/[\u09E6-\u09EF\u0966-\u096F]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x09e6 ? 0x09e6 : 0x0966));
  });
}

/**
 * English as patients and hospitals spell it: British and American spellings fold together
 * (tumour, tumor; haemorrhage, hemorrhage; oedema, edema; specialise, specialize), a possessive
 * and a plural's "s" go (Parkinson's, seizures), accents drop (Guillain-Barré).
 */
function foldEnglish(word: string): string {
  let folded = word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]s$/, '')
    .replace(APOSTROPHE, '');
  folded = folded.replace(/ae|oe/g, 'e').replace(/our(s?)$/, 'or$1');
  folded = folded.replace(/is(e|es|ed|ing|ation|ations)$/, 'iz$1');
  if (folded.length > 4 && folded.endsWith('s') && !/(ss|us|is)$/.test(folded)) folded = folded.slice(0, -1);
  return folded;
}

/**
 * Bengali and Hindi as patients type them: long and short i and u written either way (ী/ি,
 * ূ/ু, ई/इ, ऊ/उ), the nukta left out or not (ड़/ड), candrabindu or anusvara (ँ/ं), and the
 * invisible joiners, all fold together; the rest of the word is kept as written.
 */
const INDIC_FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\u09C0/g, '\u09BF'],
  [/\u09C2/g, '\u09C1'],
  [/\u0988/g, '\u0987'],
  [/\u098A/g, '\u0989'],
  [/\u0940/g, '\u093F'],
  [/\u0942/g, '\u0941'],
  [/\u0908/g, '\u0907'],
  [/\u090A/g, '\u0909'],
  [/[\u093C\u09BC]/g, ''],
  [/\u0901/g, '\u0902'],
  [/\u0981/g, '\u0982'],
];

function foldIndic(word: string): string {
  return INDIC_FOLDS.reduce((folded, [from, to]) => folded.replace(from, to), word.replace(JOINERS, ''));
}

/**
 * Terms already worked out, by word: a site's texts repeat a few thousand words millions of times,
 * and folding one costs far more than looking it up. Emptied when full, so a flood of invented
 * words in queries cannot grow it.
 */
const KNOWN_TERMS = new Map<string, string | null>();
const KNOWN_TERMS_MAX = 100_000;

/**
 * The form a word is indexed and sought under, or null for a word that says nothing (a stop word,
 * a lone Latin letter). The same function serves the index, the query and the marking.
 */
export function termOf(word: string): string | null {
  const known = KNOWN_TERMS.get(word);
  if (known !== undefined) return known;
  if (KNOWN_TERMS.size >= KNOWN_TERMS_MAX) KNOWN_TERMS.clear();
  const term = foldedTerm(word);
  KNOWN_TERMS.set(word, term);
  return term;
}

function foldedTerm(word: string): string | null {
  const lower = asciiDigits(word.normalize('NFC').toLowerCase());
  if (STOP_WORDS.has(lower)) return null;
  const term = LATIN_WORD.test(lower) ? foldEnglish(lower) : foldIndic(lower);
  if (term === '' || (term.length < 2 && /^[a-z]$/.test(term))) return null;
  return term;
}
