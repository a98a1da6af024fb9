import type { Core, Modules, Schema, UID } from '@strapi/strapi';
import { notFound } from './errors';
import type { SchemaLimits } from './validation';
import { removeFilesIfUnused, removeStoredFiles, storeImages, type CheckedImage, type UploadedFile } from './uploads';

/**
 * The Document Service operations every legacy endpoint shares. Each list populates the media it
 * shows in the same call (one query per media field, whatever the number of records: no N+1), and
 * sorts newest first with the id as tie-breaker, because two records can share a millisecond.
 * The parameters are checked against Strapi's generated typings (cms/types/generated). A result is
 * handed over as the caller's record type (shapes.ts): the generated document type makes every
 * field optional, since a query may select only some, while these queries read whole records.
 */

type Uid = UID.ContentType;
type Data = Record<string, unknown>;
type Filters = Record<string, unknown>;

/** The new images of a write, by media field: one image, a list (multiple media), or none. */
export type ImageFields = Record<string, CheckedImage | CheckedImage[] | null>;

/** The media fields of a content type, from its schema: what a list must populate. */
export function mediaFields(strapi: Core.Strapi, uid: Uid): string[] {
  return Object.entries<Schema.Attribute.AnyAttribute>(strapi.contentType(uid).attributes)
    .filter(([, attribute]) => attribute.type === 'media')
    .map(([name]) => name);
}

/** The fields an answer shows beyond the record's own columns: media, components (a doctor's OPD hours), relations. */
function linkedFields(strapi: Core.Strapi, uid: Uid): string[] {
  return Object.entries<Schema.Attribute.AnyAttribute>(strapi.contentType(uid).attributes)
    .filter(
      ([, attribute]) =>
        attribute.type === 'media' ||
        attribute.type === 'component' ||
        // The hospital's own types only: not the panel's createdBy/updatedBy (admin users).
        (attribute.type === 'relation' && 'target' in attribute && String(attribute.target).startsWith('api::')),
    )
    .map(([name]) => name);
}

/** The populate parameter that loads a type's media, components and relations in the same query. */
function withMedia(strapi: Core.Strapi, uid: Uid): Modules.Documents.Params.Populate.ArrayNotation<Uid> {
  // The names come from the type's own schema, so each is an attribute the Document Service can populate.
  return linkedFields(strapi, uid) as Modules.Documents.Params.Populate.ArrayNotation<Uid>;
}

/** Lengths and enumerations live in the schemas (so Strapi's panel enforces the same): read them there. */
export function schemaLimits(strapi: Core.Strapi, uid: Uid): SchemaLimits {
  const limits: SchemaLimits = {};
  for (const [name, attribute] of Object.entries<Schema.Attribute.AnyAttribute>(strapi.contentType(uid).attributes)) {
    limits[name] = {
      maxLength: 'maxLength' in attribute ? attribute.maxLength : undefined,
      enum: attribute.type === 'enumeration' ? attribute.enum : undefined,
    };
  }
  return limits;
}

const NEWEST_FIRST: Modules.Documents.Params.Sort.ObjectNotation<Uid>[] = [{ createdAt: 'desc' }, { id: 'desc' }];

export interface ListOptions {
  filters?: Filters;
  start?: number;
  limit?: number;
}

export async function listNewestFirst<T>(strapi: Core.Strapi, uid: Uid, options: ListOptions = {}): Promise<T[]> {
  const records = await strapi.documents(uid).findMany({
    filters: options.filters,
    sort: NEWEST_FIRST,
    populate: withMedia(strapi, uid),
    ...(options.limit !== undefined ? { start: options.start ?? 0, limit: options.limit } : {}),
  });
  return records as T[];
}

/**
 * The site's own content (facilities, divisions, ...) in the specification's order: by id, which
 * the seed assigns in that order; a record an editor adds comes last.
 */
export async function listInIdOrder<T>(strapi: Core.Strapi, uid: Uid): Promise<T[]> {
  const records = await strapi.documents(uid).findMany({ sort: [{ id: 'asc' }], populate: withMedia(strapi, uid) });
  return records as T[];
}

export async function countRecords(strapi: Core.Strapi, uid: Uid, filters?: Filters): Promise<number> {
  return Number(await strapi.documents(uid).count({ filters }));
}

