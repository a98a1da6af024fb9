import { setupI18n, type I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext, useMemo, type ReactNode } from 'react';
import { INTL_LOCALES, isLanguage, localizedPath, type Language } from './languages';
import { en, type MessageKey, type Messages } from './messages/en';

/** What a message's placeholders are filled with: `{ count: 2 }`, `{ name: 'Dr. A. Sen' }`. */
export type MessageValues = Record<string, unknown>;

/** A message no catalogue has: its key on a served page; in the tests, a failure naming it. */
const missing =
  import.meta.env.MODE === 'test'
    ? (locale: string, id: string): string => {
        throw new Error(`No ${locale} message '${id}': is its catalogue part added (addEnglish)?`);
      }
    : undefined;

/**
 * Lingui for one language. The catalogues reach it compiled (ICU parsed at build time by Lingui's
 * own compiler, see web/vite-plugins/compiled-catalogues.ts): the page downloads no message parser, only
 * Lingui's interpolation, which counts plurals and writes numbers through `Intl` in the
 * language's locale (bn-IN, hi-IN).
 */
function setupLanguage(language: Language, messages: Partial<Messages>): I18n {
  return setupI18n({
    locale: language,
    locales: [INTL_LOCALES[language]],
    messages: { [language]: messages },
    missing,
  });
}

/**
 * English: one instance for every English page (and every component rendered without a provider,
 * in its own test). It starts with the frame's and the home page's words (messages/en.ts); a page
 * that few visitors open brings its own with its code (addEnglish), so the home page does not
 * carry the emergency guidance's or the contact form's words.
 */
const english = setupLanguage('en', en);

/** Adds a page's own English words (messages/en-*.ts) when its code loads; adding twice is harmless. */
export function addEnglish(messages: Partial<Messages>): void {
  english.load('en', messages);
}

/** The Bengali and Hindi instances, made once each: the page server renders many pages in each. */
const translated = new Map<Language, I18n>([['en', english]]);

/**
 * The Lingui instance of a page's language: English's, or Bengali's or Hindi's with its whole
 * catalogue (fetched as one chunk, see catalogue.ts), made on the first page in that language.
 */
export function createI18n(language: Language, messages: Partial<Messages>): I18n {
  let i18n = translated.get(language);
  if (!i18n) translated.set(language, (i18n = setupLanguage(language, messages)));
  return i18n;
}

/** The page's Lingui instance: its provider's, or English. */
function useI18n(): I18n {
  return useContext(LinguiContext)?.i18n ?? english;
}

/**
 * Gives the page its language: every `useText` below reads this instance's catalogue. Lingui's
 * own provider listens for the instance's changes and re-renders the whole page on each; a page's
 * language never changes while it is open (the switcher is a link to another page), and a page's
 * own English words arriving with its code (addEnglish) must not re-render every page already on
 * screen, so this one provides Lingui's context without listening.
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const value = useMemo(() => ({ i18n, _: i18n._.bind(i18n) }), [i18n]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}

/** The page's language (the one its catalogue is in). */
export function useLanguage(): Language {
  const { locale } = useI18n();
  return isLanguage(locale) ? locale : 'en';
}

/** The interface words of the page's language: `text('form.name')`, `text('strip.call', { number })`. */
export function useText(): (key: MessageKey, values?: MessageValues) => string {
  const i18n = useI18n();
  return (key, values) => i18n._(key, values);
}

/** `Intl`'s locale for the page's language: dates and numbers as bn-IN / hi-IN write them. */
export function useIntlLocale(): string {
  return INTL_LOCALES[useLanguage()];
}

/**
 * A site path in the page's language, for what the router does not write: a plain `<a href>` or a
 * `<form action>` (`/contact` is `/bn/contact` on a Bengali page). Links (`<Link to>`) need not:
 * the router's basename does it.
 */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizedPath(language, path);
}
