import type { Core } from '@strapi/strapi';
import type { Language } from '@hospital/contract';
import { demoTranslations, type DemoTranslation } from './data/translations';

/**
 * Writes the demo translations (data/translations.ts) as the Bengali and Hindi versions of their
 * English entries, each marked "not yet reviewed by a native speaker". Each is written once, on
 * the first start that finds its English entry (the site's own content on every database, the
 * doctors and home banner only with the demo content), and recorded, so a translation an editor
 * deletes or rewrites is never brought back.
 */

const MARKER = { type: 'core', name: 'hospital', key: 'translations' } as const;

export interface TranslationsOutcome {
  /** Versions written on this start. */
  written: number;
}

type Entry = DemoTranslation & { language: Exclude<Language, 'en'>; fields: Record<string, string> };

const key = (entry: Entry, documentId: string) => `${entry.uid} ${documentId} ${entry.language}`;

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
    const english = (await strapi
      .documents(entry.uid)
      .findFirst({ filters: entry.english, fields: ['documentId'] })) as {
      documentId: string;
    } | null;
    if (!english || written.has(key(entry, english.documentId))) continue;
    const existing = await strapi
      .documents(entry.uid)
      .findFirst({ locale: entry.language, filters: { documentId: english.documentId }, fields: ['documentId'] });
    if (!existing) {
      // An update in a locale the document lacks creates that version, with the shared fields copied.
      await strapi.documents(entry.uid).update({
        documentId: english.documentId,
        locale: entry.language,
        data: { ...entry.fields, reviewed_by_native_speaker: false } as never,
      });
      count += 1;
    }
    written.add(key(entry, english.documentId));
    await strapi.store.set({ ...MARKER, value: { written: [...written] } });
  }
  return { written: count };
}
