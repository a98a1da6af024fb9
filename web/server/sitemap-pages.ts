import { LANGUAGES, localizedPath, publicRoutePaths, sitemapEntries, type ApiLoader } from '../src/entry-server';
import { pageKey } from './page-key';

const nothing: ApiLoader = () => Promise.resolve(undefined);

/**
 * The cache keys of the sitemap's pages in all three languages: the pages that keep a place of
 * their own in the page cache and among the last good copies, out of reach of any flood of other
 * addresses. The fixed pages are known from the start; the CMS's (each department, service, blog
 * post, doctor's appointment page) are read once per content version. A page once in the sitemap
 * stays known: a list the CMS failed to give takes no page out.
 */
export class SitemapPages {
  private readonly keys = new Set<string>();
  private readonly fixed: Promise<void>;
  private read?: { version: string; done: Promise<void> };

  constructor() {
    this.fixed = this.add(nothing);
  }

  /** Whether the page of this cache key (server/page-key.ts) is in the sitemap, as last read. */
  has(key: string): boolean {
    return this.keys.has(key);
  }

  /** Resolves once the sitemap of this content version has been read (at most once per version). */
  readAt(version: string, loadApi: ApiLoader): Promise<void> {
    if (this.read?.version !== version) this.read = { version, done: this.fixed.then(() => this.add(loadApi)) };
    return this.read.done;
  }

  private async add(loadApi: ApiLoader): Promise<void> {
    try {
      for (const { path } of await sitemapEntries(publicRoutePaths, loadApi)) {
        for (const language of LANGUAGES) this.keys.add(pageKey(new URL(localizedPath(language, path), 'http://site')));
      }
    } catch (error) {
      console.error('Sitemap pages not read:', error instanceof Error ? error.message : error);
    }
  }
}
