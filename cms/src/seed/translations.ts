import type { Core } from '@strapi/strapi';
import type { Language } from '@hospital/contract';
import { demoTranslations } from './data/translations';
import type { DemoTranslation } from './data/translation-types';

/**
 * Writes the demo translations (data/translations.ts) as the Bengali and Hindi versions of their
 * English entries, each marked "not yet reviewed by a native speaker". Each version is written
 * once, on the first start that finds its English entry (the site's own content on every
 * database, the doctors and home banner only with the demo content), and recorded, so a
 * translation an editor deletes is never brought back. A field the demo adds later (a database
 * seeded before it) is written into the existing version on the next start, once, only where
 * that version leaves it empty and English does not (the version is then marked not reviewed
 * again): an editor's words are never overwritten.
 */

const MARKER = { type: 'core', name: 'hospital', key: 'translations' } as const;

export interface TranslationsOutcome {
  /** Versions written (created, or given a field they lacked) on this start. */
  written: number;
}

type Entry = DemoTranslation & { language: Exclude<Language, 'en'>; fields: Record<string, string> };

const key = (entry: Entry, documentId: string) => `${entry.uid} ${documentId} ${entry.language}`;
const fieldKey = (entry: Entry, documentId: string, field: string) => `${key(entry, documentId)} ${field}`;

const holdsWords = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export async function seedTranslationsOnce(
  strapi: Core.Strapi,
  options: { withDemoContent: boolean },
): Promise<TranslationsOutcome> {
  const stored = (await strapi.store.get({ ...MARKER })) as { written?: string[] } | null;
  const written = new Set(stored?.written ?? []);
  const entries: Entry[] = demoTranslations
    .filter((translation) => options.withDemoContent || !translation.demo)
    .flatMap((translation) =>
      (['bn', 'hi'] as const).map((language) => ({
        ...translation,
        language,
        fields: translation.translations[language],
      })),
    );
  let count = 0;
  for (const entry of entries) {
    // Found by its English words, in the default locale (the Document Service's default).
    const fields = Object.keys(entry.fields);
    const english = (await strapi
      .documents(entry.uid)
      .findFirst({ filters: entry.english, fields: ['documentId', ...fields] as never })) as {
      documentId: string;
      [field: string]: unknown;
    } | null;
    if (!english) continue;
    const { documentId } = english;
    if (written.has(key(entry, documentId)) && fields.every((field) => written.has(fieldKey(entry, documentId, field))))
      continue;
    const existing = (await strapi.documents(entry.uid).findFirst({
      locale: entry.language,
      filters: { documentId },
      // The names come from the demo data, written against the type's schema.
      fields: ['documentId', ...fields] as never,
    })) as Record<string, unknown> | null;
    if (!existing && !written.has(key(entry, documentId))) {
      // An update in a locale the document lacks creates that version, with the shared fields copied.
      await strapi.documents(entry.uid).update({
        documentId,
        locale: entry.language,
        data: { ...entry.fields, reviewed_by_native_speaker: false } as never,
      });
      count += 1;
    } else if (existing) {
      const missing = Object.fromEntries(
        Object.entries(entry.fields).filter(
          ([field]) =>
            !written.has(fieldKey(entry, documentId, field)) &&
            !holdsWords(existing[field]) &&
            // A field English leaves empty stays empty in the language too.
            holdsWords(english[field]),
        ),
      );
      if (Object.keys(missing).length > 0) {
        // The version now holds words no native speaker has read.
        await strapi.documents(entry.uid).update({
          documentId,
          locale: entry.language,
          data: { ...missing, reviewed_by_native_speaker: false } as never,
        });
        count += 1;
      }
    }
    written.add(key(entry, documentId));
    for (const field of fields) written.add(fieldKey(entry, documentId, field));
    await strapi.store.set({ ...MARKER, value: { written: [...written] } });
  }
  return { written: count };
}
