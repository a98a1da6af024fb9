import type { Core, UID } from '@strapi/strapi';
import { CONTENT_TYPES } from './content-types';
import * as content from './data/site-content';
import type { DemoTopic } from './data/site-content';
import { packageRates } from './data/packages';
import { schemes } from './data/schemes';
import { conditions } from './data/conditions';
import { createImageUploader, type ImageUploader } from './images/uploader';
import { renderIllustration, renderPortrait } from './images/render';

/**
 * The site's own content (facilities, divisions, neurosurgery services, directors, reviews,
 * contact details, home page texts, the accessibility statement, package rates, the schemes accepted, the health library's conditions) lives in Strapi so editors can change it. Each type is
 * seeded once, on the first start that knows it, with the specification's texts in its order
 * (so facilities get ids 1-10 and divisions 1-9 on a fresh database), and never again: an
 * editor's change, or deletion, survives every restart. A type that already holds rows (entered
 * before this seed existed) is only marked. Unlike the demo content this is seeded in production
 * too; its generated pictures come only with the demo content (SEED_DEMO_CONTENT), since real
 * photos are the editors' to upload and the site shows its placeholder meanwhile.
 */

type SiteUid = (typeof SITE_CONTENT_UIDS)[number];

export const SITE_CONTENT_UIDS = [
  CONTENT_TYPES.facility,
  CONTENT_TYPES.division,
  CONTENT_TYPES.neurosurgeryService,
  CONTENT_TYPES.director,
  CONTENT_TYPES.review,
  CONTENT_TYPES.siteSetting,
  CONTENT_TYPES.homeText,
  CONTENT_TYPES.accessibilityStatement,
  CONTENT_TYPES.packageRate,
  CONTENT_TYPES.scheme,
  // After the facilities (and the demo doctors, seeded before this), which each condition links.
  CONTENT_TYPES.condition,
] as const satisfies readonly UID.ContentType[];

const MARKER = { type: 'core', name: 'hospital', key: 'site-content' } as const;

export interface SiteContentOutcome {
  /** Records created per type on this start (empty when everything was seeded before). */
  created: Partial<Record<SiteUid, number>>;
  images: number;
}

/** A picture to attach: null when pictures are not seeded. */
type Picture = (
  fileStem: string,
  kind: 'topic' | 'portrait',
  text: { title: string; caption?: string; alt: string },
  topic?: Pick<DemoTopic, 'palette' | 'motif'>,
) => Promise<number | null>;

const paragraphs = (list: readonly string[]) => list.join('\n\n');

function recordsOf(strapi: Core.Strapi, uid: SiteUid, picture: Picture): Array<() => Promise<Record<string, unknown>>> {
  const topics = (list: readonly DemoTopic[], stem: string) =>
    list.map((topic) => async () => {
      const gallery: number[] = [];
      for (let index = 1; index <= topic.galleryPictures; index += 1) {
        const id = await picture(
          `${stem}-${topic.heading}-${index}`,
          'topic',
          { title: topic.heading, caption: `Picture ${index}`, alt: `${topic.heading}, picture ${index}` },
          topic,
        );
        if (id !== null) gallery.push(id);
      }
      return {
        heading: topic.heading,
        content: paragraphs(topic.content),
        image: await picture(
          `${stem}-${topic.heading}`,
          'topic',
          { title: topic.heading, alt: `Illustration: ${topic.heading}` },
          topic,
        ),
        gallery,
      };
    });
  switch (uid) {
    case CONTENT_TYPES.facility:
      return topics(content.facilities, 'facility');
    case CONTENT_TYPES.division:
      return topics(content.divisions, 'division');
    case CONTENT_TYPES.neurosurgeryService:
      return topics(content.neurosurgeryServices, 'neurosurgery');
    case CONTENT_TYPES.director:
      return content.directors.map((director) => async () => ({
        name: director.name,
        heading: director.heading,
        message: paragraphs(director.message),
        photo: await picture(director.name, 'portrait', {
          title: director.name,
          caption: director.heading,
          alt: `Photo of ${director.name}`,
        }),
      }));
    case CONTENT_TYPES.review:
      return content.reviews.map((review) => async () => ({
        name: review.name,
        position: review.position,
        feedback: review.feedback,
        image: await picture(review.name, 'portrait', {
          title: review.name,
          caption: review.position,
          alt: `Photo of ${review.name}`,
        }),
      }));
    case CONTENT_TYPES.siteSetting:
      return [async () => ({ ...content.contactDetails })];
    case CONTENT_TYPES.accessibilityStatement:
      return [async () => ({ ...content.accessibilityStatement })];
    case CONTENT_TYPES.packageRate:
      return packageRates.map((rate) => async () => ({
        ...rate,
        includes: rate.includes.join('\n'),
        excludes: rate.excludes.join('\n'),
      }));
    case CONTENT_TYPES.scheme:
      return schemes.map((scheme) => async () => ({
        ...scheme,
        covers: paragraphs(scheme.covers),
        documents: scheme.documents.join('\n'),
      }));
    case CONTENT_TYPES.condition:
      return conditions.map((condition) => async () => ({
        ...condition,
        overview: paragraphs(condition.overview),
        symptoms: condition.symptoms.join('\n'),
        seek_care_now: condition.seek_care_now.join('\n'),
        diagnosis_here: paragraphs(condition.diagnosis_here),
        treatment_here: paragraphs(condition.treatment_here),
        departments: await documentIdsOf(strapi, CONTENT_TYPES.facility, 'heading', condition.departments),
        doctors: await documentIdsOf(strapi, CONTENT_TYPES.doctor, 'name', condition.doctors),
      }));
    case CONTENT_TYPES.homeText:
      return [
        async () => ({
          taglines: content.taglines.join('\n'),
          india_heading: content.whyChooseUs.india.heading,
          india_reasons: content.whyChooseUs.india.reasons.join('\n'),
          abroad_heading: content.whyChooseUs.abroad.heading,
          abroad_reasons: content.whyChooseUs.abroad.reasons.join('\n'),
        }),
      ];
  }
}

