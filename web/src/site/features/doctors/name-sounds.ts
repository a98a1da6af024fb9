/**
 * A name's rough sound in Latin letters, so a visitor who types "Ananya" finds "ডাঃ অনন্যা ভট্টাচার্য"
 * on the Bengali page and "डॉ. अनन्या भट्टाचार्य" on the Hindi one (issue 38: on /bn/doctors a
 * Latin-letter name found nobody). Not a transliteration: both sides are brought down to the same
 * coarse key, where spellings of one name agree. Vowels become one `a`, or `i` for the i sounds
 * (spellings differ most in vowels; the i tells Sinha from Sunita), and a word's last `a` drops
 * (সেন, "Sen"); `h` and a `y` before a vowel drop (Bh/bh, Chatterjee/চ্যাটার্জি); letters that are
 * one sound in these names merge (v, w, b; z, j; f, p); doubled letters count once.
 */

/** Consonants by their offset in the Devanagari block; the Bengali block (0x0980) has the same layout. */
const CONSONANTS: Record<number, string> = {
  0x15: 'k',
  0x16: 'k',
  0x17: 'g',
  0x18: 'g',
  0x19: 'n',
  0x1a: 'c',
  0x1b: 'c',
  0x1c: 'j',
  0x1d: 'j',
  0x1e: 'n',
  0x1f: 't',
  0x20: 't',
  0x21: 'd',
  0x22: 'd',
  0x23: 'n',
  0x24: 't',
  0x25: 't',
  0x26: 'd',
  0x27: 'd',
  0x28: 'n',
  0x29: 'n',
  0x2a: 'p',
  0x2b: 'p',
  0x2c: 'b',
  0x2d: 'b',
  0x2e: 'm',
  0x2f: 'y',
  0x30: 'r',
  0x31: 'r',
  0x32: 'l',
  0x33: 'l',
  0x34: 'l',
  0x35: 'b',
  0x36: 's',
  0x37: 's',
  0x38: 's',
  0x39: 'h',
  // Nukta letters: Devanagari क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़; Bengali ড় ঢ় য়.
  0x58: 'k',
  0x59: 'k',
  0x5a: 'g',
  0x5b: 'j',
  0x5c: 'r',
  0x5d: 'r',
  0x5e: 'p',
  0x5f: 'y',
  // Bengali-Assamese ৰ ৱ.
  0x70: 'r',
  0x71: 'b',
};

const VIRAMA = 0x4d;
const ANUSVARA = 0x02;
/** Bengali ৎ (khanda ta): a final t with no vowel of its own. */
const KHANDA_TA = 0x4e;

function indicOffset(code: number): number | undefined {
  if (code >= 0x0900 && code <= 0x097f) return code - 0x0900;
  if (code >= 0x0980 && code <= 0x09ff) return code - 0x0980;
  return undefined;
}

const isIndependentVowel = (offset: number) => offset >= 0x04 && offset <= 0x14;
const isVowelSign = (offset: number) => (offset >= 0x3e && offset <= 0x4c) || offset === 0x62 || offset === 0x63;
/** इ ई ि ी (and the Bengali ones): the i sound, which tells names apart (Sinha, Sunita) where other vowels do not. */
const isIVowel = (offset: number) => offset === 0x07 || offset === 0x08 || offset === 0x3f || offset === 0x40;

/** Bengali and Devanagari letters in Latin ones, with the vowel every consonant carries unless told otherwise. */
function romanise(text: string): string {
  let out = '';
  let inherentVowel = false;
  for (const char of text) {
    const offset = indicOffset(char.codePointAt(0) ?? 0);
    if (offset === undefined) {
      if (inherentVowel) out += 'a';
      inherentVowel = false;
      out += char;
      continue;
    }
    if (offset === 0x3c) continue; // nukta: the letter before keeps its sound here
    if (offset === VIRAMA) {
      inherentVowel = false;
      continue;
    }
    if (isVowelSign(offset)) {
      out += isIVowel(offset) ? 'i' : 'a';
      inherentVowel = false;
      continue;
    }
    if (inherentVowel) out += 'a';
    inherentVowel = false;
    if (offset === KHANDA_TA && char >= '\u0980') out += 't';
    else if (CONSONANTS[offset]) {
      out += CONSONANTS[offset];
      inherentVowel = true;
    } else if (isIndependentVowel(offset)) out += isIVowel(offset) ? 'i' : 'a';
    else if (offset === ANUSVARA) out += 'n';
    else if (offset >= 0x66 && offset <= 0x6f) out += String(offset - 0x66);
    // Chandrabindu, visarga, danda and the rest carry no letter of a name.
  }
  return inherentVowel ? `${out}a` : out;
}

/** A doctor's title at the start of a name in any of the site's languages: Dr, Dr., ডাঃ, ডা., ডাক্তার, डॉ., डॉक्टर. */
const TITLE = /^\s*(?:dr\b\.?|ডাঃ|ডা\.|ডাক্তার|डॉ\.?|डॉक्टर|डा\.)\s*/iu;

/** The key two spellings of one name share: "Ananya Bhattacharya" and "অনন্যা ভট্টাচার্য" both give "anan batacar". */
export function nameSound(text: string): string {
  return (
    romanise(text.normalize('NFC').replace(TITLE, ''))
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/x/g, 'ks')
      .replace(/q/g, 'k')
      .replace(/[vw]/g, 'b')
      .replace(/z/g, 'j')
      .replace(/f/g, 'p')
      .replace(/ee/g, 'i')
      // A y that is a vowel (Mohanty, মহান্তি) is an i; one before a vowel (Ananya, অনন্যা) drops, as h does.
      .replace(/y(?![aeiou])/g, 'i')
      .replace(/[hy]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .replace(/[aeou]+/g, 'a')
      .replace(/i+/g, 'i')
      .replace(/([a-z])\1+/g, '$1')
      // A word's last vowel goes: Bengali and Hindi write a vowel there that is not said (সেন, "Sen").
      .replace(/(\S)a\b/g, '$1')
      .trim()
  );
}

/**
 * Whether `wanted` (what the visitor typed, in any script) names part of `name`. Vowels first;
 * then, for a query long enough not to match everyone, the consonants alone, since Hindi writes
 * vowels a speaker drops ("Rajkumar", राजकुमार).
 */
export function soundsLike(name: string, wanted: string): boolean {
  const want = nameSound(wanted);
  if (!want) return true;
  const have = nameSound(name);
  if (have.includes(want)) return true;
  const consonants = (key: string) => key.replace(/[ai\s]/g, '');
  return consonants(want).length >= 4 && consonants(have).includes(consonants(want));
}
