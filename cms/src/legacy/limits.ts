/** Upload limits, shared by the config (formidable, upload plugin) and the legacy upload checks. */
export const MB = 1024 * 1024;
/** The largest file the legacy API accepts (DESIGN.md: "at most 10 MB a file"). */
export const MAX_IMAGE_BYTES = 10 * MB;
/** An event carries a main image and at most 10 extra ones. */
export const MAX_EXTRA_IMAGES = 10;
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
