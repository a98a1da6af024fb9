import type { IncomingMessage, ServerResponse } from 'node:http';
import { canonicalPagePath, type ApiLoader } from '../src/entry-server';
import type { ContentVersionWatch } from './content-version-watch';
import type { LastGoodPages } from './last-good-pages';
import type { LastKnownContacts } from './last-known-contacts';
import { chooseEncoding, RenderedPage, type CompressedEncoding, type PageCache } from './page-cache';
import { pageKey } from './page-key';
import type { RenderGate } from './render-gate';
import type { SitemapPages } from './sitemap-pages';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_PAGE_STYLE_HASH, unavailablePageHtml } from './unavailable-page';

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

/** Marks an answer served from the last good copy while the CMS could not give a fresh one. */
export const STALE_HEADER = 'X-Page-Stale';

const UNAVAILABLE_POLICY = `default-src 'none'; style-src '${UNAVAILABLE_PAGE_STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

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

interface Outcome {
  rendering: PageRendering;
  /** Every API answer the page asked for arrived. */
  complete: boolean;
}

/**
 * Serves the public pages, each at its one address (a case or slash variant is redirected): from
 * memory while the CMS's content version is the one a page was rendered at (strong ETag, 304),
 * rendered once per version otherwise (readers of one page wait for one rendering, a few pages
 * render at once: render-gate.ts), and from the last good copy, marked stale, when the CMS errs or
 * is slow or too many pages are rendering. A page never served before gets the "unavailable" page
 * (503) with the hospital's numbers.
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
  const underway = new Map<string, Promise<Outcome>>();

  /** One rendering per page and version, readers of one page waiting for it; undefined when the gate is full. */
  function renderOnce(id: string, url: URL, loadApi: ApiLoader): Promise<Outcome> | undefined {
    let outcome = underway.get(id);
    if (!outcome) {
      let failed = false;
      const tracked: ApiLoader = async (key) => {
        const data = await loadApi(key);
        if (data === undefined) failed = true;
        return data;
      };
      outcome = gate
        .run(() => render(url, contacts.around(tracked)))
        ?.then((rendering) => ({ rendering, complete: !failed }))
        .finally(() => underway.delete(id));
      if (outcome) underway.set(id, outcome);
    }
    return outcome;
  }

  function send(req: IncomingMessage, res: ServerResponse, page: RenderedPage, stale: boolean): void {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const before = page.size;
    const { bytes, etag } = page.body(encoding);
    if (page.size !== before) cache.trim();
    res.setHeader('Content-Security-Policy', pagePolicy);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    // Revalidated on every visit (a 304 costs no body), so an edit shows on the next one; a stale
    // copy is never kept by a browser or proxy.
    res.setHeader('Cache-Control', stale ? 'no-store' : 'no-cache');
    if (stale) res.setHeader(STALE_HEADER, '1');
    if (ifNoneMatch(req.headers['if-none-match'], etag)) {
      res.writeHead(304);
      return void res.end();
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', bytes.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  /** The 503 page with the numbers, compressed once per version of the numbers, not once per answer. */
  let unavailable: { details: typeof contacts.current; page: RenderedPage } | undefined;
  function sendUnavailable(req: IncomingMessage, res: ServerResponse): void {
    // A junk flood gets thousands of these a minute: compressing each on the thread that sends was
    // a fifth of that thread's time (a CPU profile of the flood, 2026-11-29).
    if (!unavailable || unavailable.details !== contacts.current) {
      const details = contacts.current;
      unavailable = { details, page: new RenderedPage(Buffer.from(unavailablePageHtml(details))) };
    }
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const { bytes } = unavailable.page.body(encoding);
    res.writeHead(503, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': UNAVAILABLE_POLICY,
      'Cache-Control': 'no-store',
      'Retry-After': String(RETRY_AFTER_SECONDS),
      [STALE_HEADER]: '1',
      Vary: 'Accept-Encoding',
      'Content-Length': bytes.length,
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  function sendRedirect(res: ServerResponse, { status, location }: { status: number; location: string }): void {
    res.writeHead(status, { Location: location });
    res.end();
  }

  /** While the CMS is unavailable: the last good copy, else a redirect the routes alone decide, else 503. */
  async function serveWithoutCms(req: IncomingMessage, res: ServerResponse, id: string, url: URL): Promise<void> {
    const kept = lastGood.get(id);
    if (kept) return send(req, res, kept, true);
    const offline = renderOnce(`offline ${id}`, url, () => Promise.resolve(undefined));
    const rendering = offline && (await offline).rendering;
    if (rendering?.kind === 'redirect') return sendRedirect(res, rendering);
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
    { url, origin, loadApi }: { url: URL; origin: string; loadApi: ApiLoader },
  ): Promise<void> {
    // One address per page: `/ABOUT`, `/about/` are `/about` (its query kept), never entries of their own.
    const canonical = canonicalPagePath(url.pathname);
    if (canonical) return sendRedirect(res, { status: 301, location: canonical + url.search });
    const key = pageKey(url);
    // Keyed by origin too: without SITE_URL a page's canonical and preview links carry the
    // request's own Host, and one visitor's Host must never reach another's page.
    const id = `${origin}${key}`;
    const pageUrl = new URL(key, origin);
    const version = await watch.current();
    if (version === undefined) return serveWithoutCms(req, res, id, pageUrl);

    const cached = cache.get(id, version);
    if (cached) return send(req, res, cached, false);

    const rendered = renderOnce(`${version} ${id}`, pageUrl, loadApi);
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

/** RFC 9110 §13.1.2: weak comparison, `*` matches any. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
