/**
 * The site's languages. English keeps the site's addresses as they were; Bengali and Hindi live
 * under `/bn/...` and `/hi/...`. The prefix is matched exactly (lower case): `/BN/` is not a
 * language, so it reaches the routes as an unknown page.
 */
export const LANGUAGES = ['en', 'bn', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The languages with an address prefix of their own. */
export const TRANSLATED_LANGUAGES = ['bn', 'hi'] as const satisfies readonly Language[];

/** Each language in its own words, as the switcher shows it. */
export const NATIVE_NAMES: Readonly<Record<Language, string>> = { en: 'English', bn: 'বাংলা', hi: 'हिन्दी' };

/** What `Intl` formats dates and numbers with. */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', bn: 'bn-IN', hi: 'hi-IN' };

/** `<html lang>`: English pages keep the `en-IN` they always had. */
export const HTML_LANG: Readonly<Record<Language, string>> = { en: 'en-IN', bn: 'bn', hi: 'hi' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Where a language's pages start: the router's basename. */
export const basenameOf = (language: Language): string => (language === 'en' ? '/' : `/${language}`);

/** `/bn/doctors` → bn and `/doctors`; `/doctors` (or `/BN/doctors`, `/bnx`) → en and itself. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/(bn|hi)(\/.*)?$/.exec(pathname);
  if (!match) return { language: 'en', path: pathname };
  return { language: match[1] as Language, path: match[2] ?? '/' };
}

/** A site path (`/doctors?q=sen`) in a language: `/bn/doctors?q=sen`; `/` becomes `/bn/`. */
export function localizedPath(language: Language, path: string): string {
  return language === 'en' ? path : `/${language}${path}`;
}

/** A page's `hreflang` alternates: each language, and English as the default for everyone else. */
export function languageAlternates(address: Record<Language, string>): { hreflang: string; path: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, path: address[language] })),
    { hreflang: 'x-default', path: address.en },
  ];
}
