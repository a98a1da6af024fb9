import { useLanguage } from './i18n';
import type { Language } from './languages';

/**
 * The CMS says which records of a Bengali or Hindi answer fell back to English (`partly_english`,
 * for the line under a section) but not which fields, so the rule for `lang` is the text itself:
 * on a translated page, a text from the CMS written only in ASCII with Latin letters in it is
 * English, and is marked `lang="en"` (a screen reader then reads it with an English voice). A text with any Bengali or Devanagari letter (or any other non-ASCII
 * character) is taken to be in the page's language. Names and numbers alone ("Dr. A. Sen") are
 * marked too: read in English, they are read right.
 */
export function fallbackLang(language: Language, text: string | null | undefined): 'en' | undefined {
  if (language === 'en' || !text) return undefined;
  // eslint-disable-next-line no-control-regex -- "ASCII only" is the rule itself.
  return /^[\x00-\x7F]*$/.test(text) && /[A-Za-z]/.test(text) ? 'en' : undefined;
}

/** `lang={textLang(field)}` on an element showing a CMS text (see fallbackLang). */
export function useFallbackLang(): (text: string | null | undefined) => 'en' | undefined {
  const language = useLanguage();
  return (text) => fallbackLang(language, text);
}
