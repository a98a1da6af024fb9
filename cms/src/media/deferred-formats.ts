import { AsyncLocalStorage } from 'node:async_hooks';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * An image the upload plugin was about to derive its responsive formats from (the stored original,
 * after Strapi's size optimisation), copied to a folder of its own so the formats can be made after
 * the save has been answered: the plugin's working folder is gone by then.
 */
export interface FormatSource {
  /** The folder holding the copy; Strapi's resize writes the formats beside it. Removed after the job. */
  readonly dir: string;
  /** What the upload plugin's image-manipulation service reads (`resizeFileTo`). */
  readonly file: PluginImage & { filepath: string; tmpWorkingDirectory: string };
}

/** A file as the upload plugin hands it to its image-manipulation service during an upload. */
export interface PluginImage {
  name: string;
  hash: string;
  ext?: string;
  mime?: string;
  path?: string | null;
  width?: number | null;
  height?: number | null;
  getStream(): NodeJS.ReadableStream;
}

type FormatsMaker = (file: PluginImage) => Promise<unknown>;

export interface ImageManipulation {
  generateThumbnail: FormatsMaker;
  generateResponsiveFormats: FormatsMaker;
  [name: string]: unknown;
}

/** The images of the upload in progress whose formats were left for later (absent: make them now, as Strapi does). */
const deferring = new AsyncLocalStorage<FormatSource[]>();

/**
 * Runs an upload through Strapi's upload service with the thumbnail and responsive formats left
 * out, and returns what they must be made from. If the upload fails, the copies are removed.
 */
export async function uploadWithFormatsDeferred<T>(
  upload: () => Promise<T>,
): Promise<{ result: T; sources: FormatSource[] }> {
  const sources: FormatSource[] = [];
  try {
    return { result: await deferring.run(sources, upload), sources };
  } catch (error) {
    await discardSources(sources);
    throw error;
  }
}

export async function discardSources(sources: FormatSource[]): Promise<void> {
  await Promise.all(sources.map((source) => rm(source.dir, { recursive: true, force: true })));
}

async function copySource(image: PluginImage): Promise<FormatSource> {
  const dir = await mkdtemp(join(tmpdir(), 'hospital-formats-'));
  const filepath = join(dir, 'source');
  try {
    await pipeline(image.getStream(), createWriteStream(filepath));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const { name, hash, ext, mime, path, width, height } = image;
  return {
    dir,
    file: {
      name,
      hash,
      ext,
      mime,
      path,
      width,
      height,
      filepath,
      tmpWorkingDirectory: dir,
      getStream: () => createReadStream(filepath),
    },
  };
}

/**
 * The upload plugin's image-manipulation service, unchanged except inside
 * `uploadWithFormatsDeferred`: there the thumbnail (which Strapi makes first, and only for an image
 * it can resize) records the image for later, and neither it nor the responsive formats are made.
 */
export function deferrableImageManipulation(service: ImageManipulation): ImageManipulation {
  return {
    ...service,
    async generateThumbnail(file: PluginImage) {
      const sources = deferring.getStore();
      if (!sources) return service.generateThumbnail(file);
      sources.push(await copySource(file));
      return null;
    },
    async generateResponsiveFormats(file: PluginImage) {
      return deferring.getStore() ? [] : service.generateResponsiveFormats(file);
    },
  };
}
