import type { Core } from '@strapi/strapi';
import { discardSources, type FormatSource, type ImageManipulation } from './deferred-formats';

const FILE_UID = 'plugin::upload.file';

/**
 * Past this many images waiting for their formats, a save makes its formats itself, as Strapi
 * does: the copies waiting on disk (10 MB at most each) stay bounded whatever the rate of saves.
 */
const MAX_WAITING = 20;

interface Job {
  readonly fileId: number;
  readonly sources: FormatSource[];
  started: boolean;
  done: Promise<void>;
  cancelled: boolean;
}

interface FormatFile {
  url?: string;
  [field: string]: unknown;
}

interface ProviderService {
  upload(file: unknown): Promise<void>;
}

interface UploadProvider {
  delete(file: FormatFile): Promise<unknown>;
}

/**
 * The responsive formats (thumbnail, small, medium, large) of images saved through the legacy API,
 * made after the save has been answered, one image at a time, each only while no editor's write is
 * in flight (image work must not slow the next save). A file's `formats` are written once every
 * format file is stored, so nothing ever points at a format that does not exist yet; that update
 * goes through the database lifecycles, which invalidate the public read cache like any change.
 */
export class FormatQueue {
  private readonly jobs = new Map<number, Job>();
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly strapi: Core.Strapi,
    /** Resolves when no write is in flight in this process. */
    private readonly writesDone: () => Promise<void>,
  ) {}

  /** Whether a save may leave its formats to the queue (false: make them now). */
  get hasRoom(): boolean {
    return this.jobs.size < MAX_WAITING;
  }

  add(fileId: number, sources: FormatSource[]): void {
    if (sources.length === 0) return;
    const job: Job = { fileId, sources, started: false, cancelled: false, done: Promise.resolve() };
    job.done = this.tail.then(() => this.run(job));
    this.tail = job.done;
    this.jobs.set(fileId, job);
  }

  /**
   * Before a file is removed or replaced: a job not started yet is dropped (its copy deleted), a
   * running one is waited for, so the caller then sees the file's formats as they will stay.
   */
  async settle(fileId: number): Promise<void> {
    const job = this.jobs.get(fileId);
    if (!job) return;
    if (!job.started) {
      job.cancelled = true;
      this.jobs.delete(fileId);
      await discardSources(job.sources);
      return;
    }
    await job.done;
  }

  /** Every job queued so far has finished, or `timeoutMs` passed (Strapi's shutdown waits for it, bounded). */
  async drained(timeoutMs = 30_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const givenUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    const allDone = (async () => {
      let tail: Promise<void>;
      do {
        tail = this.tail;
        await tail;
      } while (tail !== this.tail);
    })();
    await Promise.race([allDone, givenUp]);
    clearTimeout(timer);
  }

  private async run(job: Job): Promise<void> {
    try {
      await this.writesDone();
      if (job.cancelled) return;
      job.started = true;
      await this.makeFormats(job);
    } catch (error) {
      // The image stays served as saved; only its smaller versions are missing.
      this.strapi.log.error(
        `Could not make the responsive formats of file ${job.fileId}: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      await discardSources(job.sources);
      if (this.jobs.get(job.fileId) === job) this.jobs.delete(job.fileId);
    }
  }

  /** Strapi's own thumbnail and breakpoints (and its `responsiveDimensions` setting), stored through its provider. */
  private async makeFormats(job: Job): Promise<void> {
    const upload = this.strapi.plugin('upload');
    const images = upload.service<ImageManipulation>('image-manipulation');
    const provider = upload.service<ProviderService>('provider');
    const made: Record<string, FormatFile> = {};
    for (const { file } of job.sources) {
      const thumbnail = (await images.generateThumbnail(file)) as FormatFile | null;
      if (thumbnail) made.thumbnail = thumbnail;
      const formats = (await images.generateResponsiveFormats(file)) as Array<
        { key: string; file: FormatFile } | undefined
      >;
      for (const format of formats) if (format) made[format.key] = format.file;
    }
    if (Object.keys(made).length === 0) return;
    const storage = upload.provider as unknown as UploadProvider;
    const stored: FormatFile[] = [];
    const removeStored = () => Promise.allSettled(stored.map((file) => storage.delete(file)));
    try {
      for (const file of Object.values(made)) {
        await provider.upload(file);
        stored.push(file);
      }
      const formats = Object.fromEntries(Object.entries(made).map(([key, file]) => [key, storedFields(file)]));
      // Only onto the file as it was saved: a file removed or replaced meanwhile keeps what it has now.
      const { count } = await this.strapi.db.query(FILE_UID).updateMany({
        where: { id: job.fileId, formats: { $null: true } },
        data: { formats },
      });
      if (count === 0) await removeStored();
    } catch (error) {
      await removeStored();
      throw error;
    }
  }
}

/** What Strapi keeps of a format in the file's row (no stream, buffer or temp path). */
function storedFields(file: FormatFile): FormatFile {
  const { getStream: _stream, stream: _s, buffer: _b, filepath: _f, tmpWorkingDirectory: _t, ...kept } = file;
  return kept;
}

/** This Strapi's queue: a service of the upload plugin (src/extensions/upload/strapi-server.ts). */
export function formatQueue(strapi: Core.Strapi): FormatQueue {
  return strapi.plugin('upload').service<FormatQueue>('format-queue');
}
