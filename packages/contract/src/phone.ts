/**
 * Phone numbers as the desk dials them. Families type them in Bengali (০৯৮৩০) or Devanagari
 * (०९८३०) digits as often as Latin ones; a `tel:` link needs Latin digits, so every number is
 * stored in them (issue 38), whichever script it was typed in.
 */

/** The zero of each script's digits a patient may type: Latin's nine come after each in order. */
const DIGIT_ZEROS = [
  0x0660, // Arabic-Indic
  0x06f0, // Extended Arabic-Indic (Urdu, Persian)
  0x0966, // Devanagari (Hindi, Nepali, Marathi)
  0x09e6, // Bengali
  0x0a66, // Gurmukhi
  0x0ae6, // Gujarati
  0x0b66, // Odia
  0x0be6, // Tamil
  0x0c66, // Telugu
  0x0ce6, // Kannada
  0x0d66, // Malayalam
  0xff10, // Full-width
] as const;

/** The text with every digit of those scripts written as its Latin digit; the rest as it was. */
export function latinDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const point = digit.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((start) => point >= start && point <= start + 9);
    return zero === undefined ? digit : String(point - zero);
  });
}

/** A phone number once in Latin digits: digits, spaces, `+ - ( ) .`, and at least one digit. */
const PHONE_NUMBER = /^\+?[\d\s().-]*\d[\d\s().-]*$/;

export const isPhoneNumber = (latin: string): boolean => PHONE_NUMBER.test(latin);
