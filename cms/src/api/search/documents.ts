import type { Core } from '@strapi/strapi';
import type { Language } from '@hospital/contract';
import { DEFAULT_LANGUAGE, isTranslated } from '../../legacy/localise';
import { SITE_PATHS } from '../../legacy/site-paths';
import type { SearchDocument } from './engine/site-index';
import { SEARCH_SOURCES, type EntryRecord, type SearchSource } from './sources';

const holdsWords = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const wordsOf = (value: unknown): string => (holdsWords(value) ? value : '');

/**
 * A source's pages in a language: the English entries (the ids and addresses the site uses), each
 * with its translation's words laid over field by field, as every public read does
 * (legacy/localise.ts). An entry whose heading is not translated is found by its English words and
 * says so (`language: 'en'`); a translated one is also found by its English heading.
 */
async function documentsOf(strapi: Core.Strapi, source: SearchSource, language: Language): Promise<SearchDocument[]> {
  const pathOf = SITE_PATHS[source.uid];
  if (!pathOf) throw new Error(`${source.uid} has no page on the site (legacy/site-paths.ts): nothing to link.`);
  const documents = strapi.documents(source.uid);
  const english = (await documents.findMany({ filters: source.filters, sort: [{ id: 'asc' }] })) as EntryRecord[];
  const translated =
    language !== DEFAULT_LANGUAGE && isTranslated(strapi, source.uid) && english.length > 0
      ? // Every version in the language, not those of the English entries by id: a list of
        // thousands of ids would meet the database's limit on a query's parameters.
        ((await documents.findMany({ locale: language })) as EntryRecord[])
      : [];
  const byDocument = new Map(translated.map((entry) => [entry.documentId, entry]));
  return english.flatMap((entry): SearchDocument[] => {
    const path = pathOf(entry);
    if (path === null) return [];
    const translation = byDocument.get(entry.documentId);
    const inLanguage = (field: string) => (holdsWords(translation?.[field]) ? translation[field] : entry[field]);
    const titleTranslated = holdsWords(translation?.[source.title]);
    return [
      {
        kind: source.kind,
        id: entry.id,
        title: wordsOf(inLanguage(source.title)),
        body: source.body
          .map((field) => wordsOf(inLanguage(field)))
          .filter((text) => text !== '')
          .join('\n\n'),
        keywords: [source.keywords?.(entry) ?? '', titleTranslated ? wordsOf(entry[source.title]) : '']
          .filter((text) => text !== '')
          .join('\n'),
        path,
        language: titleTranslated ? language : DEFAULT_LANGUAGE,
      },
    ];
  });
}

/** Every page the search finds, in a language (English where an entry has no translation). */
export async function siteDocuments(strapi: Core.Strapi, language: Language): Promise<SearchDocument[]> {
  const perSource = await Promise.all(SEARCH_SOURCES.map((source) => documentsOf(strapi, source, language)));
  return perSource.flat();
}
