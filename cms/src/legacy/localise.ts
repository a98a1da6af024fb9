import type { Context } from 'koa';
import type { Core, Schema, UID } from '@strapi/strapi';
import { LANGUAGES, MESSAGES, type Language } from '@hospital/contract';
import { fieldErrors } from './errors';

/**
 * Public answers in Bengali and Hindi. The English record is read as before (its relations,
 * media and shared fields), then each translated field of the locale's version replaces the
 * English one where it holds words: a field the translation leaves empty, or an entry not yet
 * translated, stays English. Relations are never read from a translation (Strapi 5 does not share
 * them across locales), so an answer in any language links what the English one links.
 */

export const DEFAULT_LANGUAGE: Language = 'en';

type Uid = UID.ContentType;
type Data = Record<string, unknown>;

/** Fields Strapi's panel keeps per locale that are about the translation, not shown to visitors. */
const NOT_OVERLAID = new Set(['reviewed_by_native_speaker']);

const WORD_TYPES = new Set(['string', 'text', 'richtext']);

function localisedOptions(value: unknown): boolean {
  const options = (value as { pluginOptions?: { i18n?: { localized?: unknown } } } | undefined)?.pluginOptions;
  return options?.i18n?.localized === true;
}

/** Whether editors translate this type (its schema says `pluginOptions.i18n.localized`). */
export function isTranslated(strapi: Core.Strapi, uid: Uid): boolean {
  return localisedOptions(strapi.contentType(uid));
}

/** The fields of a type that hold words and differ per locale. */
export function translatedFields(strapi: Core.Strapi, uid: Uid): string[] {
  return Object.entries<Schema.Attribute.AnyAttribute>(strapi.contentType(uid).attributes)
    .filter(
      ([name, attribute]) => WORD_TYPES.has(attribute.type) && localisedOptions(attribute) && !NOT_OVERLAID.has(name),
    )
    .map(([name]) => name);
}

/** Whether `value` is one of the site's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a public read asks for with `?locale=`: English when absent. Anything else than
 * `en`, `bn` or `hi` (a list, an empty value, a path, a 10 kB string) is a 400 on `locale`, before
 * any database work. A type no visitor reads in translation ignores the parameter, as before.
 */
export function requestedLanguage(strapi: Core.Strapi, ctx: Context, uid: Uid): Language {
  return isTranslated(strapi, uid) ? askedLanguage(ctx) : DEFAULT_LANGUAGE;
}

/** `?locale=` of a read over several types (the site search): English when absent, else as requestedLanguage. */
export function askedLanguage(ctx: Context): Language {
  const value: unknown = (ctx.query as Record<string, unknown>).locale;
  if (value === undefined) return DEFAULT_LANGUAGE;
  if (!isLanguage(value)) throw fieldErrors({ locale: [MESSAGES.unknownLocale] });
  return value;
}

function holdsWords(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A record in a language, and whether any of its words are still the English ones. */
export interface InLanguage<T> {
  record: T;
  /**
   * A field that holds words in English has none in the language (or the entry has no version in
   * it at all), so the visitor reads English there. Always false for English itself.
   */
  partlyEnglish: boolean;
}

/**
 * The English records with the language's translated fields laid over them, in the same order,
 * each saying whether it still falls back to English somewhere. One query per call, whatever the
 * number of records.
 */
export async function inLanguage<T>(
  strapi: Core.Strapi,
  uid: Uid,
  records: T[],
  language: Language,
): Promise<Array<InLanguage<T>>> {
  if (language === DEFAULT_LANGUAGE || records.length === 0 || !isTranslated(strapi, uid)) {
    return records.map((record) => ({ record, partlyEnglish: false }));
  }
  const fields = translatedFields(strapi, uid);
  const documentIds = records.map((record) => (record as Data).documentId).filter((id) => typeof id === 'string');
  const translations = (await strapi.documents(uid).findMany({
    locale: language,
    filters: { documentId: { $in: documentIds } },
    // The names come from the type's own schema.
    fields: ['documentId', ...fields] as never,
  })) as Data[];
  const byDocument = new Map(translations.map((translation) => [translation.documentId, translation]));
  return records.map((record) => {
    const english = record as Data;
    const translation = byDocument.get(english.documentId) ?? {};
    const overlaid: Data = { ...english };
    let partlyEnglish = false;
    for (const field of fields) {
      if (holdsWords(translation[field])) overlaid[field] = translation[field];
      else if (holdsWords(english[field])) partlyEnglish = true;
    }
    return { record: overlaid as T, partlyEnglish };
  });
}

/** One record in the language (see inLanguage). */
export async function oneInLanguage<T>(
  strapi: Core.Strapi,
  uid: Uid,
  record: T,
  language: Language,
): Promise<InLanguage<T>> {
  const [translated] = await inLanguage(strapi, uid, [record], language);
  return translated;
}

/**
 * A public answer with its language mark: `partly_english` on every answer read with `?locale=bn`
 * or `hi` (so the page can say that part of it is still English), never on an English one, which
 * stays exactly as it always was.
 */
export function shapedInLanguage<TRecord, TShape extends object>(
  shape: (record: TRecord) => TShape,
  language: Language,
): (translated: InLanguage<TRecord>) => TShape & { partly_english?: boolean } {
  return ({ record, partlyEnglish }) =>
    language === DEFAULT_LANGUAGE ? shape(record) : { ...shape(record), partly_english: partlyEnglish };
}
