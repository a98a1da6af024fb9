import type { TranslationLanguage, TypeGaps } from '../../bootstrap/missing-translations';

export type { EntryRef, LanguageGaps, TranslationLanguage, TypeGaps } from '../../bootstrap/missing-translations';

/** The languages as the hospital's editors name them. */
export const LANGUAGE_NAMES: Record<TranslationLanguage, string> = { bn: 'Bengali', hi: 'Hindi' };

/** The panel's editor for that language's version of an entry (a single type has one entry). */
export function entryPath(type: TypeGaps, language: TranslationLanguage, documentId: string): string {
  const locale = `plugins[i18n][locale]=${language}`;
  return type.kind === 'singleType'
    ? `/content-manager/single-types/${type.uid}?${locale}`
    : `/content-manager/collection-types/${type.uid}/${documentId}?${locale}`;
}
