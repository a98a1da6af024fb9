/**
 * Upload limits of the config (formidable, upload plugin) and the legacy upload checks. The limits
 * the admin screens also enforce (10 MB a file, 10 extra images) live in the contract package.
 */
import { MAX_EXTRA_IMAGES, MAX_IMAGE_BYTES, MAX_REPORT_BYTES, MB } from '@hospital/contract';

/** What formidable may receive in one request: its size limit counts all files of a request together. */
export const MAX_REQUEST_FILE_BYTES = (MAX_EXTRA_IMAGES + 1) * MAX_IMAGE_BYTES;

/**
 * The most pixels an uploaded image may have (MAX_IMAGE_PIXELS, default 40 megapixels), checked
 * from the file's header before anything decodes it: a few kilobytes of PNG can declare 16000×16000
 * pixels, gigabytes once decoded, several times over for the responsive formats.
 */
export function maxImagePixels(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.MAX_IMAGE_PIXELS?.trim();
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : 40_000_000;
}

/**
 * The largest anonymous multipart body (an estimate request: the report and the form's few text
 * fields), refused by its Content-Length before a byte is parsed. nginx allows this route 11m too.
 */
export const MAX_REPORT_REQUEST_BYTES = MAX_REPORT_BYTES + 1 * MB;
