import { setupI18n, type I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext, useMemo, type ReactNode } from 'react';
import { INTL_LOCALES, isLanguage, localizedPath, type Language } from './languages';
import type { MessageKey, Messages } from './messages/en';

/** What a message's placeholders are filled with: `{ count: 2 }`, `{ name: 'Dr. A. Sen' }`. */
export type MessageValues = Record<string, unknown>;

/** A message no catalogue has: its key on a served page; in the tests, a failure naming it. */
const missing =
  import.meta.env.MODE === 'test'
    ? (locale: string, id: string): string => {
        throw new Error(
          `No ${locale} message '${id}': is its catalogue part named (a route's words) or added (addEnglish)?`,
        );
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
 * English: one instance for every English page (and every component rendered without a provider).
 * It starts empty: the words every page may show (messages/en.ts) are loaded before the first
 * render, as every language's are (catalogue.ts), so a Bengali or Hindi page does not carry
 * them; a page that few visitors open brings its own English words with its code (addEnglish), so
 * the home page does not carry the emergency guidance's or the contact form's words.
 */
const english = setupLanguage('en', {});

/** Adds a page's own English words (messages/en-*.ts) when its code loads; adding twice is harmless. */
export function addEnglish(messages: Partial<Messages>): void {
  english.load('en', messages);
}

/** One instance per language: the page server renders many pages in each. */
const instances = new Map<Language, I18n>([['en', english]]);

/**
 * The Lingui instance of a language, with these words added: English's, or Bengali's or Hindi's,
 * made on the first page in that language (its words fetched as chunks, see catalogue.ts).
 */
export function createI18n(language: Language, messages: Partial<Messages>): I18n {
  const i18n = instances.get(language);
  if (!i18n) {
    const made = setupLanguage(language, messages);
    instances.set(language, made);
    return made;
  }
  i18n.load(language, messages);
  return i18n;
}

/**
 * Adds the words of a page's own catalogue parts when its route's code loads (app/routes.tsx),
 * before the page renders: a page on screen already has its own, so nothing re-renders.
 */
export function addWords(language: Language, messages: Partial<Messages>): void {
  createI18n(language, messages);
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
