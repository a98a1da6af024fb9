/**
 * What the upload plugin's provider (local disk or a bucket) does when the storage fails.
 * - Storing a picture fails: one error of its own, which the legacy API answers as a 503 with a
 *   clear `detail` (legacy/uploads.ts), before any row is written: the file row is added only
 *   after the provider has stored the original, and the record only after its files.
 * - Deleting a picture fails (after the S3 client's own retries, media/object-storage.ts): logged,
 *   and the file row is still removed. A record an editor deleted must not come back because the
 *   bucket refused once; an object left behind costs a few kilobytes, and the log names it.
 */

/**
 * The media storage (disk or bucket) could not store a picture. Its `status` makes Strapi's own
 * error handler answer the panel (the Media Library) a 503 too, not a 500.
 */
export class MediaStorageUnavailableError extends Error {
  readonly status = 503;

  constructor(cause: unknown) {
    super(`The media storage could not store a file: ${describe(cause)}`, { cause });
    this.name = 'MediaStorageUnavailableError';
  }
}

export function isMediaStorageUnavailable(error: unknown): error is MediaStorageUnavailableError {
  return error instanceof MediaStorageUnavailableError;
}

interface StoredFile {
  hash?: string;
  ext?: string;
  url?: string;
}

type ProviderMethod = (file: StoredFile, ...rest: unknown[]) => Promise<unknown>;

/** The upload plugin's provider object (`strapi.plugin('upload').provider`). */
export interface UploadProvider {
  extend(methods: Record<string, ProviderMethod>): void;
  [method: string]: unknown;
}

interface Log {
  error(message: string): void;
}

const STORING = ['upload', 'uploadStream', 'replace', 'replaceStream'] as const;

/**
 * Wraps the provider's methods in place (the plugin's services read `plugin.provider` at each
 * call). `log` is asked for at each failure: Strapi's logger is what `strapi.log` is then.
 */
export function guardMediaStorage(provider: UploadProvider, log: () => Log): void {
  const methods: Record<string, ProviderMethod> = {};
  for (const name of STORING) {
    const original = provider[name];
    if (typeof original !== 'function') continue;
    const store = original.bind(provider) as ProviderMethod;
    methods[name] = async (file, ...rest) => {
      try {
        return await store(file, ...rest);
      } catch (error) {
        log().error(`Could not store ${fileName(file)} in the media storage: ${describe(error)}`);
        throw new MediaStorageUnavailableError(error);
      }
    };
  }
  const remove = (provider.delete as ProviderMethod).bind(provider);
  methods.delete = async (file, ...rest) => {
    try {
      return await remove(file, ...rest);
    } catch (error) {
      log().error(
        `Could not delete ${fileName(file)} from the media storage (retried): ${describe(error)}. ` +
          'Its row is removed anyway; the object stays in the storage until removed by hand.',
      );
      return undefined;
    }
  };
  provider.extend(methods);
}

function fileName(file: StoredFile | undefined): string {
  return file?.url ?? `${file?.hash ?? 'a file'}${file?.ext ?? ''}`;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}`;
  }
  return String(error);
}
