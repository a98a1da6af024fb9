import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** One rendered page, its strong ETag, and its compressed copies, made once when first asked. */
export class RenderedPage {
  readonly etag: string;
  private readonly encoded = new Map<PageEncoding, Buffer>();

  constructor(
    readonly html: Buffer,
    /** The content version it was rendered at; undefined for a copy read back from disk. */
    readonly version?: string,
  ) {
    this.etag = `"${createHash('sha256').update(html).digest('base64url')}"`;
    this.encoded.set('identity', html);
  }

  /** The bytes in `encoding` and their ETag (each encoding is a representation of its own). */
  body(encoding: PageEncoding): { bytes: Buffer; etag: string } {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(this.html, { level: 9 });
      this.encoded.set(encoding, bytes);
    }
    return { bytes, etag: encoding === 'identity' ? this.etag : this.etag.replace(/"$/, `-${encoding}"`) };
  }

  get size(): number {
    let total = 0;
    for (const bytes of this.encoded.values()) total += bytes.length;
    return total;
  }
}

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else the page as is. */
export function chooseEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/** Enough for every public page and the doctor finder's usual filters, in a few tens of megabytes. */
export const DEFAULT_PAGE_CACHE_LIMITS: PageCacheLimits = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };

/**
 * The rendered pages in memory, least recently used first out. A page is served only at the
 * content version it was rendered at: any acknowledged write makes every page miss once.
 */
export class PageCache {
  private readonly pages = new Map<string, RenderedPage>();

  constructor(private readonly limits: PageCacheLimits = DEFAULT_PAGE_CACHE_LIMITS) {}

  get(key: string, version: string): RenderedPage | undefined {
    const page = this.pages.get(key);
    if (!page || page.version !== version) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  keep(key: string, page: RenderedPage): void {
    this.pages.delete(key);
    if (page.html.length * 2 > this.limits.maxBytes) return;
    this.pages.set(key, page);
    this.trim();
  }

  /** Called after a page grew (a compressed copy was made). */
  trim(): void {
    let bytes = 0;
    for (const page of this.pages.values()) bytes += page.size;
    for (const [key, page] of this.pages) {
      if (this.pages.size <= this.limits.maxEntries && bytes <= this.limits.maxBytes) break;
      this.pages.delete(key);
      bytes -= page.size;
    }
  }

  get entries(): number {
    return this.pages.size;
  }
}
