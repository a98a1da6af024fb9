import { createHash } from 'node:crypto';
import type { Generation } from './generation';

/** One serialized public answer, with its strong ETag and the generation it was built at. */
export interface CachedAnswer {
  readonly bytes: Buffer;
  readonly etag: string;
  readonly generation: number;
}

/** Enough for every list page and filter the site asks for; any query string an outsider invents cannot grow it further. */
const MAX_ENTRIES = 1000;
/** Bigger answers are served but not kept (none of the demo's is near it). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/**
 * The in-process store of public answers, keyed by path and query. Entries of an older generation
 * are never served; they are dropped when any instance announces a write.
 */
export class ReadCache {
  private readonly entries = new Map<string, CachedAnswer>();
  /** Answers being built, by generation and key: after a write, 200 readers wait for one build, not 200. */
  private readonly inFlight = new Map<string, Promise<CachedAnswer | undefined>>();

  constructor(readonly generation: Generation) {
    generation.onAdvance(() => this.entries.clear());
  }

  get(key: string, generation: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    return entry?.generation === generation ? entry : undefined;
  }

  /** The answer another request is building for this key at this generation, if one is. */
  whenBuilt(key: string, generation: number): Promise<CachedAnswer | undefined> | undefined {
    return this.inFlight.get(`${generation} ${key}`);
  }

  /** Announces a build; call the returned function with its answer (none if it was not cacheable). */
  startBuilding(key: string, generation: number): (answer: CachedAnswer | undefined) => void {
    const id = `${generation} ${key}`;
    let finish: (answer: CachedAnswer | undefined) => void = () => undefined;
    const promise = new Promise<CachedAnswer | undefined>((resolve) => (finish = resolve));
    if (!this.inFlight.has(id)) this.inFlight.set(id, promise);
    return (answer) => {
      finish(answer);
      if (this.inFlight.get(id) === promise) this.inFlight.delete(id);
    };
  }

  keep(key: string, generation: number, body: unknown): CachedAnswer {
    const bytes = Buffer.from(JSON.stringify(body));
    const entry: CachedAnswer = { bytes, etag: strongEtag(bytes), generation };
    if (bytes.length > MAX_ENTRY_BYTES) return entry;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, entry);
    return entry;
  }
}