/**
 * The documents a seeded entry links, found by their English words: one renamed or deleted by an
 * editor, or a demo doctor on a database without the demo content, is simply not linked.
 */
async function documentIdsOf(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  field: string,
  values: readonly string[],
): Promise<string[]> {
  const found = (await strapi.documents(uid).findMany({
    filters: { [field]: { $in: [...values] } },
    fields: ['documentId'],
  })) as Array<{ documentId: string }>;
  return found.map((document) => document.documentId);
}

const PORTRAIT_PALETTES = new Map<string, DemoTopic['palette']>(
  [...content.directors, ...content.reviews].map((person) => [person.name, person.palette]),
);

export async function seedSiteContentOnce(
  strapi: Core.Strapi,
  options: { withPictures: boolean },
): Promise<SiteContentOutcome> {
  const stored = (await strapi.store.get({ ...MARKER })) as { seeded?: string[] } | null;
  const seeded = new Set(stored?.seeded ?? []);
  const pending = SITE_CONTENT_UIDS.filter((uid) => !seeded.has(uid));
  const outcome: SiteContentOutcome = { created: {}, images: 0 };
  if (pending.length === 0) return outcome;

  const uploader: ImageUploader | null = options.withPictures ? await createImageUploader(strapi) : null;
  const picture: Picture = async (fileStem, kind, text, topic) => {
    if (!uploader) return null;
    const rendered =
      kind === 'portrait'
        ? await renderPortrait(
            text.title,
            PORTRAIT_PALETTES.get(text.title) ?? content.facilities[0].palette,
            text.caption ?? '',
          )
        : await renderIllustration(
            { title: text.title, caption: text.caption, alt: text.alt, palette: topic!.palette, motif: topic!.motif },
            'landscape',
            fileStem,
          );
    outcome.images += 1;
    return (await uploader.upload({ ...rendered, alt: text.alt })).id;
  };

  try {
    for (const uid of pending) {
      if ((await strapi.db.query(uid).count()) === 0)
        outcome.created[uid] = await createAll(strapi, uid, recordsOf(strapi, uid, picture));
      seeded.add(uid);
      await strapi.store.set({ ...MARKER, value: { seeded: [...seeded] } });
    }
  } catch (error) {
    await uploader?.removeUploaded().catch(() => undefined);
    throw error;
  } finally {
    await uploader?.dispose();
  }
  const total = Object.values(outcome.created).reduce((sum, count) => sum + (count ?? 0), 0);
  if (total > 0)
    strapi.log.info(`Seeded the site's own content: ${total} records, ${outcome.images} generated pictures.`);
  return outcome;
}

/** Creates the type's records in order; if one fails, the ones created before it go too. */
async function createAll(
  strapi: Core.Strapi,
  uid: SiteUid,
  records: Array<() => Promise<Record<string, unknown>>>,
): Promise<number> {
  const documentIds: string[] = [];
  try {
    for (const build of records) {
      const document = await strapi.documents(uid).create({ data: await build() });
      documentIds.push(document.documentId);
    }
  } catch (error) {
    for (const documentId of documentIds.reverse())
      await strapi
        .documents(uid)
        .delete({ documentId })
        .catch(() => undefined);
    throw error;
  }
  return documentIds.length;
}
