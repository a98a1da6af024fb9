import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { uploadWithFormatsDeferred } from '../media/deferred-formats';
import { formatQueue } from '../media/format-queue';
import { isMediaStorageUnavailable } from '../media/storage-failures';
import { MAX_IMAGE_BYTES, MB, MESSAGES } from '@hospital/contract';
import { maxImagePixels } from './limits';
import { LegacyError, detailError, fieldErrors } from './errors';
import type { FormReader } from './validation';

/** The file formats accepted, by the type read from the file's bytes, with the extension stored. */
const ACCEPTED: Record<string, { mime: string; ext: string }> = {
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { mime: 'image/png', ext: 'png' },
  // An animated PNG is still a PNG to browsers and to sharp.
  'image/apng': { mime: 'image/png', ext: 'png' },
  'image/webp': { mime: 'image/webp', ext: 'webp' },
  'image/gif': { mime: 'image/gif', ext: 'gif' },
  'image/avif': { mime: 'image/avif', ext: 'avif' },
};

/** A file as formidable (through koa-body) hands it over. */
export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
}

export type IncomingFiles = Record<string, IncomingFile | IncomingFile[] | undefined>;

/** An uploaded file whose bytes were read and found to be an accepted image. */
export interface CheckedImage {
  field: string;
  file: IncomingFile;
  mime: string;
  name: string;
}

/** A row of `plugin::upload.file`, as the upload service returns and removes it. */
export interface UploadedFile {
  id: number;
  url: string;
  provider?: string;
  formats?: Record<string, unknown> | null;
}

interface UploadService {
  upload(input: { data: Record<string, unknown>; files: UploadInput }): Promise<UploadedFile[]>;
  remove(file: UploadedFile): Promise<unknown>;
}

interface UploadInput {
  filepath: string;
  originalFilename: string;
  mimetype: string;
  size: number;
  /** Read by the upload service in preference to the declared type. */
  detectedMimeType: string;
}

function uploadService(strapi: Core.Strapi): UploadService {
  return strapi.plugin('upload').service<UploadService>('upload');
}

