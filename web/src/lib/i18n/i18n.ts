import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider, LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { INTL_LOCALES, isLanguage, localizedPath, type Language } from './languages';
import { en, type MessageKey, type Messages } from './messages/en';

/** What a message's placeholders are filled with: `{ count: 2 }`, `{ name: 'Dr. A. Sen' }`. */
export type MessageValues = Record<string, unknown>;

/**
 * Lingui for one page's language. The catalogues reach it compiled (ICU parsed at build time by
 * Lingui's own compiler, see web/build/compiled-catalogues.ts): the page downloads no message
 * parser, only Lingui's interpolation, which counts plurals and writes numbers through `Intl` in
 * the language's locale (bn-IN, hi-IN).
 */
export function createI18n(language: Language, messages: Messages): I18n {
  return setupI18n({ locale: language, locales: [INTL_LOCALES[language]], messages: { [language]: messages } });
}

/**
 * The English instance every component falls back to without a provider (a component's own test):
 * made once, on first use, with the bundled catalogue.
 */
let english: I18n | undefined;

/** The page's Lingui instance: its provider's, or English. */
function useI18n(): I18n {
  const context = useContext(LinguiContext);
  if (context) return context.i18n;
  english ??= createI18n('en', en);
  return english;
}

/** Gives the page its language: every `useText` below reads this instance's catalogue. */
export const LanguageProvider = I18nProvider;

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
