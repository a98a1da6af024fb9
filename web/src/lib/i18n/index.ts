/** The site's languages, their catalogues and the hooks that read them (docs/ARCHITECTURE.md, "Languages"). */
export * from './languages';
export {
  addEnglish,
  addWords,
  createI18n,
  LanguageProvider,
  useIntlLocale,
  useLanguage,
  useLocalizedPath,
  useText,
} from './i18n';
export { loadMessages, type CataloguePart } from './catalogue';
export { useFallbackLang } from './fallback-lang';
export { useTextWith } from './text-with';
export { readInLanguage, readsIn } from './reads';
export type { MessageKey } from './messages/en';
