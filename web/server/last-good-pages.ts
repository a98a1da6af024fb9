import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { RenderedPage } from './page-cache';
import { writeWhole } from './page-store-file';

/**
 * Pages outside the sitemap (a doctor search, a blog post's old link, a Host of its own) a stranger
 * can ask for without end: they share this many places, the oldest kept giving way.
 */
export const OTHER_PAGES = 200;

/** Where the sitemap's pages are kept inside the page store; the others stay at its top, as before. */
export const SITEMAP_PAGES_FOLDER = 'sitemap-pages';

const fileName = (key: string) => `${createHash('sha256').update(key).digest('hex')}.html`;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One set of kept pages: in memory and, with a folder, on disk; with a limit, oldest kept first out. */
class Shelf {
  private readonly pages = new Map<string, RenderedPage>();
  /** The files on disk, by name, oldest written first. */
  private readonly files = new Set<string>();

  constructor(
    private readonly dir: string | undefined,
    private readonly limit: number,
  ) {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir)) if (name.endsWith('.html')) this.files.add(name);
  }

  has(key: string): boolean {
    return this.pages.has(key) || this.files.has(fileName(key));
  }

  get(key: string): RenderedPage | undefined {
    const kept = this.pages.get(key);
    if (kept || !this.dir) return kept;
    const name = fileName(key);
    if (!this.files.has(name)) return undefined;
    try {
      const page = new RenderedPage(readFileSync(join(this.dir, name)));
      this.remember(key, page);
      return page;
    } catch {
      // Gone (another site instance sharing the folder let it go): not kept any more.
      this.files.delete(name);
      return undefined;
    }
  }

  keep(key: string, page: RenderedPage): void {
    if (this.pages.get(key)?.etag === page.etag) return;
    this.remember(key, page);
    if (!this.dir) return;
    const name = fileName(key);
    try {
      writeWhole(this.dir, name, page.html);
      this.files.delete(name);
      this.files.add(name);
      if (this.files.size > this.limit) this.forgetOldestFile();
    } catch (error) {
      console.error('Last good page not saved:', errorText(error));
    }
  }

  private remember(key: string, page: RenderedPage): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    if (this.pages.size > this.limit) this.pages.delete(this.pages.keys().next().value as string);
  }

  private forgetOldestFile(): void {
    const oldest = this.files.values().next().value as string;
    this.files.delete(oldest);
    rmSync(join(this.dir as string, oldest), { force: true });
  }
}

/**
 * The last complete rendering of each page, served (marked stale) while the CMS cannot give a
 * fresh one. Only complete pages enter (every API answer arrived, status 200, a body): an error
 * or an empty answer never replaces a good page. Each page of the sitemap has a place of its own
 * that only a newer good rendering of that page takes, so no flood of other addresses can push
 * it out; every other page shares OTHER_PAGES places. Kept in memory and, when a folder is given
 * (PAGE_STORE_DIR), on disk, so a restarted site server still has them.
 */
export class LastGoodPages {
  private readonly sitemapPages: Shelf;
  private readonly otherPages: Shelf;

  constructor(dir?: string, otherPages = OTHER_PAGES) {
    try {
      this.sitemapPages = new Shelf(dir && join(dir, SITEMAP_PAGES_FOLDER), Infinity);
      this.otherPages = new Shelf(dir, otherPages);
    } catch (error) {
      // A folder the server may not write (a read-only image): the pages are kept in memory only.
      console.error(`Last good pages kept in memory only (${dir}):`, errorText(error));
      this.sitemapPages = new Shelf(undefined, Infinity);
      this.otherPages = new Shelf(undefined, otherPages);
    }
  }

  get(key: string): RenderedPage | undefined {
    return this.sitemapPages.get(key) ?? this.otherPages.get(key);
  }

  /** `inSitemap`: a page of the sitemap; one that had its place keeps it (the sitemap may not be known yet). */
  keep(key: string, page: RenderedPage, inSitemap: boolean): void {
    if (page.html.length === 0) return;
    if (inSitemap || this.sitemapPages.has(key)) this.sitemapPages.keep(key, page);
    else this.otherPages.keep(key, page);
  }
}
