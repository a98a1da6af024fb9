import type { IncomingMessage, ServerResponse } from 'node:http';
import { canonicalPagePath, type ApiLoader } from '../src/entry-server';
import type { ContentVersionWatch } from './content-version-watch';
import type { LastGoodPages } from './last-good-pages';
import type { LastKnownContacts } from './last-known-contacts';
import { RenderedPage, type CompressedEncoding, type PageCache } from './page-cache';
import { pageKey } from './page-key';
import { pageSending, sendRedirect } from './page-sending';
import type { RenderGate } from './render-gate';
import { renderingsOnce } from './renderings-once';
import type { SitemapPages } from './sitemap-pages';
import { RETRY_AFTER_SECONDS } from './unavailable-page';

/** A public page rendered with its content: the document, and the app's own markup inside it. */
export type PageRendering =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      document: string;
      body: string;
      /** The document already compressed, by a rendering thread (render-threads.ts). */
      compressed?: Partial<Record<CompressedEncoding, Uint8Array>>;
    };

export type PageRenderer = (url: URL, loadApi: ApiLoader) => Promise<PageRendering>;

/** A visitor's request for a public page, as the site server has read it (handlers/visitor.ts). */
export interface PageRequest {
  url: URL;
  origin: string;
  /** The CMS's answers within the answer budget, for a page with a last good copy to fall back on. */
  loadApi: ApiLoader;
  /** The same for a page without one: each answer may take until the new page budget runs out. */
  loadApiForNewPage: ApiLoader;
}

export interface PublicPagesOptions {
  watch: ContentVersionWatch;
  cache: PageCache;
  lastGood: LastGoodPages;
  contacts: LastKnownContacts;
  render: PageRenderer;
  /** Bounds the renderings on a cache miss (render-gate.ts). */
  gate: RenderGate;
  /** The sitemap's pages: kept apart from any other address (sitemap-pages.ts). */
  sitemap: SitemapPages;
  /** The Content-Security-Policy of every page (its inline stylesheet's hash). */
  pagePolicy: string;
}

/** A page that says itself the CMS is away (its own 503): never kept, asked again in a moment. */
function sendOwnUnavailable(req: IncomingMessage, res: ServerResponse, document: string, pagePolicy: string): void {
  res.setHeader('Content-Security-Policy', pagePolicy);
  res.writeHead(503, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(RETRY_AFTER_SECONDS),
  });
  res.end(req.method === 'HEAD' ? undefined : document);
}

/**
 * The CMS's content version for a page. A page with no last good copy has only the 503 to fall back
 * on: rather than take another request's failed question (a CMS slow for a moment counts as down
 * for a second), it asks again.
 */
async function versionFor(watch: ContentVersionWatch, lastGood: LastGoodPages, id: string) {
  return (await watch.current()) ?? (lastGood.get(id) ? undefined : watch.again());
}

/**
 * Serves the public pages, each at its one address (a case or slash variant is redirected): from
 * memory while the CMS's content version is the one a page was rendered at (strong ETag, 304),
 * rendered once per version otherwise (readers of one page wait for one rendering, a few pages
 * render at once: render-gate.ts), and from the last good copy, marked stale, when the CMS errs or
 * is slow or too many pages are rendering. A page never served before waits longer for the CMS
 * (CMS_NEW_PAGE_BUDGET_MS), then gets the "unavailable" page (503) with the hospital's numbers.
 */
export function publicPages({
  watch,
  cache,
  lastGood,
  contacts,
  render,
  gate,
  sitemap,
  pagePolicy,
}: PublicPagesOptions) {
  const renderOnce = renderingsOnce(render, gate, contacts);
  const { send, sendUnavailable } = pageSending(cache, contacts, pagePolicy);

  /**
   * While the CMS is unavailable: the last good copy, else a redirect the routes alone decide, else
   * the page itself where it says so in its own words (a 503 of its own: /search, in the page's
   * language with its suggestions), else the 503 with the numbers.
   */
  async function serveWithoutCms(req: IncomingMessage, res: ServerResponse, id: string, url: URL): Promise<void> {
    const kept = lastGood.get(id);
    if (kept) return send(req, res, kept, true);
    const offline = renderOnce(`offline ${id}`, url, () => Promise.resolve(undefined));
    const rendering = offline && (await offline).rendering;
    if (rendering?.kind === 'redirect') return sendRedirect(res, rendering);
    if (rendering?.kind === 'page' && rendering.status === 503 && rendering.body.trim() !== '')
      return sendOwnUnavailable(req, res, rendering.document, pagePolicy);
    sendUnavailable(req, res);
  }

  /** Too many pages rendering already: the last good copy, else at once the 503 with the numbers. */
  function serveBusy(req: IncomingMessage, res: ServerResponse, id: string): void {
    const kept = lastGood.get(id);
    if (kept) return send(req, res, kept, true);
    const { running, waiting } = gate.load;
    res.setHeader('X-Render-Queue', `${running} rendering, ${waiting} waiting`);
    sendUnavailable(req, res);
  }

  return async function servePublicPage(
    req: IncomingMessage,
    res: ServerResponse,
    { url, origin, loadApi, loadApiForNewPage }: PageRequest,
  ): Promise<void> {
    // One address per page: `/ABOUT`, `/about/` are `/about` (its query kept), never entries of their own.
    const canonical = canonicalPagePath(url.pathname);
    if (canonical) return sendRedirect(res, { status: 301, location: canonical + url.search });
    const key = pageKey(url);
    // Keyed by origin too: without SITE_URL a page's canonical and preview links carry the
    // request's own Host, and one visitor's Host must never reach another's page.
    const id = `${origin}${key}`;
    const pageUrl = new URL(key, origin);
    const version = await versionFor(watch, lastGood, id);
    if (version === undefined) return serveWithoutCms(req, res, id, pageUrl);

    const cached = cache.get(id, version);
    if (cached) return send(req, res, cached, false);

    // With a last good copy the CMS gets its budget, then the copy is served; without one, longer.
    const rendered = renderOnce(`${version} ${id}`, pageUrl, lastGood.get(id) ? loadApi : loadApiForNewPage);
    if (!rendered) return serveBusy(req, res, id);
    const { rendering, complete } = await rendered;
    if (rendering.kind === 'redirect') return sendRedirect(res, rendering);
    if (!complete || rendering.body.trim() === '') return serveWithoutCms(req, res, id, pageUrl);
    if (rendering.status !== 200) {
      res.setHeader('Content-Security-Policy', pagePolicy);
      res.writeHead(rendering.status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      return void res.end(req.method === 'HEAD' ? undefined : rendering.document);
    }
    const page = new RenderedPage(Buffer.from(rendering.document), version, rendering.compressed);
    cache.keep(id, page, sitemap.has(key));
    send(req, res, page, false);
    // A page not known to be in the sitemap (a new blog post?) is placed once this version's sitemap is read.
    if (sitemap.has(key)) lastGood.keep(id, page, true);
    else void sitemap.readAt(version, loadApi).then(() => lastGood.keep(id, page, sitemap.has(key)));
  };
}
