import type { Core, UID } from '@strapi/strapi';
import { LANGUAGES, type Language } from '@hospital/contract';
import { translatedFields } from '../legacy/localise';
import { PANEL_LAYOUTS, REVIEW_MARK } from './panel-labels';
import { translatedTypes } from './translator-roles';

/**
 * What a visitor still reads in English on the Bengali and Hindi pages, per translated type and
 * language, for the editors' "Missing translations" page in Strapi's panel: entries with no
 * version in the language, versions that leave a word field empty where the English one has words
 * (the site shows the English words there), and versions not yet reviewed by a native speaker.
 */

export type TranslationLanguage = Exclude<Language, 'en'>;
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((language): language is TranslationLanguage => language !== 'en');

export interface EntryRef {
  documentId: string;
  /** The English entry's name (its main field), or its number when it has none. */
  name: string;
}

export interface LanguageGaps {
  /** No version in this language: the whole entry is English. */
  untranslated: EntryRef[];
  /** A version that leaves these fields (the panel's labels) empty where the English has words. */
  incomplete: Array<EntryRef & { fields: string[] }>;
  /** A version not yet marked "Reviewed by a native speaker". */
  awaitingReview: EntryRef[];
}

export interface TypeGaps {
  uid: string;
  /** The type's name in the panel's Content Manager. */
  name: string;
  kind: 'collectionType' | 'singleType';
  entries: number;
  languages: Record<TranslationLanguage, LanguageGaps>;
}

type Row = Record<string, unknown> & { id: number; documentId: string };

const holdsWords = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

function nameOf(uid: string, row: Row): string {
  const mainField = PANEL_LAYOUTS[uid]?.mainField;
  const value = mainField ? row[mainField] : undefined;
  return holdsWords(value) ? String(value) : `No. ${row.id}`;
}

function labelOf(uid: string, field: string): string {
  return PANEL_LAYOUTS[uid]?.fields[field]?.label ?? field;
}

function gapsIn(uid: string, fields: string[], english: Row[], translations: Row[]): LanguageGaps {
  const byDocument = new Map(translations.map((row) => [row.documentId, row]));
  const gaps: LanguageGaps = { untranslated: [], incomplete: [], awaitingReview: [] };
  for (const row of english) {
    const ref = { documentId: row.documentId, name: nameOf(uid, row) };
    const translation = byDocument.get(row.documentId);
    if (!translation) {
      gaps.untranslated.push(ref);
      continue;
    }
    const empty = fields.filter((field) => holdsWords(row[field]) && !holdsWords(translation[field]));
    if (empty.length > 0) gaps.incomplete.push({ ...ref, fields: empty.map((field) => labelOf(uid, field)) });
    if (translation[REVIEW_MARK] !== true) gaps.awaitingReview.push(ref);
  }
  return gaps;
}

async function versions(strapi: Core.Strapi, uid: UID.ContentType, locale: Language, fields: string[]): Promise<Row[]> {
  // The field names come from the type's own schema.
  return (await strapi.documents(uid).findMany({ locale, fields: fields as never, sort: 'id:asc' as never })) as Row[];
}

/** Two reads per type and language; the hospital has some tens of entries per type. */
export async function missingTranslations(strapi: Core.Strapi): Promise<TypeGaps[]> {
  const report: TypeGaps[] = [];
  for (const uid of translatedTypes(strapi)) {
    const type = strapi.contentType(uid);
    const words = translatedFields(strapi, uid);
    const mainField = PANEL_LAYOUTS[uid]?.mainField;
    const english = await versions(strapi, uid, 'en', [
      'documentId',
      ...new Set([...words, ...(mainField ? [mainField] : [])]),
    ]);
    const languages = {} as Record<TranslationLanguage, LanguageGaps>;
    for (const language of TRANSLATION_LANGUAGES) {
      const translations = await versions(strapi, uid, language, ['documentId', ...words, REVIEW_MARK]);
      languages[language] = gapsIn(uid, words, english, translations);
    }
    report.push({
      uid,
      name: type.info.displayName,
      kind: type.kind,
      entries: english.length,
      languages,
    });
  }
  return report.sort((a, b) => a.name.localeCompare(b.name));
}
