import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | 'identity';

export type CompressedEncoding = Exclude<PageEncoding, 'identity'>;

/** A page's bytes compressed in `encoding`, as every copy sent is. */
export function compressPage(html: Uint8Array, encoding: CompressedEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(html, { level: 9 });
}

/**
 * One rendered page, its strong ETag, and its compressed copies: made once when first asked, or
 * given already made (a rendering thread compresses what it rendered, off the thread that sends).
 */
export class RenderedPage {
  readonly etag: string;
  private readonly encoded = new Map<PageEncoding, Buffer>();

  constructor(
    readonly html: Buffer,
    /** The content version it was rendered at; undefined for a copy read back from disk. */
    readonly version?: string,
    compressed: Partial<Record<CompressedEncoding, Uint8Array>> = {},
  ) {
    this.etag = `"${createHash('sha256').update(html).digest('base64url')}"`;
    this.encoded.set('identity', html);
    for (const [encoding, bytes] of Object.entries(compressed) as [CompressedEncoding, Uint8Array][])
      this.encoded.set(encoding, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  /** The bytes in `encoding` and their ETag (each encoding is a representation of its own). */
  body(encoding: PageEncoding): { bytes: Buffer; etag: string } {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = compressPage(this.html, encoding as CompressedEncoding);
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

/**
 * The sitemap's pages (every public page in three languages, each detail page, each doctor's
 * appointment page) fit in the first with room; the pages any address may ask for (a doctor
 * search, a Host of its own) share the second, so a flood of them never pushes a sitemap page out.
 */
export const DEFAULT_PAGE_CACHE_LIMITS: { sitemap: PageCacheLimits; others: PageCacheLimits } = {
  sitemap: { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 },
  others: { maxEntries: 300, maxBytes: 16 * 1024 * 1024 },
};

/** Rendered pages within limits, least recently used first out. */
class PageShelf {
  private readonly pages = new Map<string, RenderedPage>();

  constructor(private readonly limits: PageCacheLimits) {}

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

  forget(key: string): void {
    this.pages.delete(key);
  }

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

/**
 * The rendered pages in memory, the sitemap's apart from all others (DEFAULT_PAGE_CACHE_LIMITS). A
 * page is served only at the content version it was rendered at: any acknowledged write makes every
 * page miss once.
 */
export class PageCache {
  private readonly sitemapPages: PageShelf;
  private readonly otherPages: PageShelf;

  constructor(limits = DEFAULT_PAGE_CACHE_LIMITS) {
    this.sitemapPages = new PageShelf(limits.sitemap);
    this.otherPages = new PageShelf(limits.others);
  }

  get(key: string, version: string): RenderedPage | undefined {
    return this.sitemapPages.get(key, version) ?? this.otherPages.get(key, version);
  }

  keep(key: string, page: RenderedPage, inSitemap: boolean): void {
    const [shelf, other] = inSitemap ? [this.sitemapPages, this.otherPages] : [this.otherPages, this.sitemapPages];
    other.forget(key);
    shelf.keep(key, page);
  }

  /** Called after a page grew (a compressed copy was made). */
  trim(): void {
    this.sitemapPages.trim();
    this.otherPages.trim();
  }

  get entries(): number {
    return this.sitemapPages.entries + this.otherPages.entries;
  }
}
