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
/**
 * Answers to a free-text search (`/doctors/?search=`, the site search's `/search?q=`) have a budget
 * of their own: a visitor can invent any number of them, and they must never push the lists every
 * page shows out of memory.
 */
const MAX_SEARCH_ENTRIES = 200;
/** Bigger answers are served but not kept (none of the demo's is near it). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/**
 * The in-process store of public answers, keyed by path and the query parameters the endpoint reads
 * (public-read-cache.ts), least recently used first out. Entries of an older generation are never
 * served; they are dropped when any instance announces a write.
 */
export class ReadCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly searches = new Map<string, CachedAnswer>();
  /** Answers being built, by generation and key: after a write, 200 readers wait for one build, not 200. */
  private readonly inFlight = new Map<string, Promise<CachedAnswer | undefined>>();

  constructor(readonly generation: Generation) {
    generation.onAdvance(() => {
      this.entries.clear();
      this.searches.clear();
    });
  }

  private poolOf(key: string): { entries: Map<string, CachedAnswer>; max: number } {
    return /[?&](search|q)=/.test(key)
      ? { entries: this.searches, max: MAX_SEARCH_ENTRIES }
      : { entries: this.entries, max: MAX_ENTRIES };
  }

  get(key: string, generation: number): CachedAnswer | undefined {
    const { entries } = this.poolOf(key);
    const entry = entries.get(key);
    if (entry?.generation !== generation) return undefined;
    // Most recently used last: what the site's pages ask for all the time stays.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
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

  /** How many answers are kept (both pools). */
  get size(): number {
    return this.entries.size + this.searches.size;
  }

  keep(key: string, generation: number, body: unknown): CachedAnswer {
    const bytes = Buffer.from(JSON.stringify(body));
    const entry: CachedAnswer = { bytes, etag: strongEtag(bytes), generation };
    if (bytes.length > MAX_ENTRY_BYTES) return entry;
    const { entries, max } = this.poolOf(key);
    entries.delete(key);
    if (entries.size >= max) entries.delete(entries.keys().next().value as string);
    entries.set(key, entry);
    return entry;
  }
}