/** The record (media populated) of a single type or the newest of a collection; null when none. */
export async function findNewest<T>(strapi: Core.Strapi, uid: Uid): Promise<T | null> {
  const record = await strapi.documents(uid).findFirst({ sort: NEWEST_FIRST, populate: withMedia(strapi, uid) });
  return (record as T | null) ?? null;
}

export interface Identified {
  id: number;
  documentId: string;
}

async function findById(strapi: Core.Strapi, uid: Uid, id: number): Promise<(Identified & Data) | null> {
  const record = await strapi.documents(uid).findFirst({ filters: { id }, populate: withMedia(strapi, uid) });
  return (record as (Identified & Data) | null) ?? null;
}

/** The ids of the files a record links, per media field. */
function linkedFileIds(record: Data, fields: string[]): number[] {
  return fields.flatMap((field) => {
    const value = record[field];
    const list = Array.isArray(value) ? value : value ? [value] : [];
    return list.map((media) => (media as { id: number }).id);
  });
}

/** Stores the new images and returns the data to write, with each media field set to file ids. */
async function withStoredImages(
  strapi: Core.Strapi,
  data: Data,
  images: ImageFields,
): Promise<{ data: Data; stored: UploadedFile[] }> {
  const fields = Object.entries(images).filter(
    ([, value]) => value !== null && !(Array.isArray(value) && value.length === 0),
  );
  const stored = await storeImages(
    strapi,
    fields.flatMap(([, value]) => (Array.isArray(value) ? value : [value as CheckedImage])),
  );
  const result: Data = { ...data };
  let next = 0;
  for (const [field, value] of fields) {
    const count = Array.isArray(value) ? value.length : 1;
    const ids = stored.slice(next, next + count).map((file) => file.id);
    next += count;
    result[field] = Array.isArray(value) ? ids : ids[0];
  }
  return { data: result, stored };
}

/**
 * Creates a record with its new images. The images are stored first (the record links them by id);
 * if the record cannot be written they are removed again, so a refused request stores nothing.
 */
export async function createRecord<T>(strapi: Core.Strapi, uid: Uid, data: Data, images: ImageFields = {}): Promise<T> {
  const prepared = await withStoredImages(strapi, data, images);
  try {
    const record = await strapi.documents(uid).create({ data: prepared.data, populate: withMedia(strapi, uid) });
    return record as T;
  } catch (error) {
    await removeStoredFiles(strapi, prepared.stored);
    throw error;
  }
}

/**
 * Updates `existing` with new text and images; the files a new image replaces are removed once
 * nothing links them any more.
 */
export async function updateRecord<T>(
  strapi: Core.Strapi,
  uid: Uid,
  existing: Identified,
  data: Data,
  images: ImageFields = {},
): Promise<T> {
  const prepared = await withStoredImages(strapi, data, images);
  const replacedFields = Object.keys(prepared.data).filter((field) => field in images);
  let record: unknown;
  try {
    record = await strapi.documents(uid).update({
      documentId: existing.documentId,
      data: prepared.data,
      populate: withMedia(strapi, uid),
    });
  } catch (error) {
    await removeStoredFiles(strapi, prepared.stored);
    throw error;
  }
  await removeFilesIfUnused(strapi, linkedFileIds(existing as unknown as Data, replacedFields));
  return record as T;
}

/** The record with this id, or 404. */
export async function findByIdOr404<T>(strapi: Core.Strapi, uid: Uid, id: number): Promise<T & Identified & Data> {
  const record = await findById(strapi, uid, id);
  if (!record) throw notFound();
  return record as T & Identified & Data;
}

/**
 * Deletes the record with this id (404 when there is none) in every language, then its files, unless another record
 * still links them. The record goes first: a failure there leaves the files in use intact.
 */
export async function deleteById(strapi: Core.Strapi, uid: Uid, id: number): Promise<void> {
  const record = await findByIdOr404<Data>(strapi, uid, id);
  // Every language's version: a translation left behind would answer for an entry that is gone.
  await strapi.documents(uid).delete({ documentId: record.documentId, locale: '*' });
  await removeFilesIfUnused(strapi, linkedFileIds(record, mediaFields(strapi, uid)));
}
