import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync as rmFile, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RenderedPage } from './page-cache';

/** Every public page and a few hundred filtered or linked ones; the oldest kept first gives way. */
const MAX_PAGES = 1000;

const fileName = (key: string) => `${createHash('sha256').update(key).digest('hex')}.html`;

/**
 * The last complete rendering of each page, served (marked stale) while the CMS cannot give a
 * fresh one. Only complete pages enter (every API answer arrived, status 200, a body): an error
 * or an empty answer never replaces a good page. Kept in memory and, when a folder is given
 * (PAGE_STORE_DIR), on disk, so a restarted site server still has them.
 */
export class LastGoodPages {
  private readonly pages = new Map<string, RenderedPage>();
  /** The files on disk, by name, oldest written first. */
  private readonly files = new Set<string>();

  private readonly dir?: string;

  constructor(dir?: string) {
    if (!dir) return;
    try {
      mkdirSync(dir, { recursive: true });
      for (const name of readdirSync(dir)) if (name.endsWith('.html')) this.files.add(name);
      this.dir = dir;
    } catch (error) {
      // A folder the server may not write (a read-only image): the pages are kept in memory only.
      console.error(`Last good pages kept in memory only (${dir}):`, error instanceof Error ? error.message : error);
    }
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
      this.files.delete(name);
      return undefined;
    }
  }

  keep(key: string, page: RenderedPage): void {
    if (page.html.length === 0 || this.pages.get(key)?.etag === page.etag) return;
    this.remember(key, page);
    if (!this.dir) return;
    const name = fileName(key);
    try {
      // Written beside and renamed: a crash mid-write never leaves half a page to serve.
      const partial = join(this.dir, `${name}.partial`);
      writeFileSync(partial, page.html);
      renameSync(partial, join(this.dir, name));
      this.files.delete(name);
      this.files.add(name);
      if (this.files.size > MAX_PAGES) this.forgetOldestFile();
    } catch (error) {
      console.error('Last good page not saved:', error instanceof Error ? error.message : error);
    }
  }

  private remember(key: string, page: RenderedPage): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
  }

  private forgetOldestFile(): void {
    const oldest = this.files.values().next().value as string;
    this.files.delete(oldest);
    try {
      rmFile(join(this.dir as string, oldest));
    } catch {
      // Already gone: nothing to free.
    }
  }
}
