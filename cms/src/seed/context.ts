import type { Core, UID } from '@strapi/strapi';
import type { DemoImage, Palette } from './data/types';
import { renderIllustration, renderPortrait, type RenderedImage } from './images/render';
import type { ImageKind } from './images/sizes';
import type { ImageUploader } from './images/uploader';

/** What every seeder gets: somewhere to put images and documents, and a record of both for rollback. */
export interface SeedContext {
  readonly strapi: Core.Strapi;
  /** Renders and uploads an illustration; returns the file id to link. */
  illustration(image: DemoImage, kind: Exclude<ImageKind, 'portrait'>, fileStem: string): Promise<number>;
  /** Renders and uploads a gallery of landscape illustrations, numbered from 1; returns the file ids in order. */
  gallery(images: readonly DemoImage[], fileStem: string): Promise<number[]>;
  /** Renders and uploads a doctor's portrait; returns the file id to link. */
  portrait(name: string, palette: Palette, designation: string): Promise<number>;
  /** Creates a document through the Document Service (so the schema's rules apply) and records it. */
  create(uid: UID.ContentType, data: Record<string, unknown>): Promise<void>;
}

export interface CreatedDocument {
  uid: UID.ContentType;
  documentId: string;
}

export function createSeedContext(
  strapi: Core.Strapi,
  uploader: ImageUploader,
  created: CreatedDocument[],
): SeedContext {
  const upload = async (image: RenderedImage) => (await uploader.upload(image)).id;
  const illustration: SeedContext['illustration'] = async (image, kind, fileStem) =>
    upload(await renderIllustration(image, kind, fileStem));
  return {
    strapi,
    illustration,
    async gallery(images, fileStem) {
      const ids: number[] = [];
      // One at a time: image processing already uses every core, and the order is the gallery's.
      for (const [index, image] of images.entries())
        ids.push(await illustration(image, 'landscape', `${fileStem}-${index + 1}`));
      return ids;
    },
    portrait: async (name, palette, designation) => upload(await renderPortrait(name, palette, designation)),
    async create(uid, data) {
      // The demo data is typed by its own modules; the Document Service validates it against the schema.
      const document = await strapi.documents(uid).create({ data });
      created.push({ uid, documentId: document.documentId });
    },
  };
}

/** Lists are written newest first (as the site shows them); creating them oldest first keeps that order. */
export function oldestFirst<T>(newestFirst: readonly T[]): T[] {
  return [...newestFirst].reverse();
}