function filesOf(files: IncomingFiles | undefined, field: string): IncomingFile[] {
  const value = files?.[field];
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

/** The file's own name, with the extension of what its bytes are (a PNG named .jpg is stored as .png). */
function storedName(file: IncomingFile, ext: string): string {
  const base = path.basename(file.originalFilename ?? '', path.extname(file.originalFilename ?? ''));
  // Control characters and path separators make the upload service refuse the name: drop them.
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what this strips from a file name
    .replace(/[\u0000-\u001f\u007f/\\]/g, '')
    .trim()
    .slice(0, 100);
  return `${clean || 'image'}.${ext}`;
}

/** What the bytes are, or null when they are not an accepted, decodable image. */
async function inspect(file: IncomingFile): Promise<{ mime: string; ext: string; pixels: number } | null> {
  if (file.size === 0) return null;
  const detected = await fileTypeFromFile(file.filepath).catch(() => undefined);
  const accepted = detected ? ACCEPTED[detected.mime] : undefined;
  if (!accepted) return null;
  // Magic bytes followed by garbage would be stored as a plain, non-image file: sharp must read
  // its header. Metadata comes from the header alone: nothing is decoded yet.
  const meta = await sharp(file.filepath)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return null;
  const pixels = meta.width * meta.height;
  // Too many pixels is its own refusal, made before anything is decoded.
  if (pixels > maxImagePixels()) return { ...accepted, pixels };
  return (await decodes(file.filepath)) ? { ...accepted, pixels } : null;
}

/**
 * Whether every frame decodes to the end. The upload plugin's own check (`stats()`) lets a
 * truncated JPEG through about half the time when several run at once, and its size optimisation
 * then fails with a plain error (a 500 instead of the field error). Decoding down to a small
 * thumbnail reads all the data (a JPEG shrinks on load, so this stays cheap) and fails every time.
 */
async function decodes(filepath: string): Promise<boolean> {
  return sharp(filepath, { animated: true })
    .resize(64, 64, { fit: 'inside' })
    .raw()
    .toBuffer()
    .then(
      () => true,
      () => false,
    );
}

/** 413 before anything else: a file over the limit is refused without reading it. */
function assertSize(file: IncomingFile): void {
  if (file.size > MAX_IMAGE_BYTES) {
    const name = path.basename(file.originalFilename ?? 'file');
    throw new LegacyError(413, { detail: MESSAGES.fileTooLarge(name, MAX_IMAGE_BYTES / MB) });
  }
}

async function check(field: string, file: IncomingFile, form: FormReader): Promise<CheckedImage | null> {
  const accepted = await inspect(file);
  if (!accepted) {
    form.fail(field, MESSAGES.invalidImage);
    return null;
  }
  const maxPixels = maxImagePixels();
  if (accepted.pixels > maxPixels) {
    form.fail(field, MESSAGES.tooManyPixels(maxPixels / 1_000_000, Math.ceil(accepted.pixels / 1_000_000)));
    return null;
  }
  return { field, file, mime: accepted.mime, name: storedName(file, accepted.ext) };
}

/** The one image of `field`: null when none was sent (a field error when `required`). */
export async function readImage(
  files: IncomingFiles | undefined,
  field: string,
  form: FormReader,
  options: { required?: string } = {},
): Promise<CheckedImage | null> {
  const sent = filesOf(files, field);
  sent.forEach(assertSize);
  if (sent.length === 0) {
    if (options.required) form.fail(field, options.required);
    return null;
  }
  if (sent.length > 1) {
    form.fail(field, MESSAGES.oneFileOnly);
    return null;
  }
  return check(field, sent[0], form);
}

/** The repeated images of `field`, at most `max`. */
export async function readImages(
  files: IncomingFiles | undefined,
  field: string,
  form: FormReader,
  options: { max: number },
): Promise<CheckedImage[]> {
  const sent = filesOf(files, field);
  sent.forEach(assertSize);
  if (sent.length > options.max) {
    form.fail(field, MESSAGES.tooManyExtraImages(options.max));
    return [];
  }
  const checked = await Promise.all(sent.map((file) => check(field, file, form)));
  return checked.filter((image): image is CheckedImage => image !== null);
}

/**
 * Stores checked images through Strapi's upload plugin, one at a time. If one fails, the ones
 * already stored are removed: a refused request stores nothing; a storage that cannot be reached
 * is a 503 (media/storage-failures.ts). Their responsive formats are made
 * after the save is answered (media/format-queue.ts): the answers name only the original, which is
 * stored (checked, size-optimised) before the save is acknowledged.
 */
export async function storeImages(strapi: Core.Strapi, images: CheckedImage[]): Promise<UploadedFile[]> {
  const stored: UploadedFile[] = [];
  try {
    for (const image of images) {
      const upload = () =>
        uploadService(strapi).upload({
          data: {},
          files: {
            filepath: image.file.filepath,
            originalFilename: image.name,
            mimetype: image.mime,
            size: image.file.size,
            detectedMimeType: image.mime,
          },
        });
      const queue = formatQueue(strapi);
      if (queue.hasRoom) {
        const { result, sources } = await uploadWithFormatsDeferred(upload);
        stored.push(result[0]);
        queue.add(result[0].id, sources);
      } else {
        stored.push((await upload())[0]);
      }
    }
    return stored;
  } catch (error) {
    await removeStoredFiles(strapi, stored);
    // The bucket (or disk) is down: the editor can only wait, and nothing of the save was kept.
    if (isMediaStorageUnavailable(error)) throw detailError(503, MESSAGES.mediaStorageUnavailable);
    // The upload plugin's own check (sharp cannot decode the whole image) is the client's fault.
    const name = (error as { name?: unknown } | null)?.name;
    if (name === 'ApplicationError' || name === 'ValidationError') {
      const field = images[stored.length]?.field ?? 'non_field_errors';
      throw fieldErrors({ [field]: [MESSAGES.invalidImage] });
    }
    throw error;
  }
}

/** Removes freshly stored files (a rollback); failures are logged, the original error matters more. */
export async function removeStoredFiles(strapi: Core.Strapi, files: UploadedFile[]): Promise<void> {
  for (const file of files) {
    await uploadService(strapi)
      .remove(file)
      .catch((error: unknown) => strapi.log.error(`Could not remove uploaded file ${file.id}: ${String(error)}`));
  }
}

interface FileWithRelations extends UploadedFile {
  related?: unknown[] | null;
}

/**
 * Removes the given files (and their formats) unless some record still links them, e.g. a seeded
 * image shared by two records, or one an editor picked from the media library elsewhere.
 */
export async function removeFilesIfUnused(strapi: Core.Strapi, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const files = (await strapi.db.query('plugin::upload.file').findMany({
    where: { id: { $in: unique } },
    populate: { related: true },
  })) as FileWithRelations[];
  await removeStoredFiles(
    strapi,
    files.filter((file) => !file.related || file.related.length === 0),
  );
}

/** Every file the body parser wrote for this request (see the request-files middleware). */
export function requestFiles(ctx: Context): IncomingFiles | undefined {
  return (ctx.state.requestFiles ?? ctx.request.files) as IncomingFiles | undefined;
}

/**
 * Deletes every temporary file of a request. `strapi::body` only cleans a field named `files`; the
 * legacy fields (`image`, `main_image`, `extra_images`...) would otherwise stay in the temp folder.
 */
export async function removeTempFiles(files: IncomingFiles | undefined): Promise<void> {
  if (!files) return;
  const all = Object.keys(files).flatMap((field) => filesOf(files, field));
  await Promise.all(all.map((file) => rm(file.filepath, { force: true }).catch(() => undefined)));
}
