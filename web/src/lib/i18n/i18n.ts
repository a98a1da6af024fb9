import i18next, { type i18n as I18n, type Module } from 'i18next';
import ICU from 'i18next-icu';
import { setI18n, useTranslation } from 'react-i18next';
import { INTL_LOCALES, isLanguage, localizedPath, type Language } from './languages';
import { en, type MessageKey, type Messages } from './messages/en';

const OPTIONS = {
  // One flat catalogue per language: keys are written whole ('form.name'), never nested.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders; the messages carry no markup.
  interpolation: { escapeValue: false },
  // Every catalogue is there when the instance is made: nothing to wait for.
  initAsync: false,
  returnNull: false,
} as const;

function makeInstance(language: Language, messages: Messages): I18n {
  const instance = i18next.createInstance();
  // ICU plurals and number formats follow the locale Intl knows (bn-IN, hi-IN), not the bare code.
  const icu = new ICU({ parseLngForICU: (lng) => (isLanguage(lng) ? INTL_LOCALES[lng] : lng) });
  // i18next-icu's typings name the i18next it finds beside itself (none: ours is web's own).
  void instance.use(icu as unknown as Module).init({
    ...OPTIONS,
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
  });
  return instance;
}

/**
 * The English instance every component falls back to without a provider (the English pages, and
 * the components' own tests): made once, with the bundled catalogue.
 */
const english = makeInstance('en', en);
setI18n(english);

/** The instance for one page's language (bn, hi); English pages use the shared one. */
export function createI18n(language: Language, messages: Messages): I18n {
  return language === 'en' ? english : makeInstance(language, messages);
}

/** The page's language (the one its catalogue is in). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The interface words of the page's language: `text('form.name')`, `text('strip.call', { number })`. */
export function useText(): (key: MessageKey, values?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return (key, values) => t(key, values);
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
