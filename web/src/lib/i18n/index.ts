/** The site's languages, their catalogues and the hooks that read them (docs/ARCHITECTURE.md, "Languages"). */
export * from './languages';
export {
  createI18n,
  LanguageProvider,
  useIntlLocale,
  useLanguage,
  useLocalizedPath,
  useText,
  type MessageValues,
} from './i18n';
export { loadMessages } from './catalogue';
export { fallbackLang, useFallbackLang } from './fallback-lang';
export { keyInLanguage, readInLanguage, readsIn } from './reads';
export type { MessageKey, Messages } from './messages/en';
