import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import { createProxyServer } from 'http-proxy-3';
import sirv from 'sirv';
import {
  publicRoutePaths,
  renderPage,
  adminModules,
  sitemapEntries,
  splitLanguage,
  type ServedFormState,
} from '../src/entry-server';
import { adminShellHtml } from './admin-shell';
import { fileInside, withByteRanges } from './byte-ranges';
import { createApiLoader, forwardedHeaders, type Visitor } from './cms-api';
import { askCmsForVersion, DEFAULT_CMS_BUDGET_MS, watchContentVersion } from './content-version-watch';
import { LastGoodPages } from './last-good-pages';
import { LastKnownContacts } from './last-known-contacts';
import { PageCache } from './page-cache';
import { pageDocuments } from './page-documents';
import { modulePreloadTags, readBuildManifest } from './module-preloads';
import { previewAnswer } from './preview';
import { redisVersionSource } from './redis-version';
import { announcedVersion } from './announced-version';
import { publicPages, type PageRenderer } from './public-pages';
import { RenderGate } from './render-gate';
import { renderThreads } from './render-threads';
import { SitemapPages } from './sitemap-pages';
import { oversizedReport } from './report-cap';
import { checkRequestTarget } from './request-target';
import { contentSecurityPolicy } from './security-policy';
import { answerFormPost } from './served-forms/form-post';
import { servedFormAt } from './served-forms/forms';
import { createReceiptSigner, receiptKey, type ReceiptSigner } from './served-forms/receipt-cookie';
import { reportGate } from './served-forms/report-gate';
import { robotsTxt, sitemapXml } from './seo-files';

export interface SiteServerOptions {
  /** The built browser app (index.html and assets/). */
  clientDir: string;
  cmsUrl: string;
  /** The public origin for canonical links and the sitemap; by default the request's own. */
  siteOrigin?: string;
  /**
   * Behind nginx: believe its X-Forwarded-For/Proto/Host. Otherwise the visitor's socket address
   * is the only truth and any such header the visitor sent is overwritten.
   */
  trustProxy: boolean;
  /** Proves this server to the CMS as its trusted proxy (PROXY_SHARED_SECRET). */
  proxySecret?: string;
  /** Checked by /preview, the page Strapi's "Open preview" opens (PREVIEW_SECRET, shared with the CMS). */
  previewSecret?: string;
  /**
   * The origins of Strapi's panel (PREVIEW_PANEL_ORIGINS), allowed to frame the public pages so
   * that "Open preview" shows them inside the panel. Nobody else may frame the site.
   */
  previewPanelOrigins?: readonly string[];
  /**
   * Strapi's public folder, when it is on this machine (CMS_PUBLIC_DIR): its /uploads are then
   * read from disk here instead of through a second server, so a page's pictures (the home
   * banner, its largest paint) arrive sooner. A file not there is still asked of the CMS.
   */
  cmsPublicDir?: string;
  /**
   * Where the last good copy of each page and the last known contact details are kept on disk
   * (PAGE_STORE_DIR), so a restarted server still has them while the CMS is down; memory only without.
   */
  pageStoreDir?: string;
  /** How long a page waits for the CMS before its last good copy is served (CMS_ANSWER_BUDGET_MS, 1000). */
  cmsBudgetMs?: number;
  /**
   * The CMS's Redis (REDIS_URL, REDIS_KEY_PREFIX): the content version is held in memory between
   * the CMS's announcements of its writes there, and read there, not asked of the CMS over HTTP,
   * whenever the announcements cannot be trusted.
   */
  versionInRedis?: { url: string; prefix: string };
  /**
   * Public pages missing from the cache are rendered in this many worker threads from the built
   * render-worker.js (RENDER_THREADS; render-threads.ts); on the main thread without (tests, dev).
   */
  renderThreads?: { workerFile: string | URL; threads: number };
}

/** A host name or address with an optional port; anything else in a Host header is not believed. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function visitorOf(req: IncomingMessage, trustProxy: boolean): Visitor {
  const forwarded = (name: string) => {
    const value = req.headers[name];
    return trustProxy && typeof value === 'string' && value ? value.split(',')[0].trim() : undefined;
  };
  const proto = forwarded('x-forwarded-proto');
  const host = forwarded('x-forwarded-host') ?? req.headers.host;
  return {
    address: forwarded('x-forwarded-for') ?? req.socket.remoteAddress ?? '',
    proto:
      proto === 'http' || proto === 'https'
        ? proto
        : 'encrypted' in req.socket && req.socket.encrypted
          ? 'https'
          : 'http',
    host: host && HOST.test(host) ? host : 'localhost',
  };
}

/** The policy of an uploaded file opened on its own: shown, never run. nginx sends the same words. */
export const UPLOAD_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

const sendText = (res: ServerResponse, status: number, type: string, body: string, cache = 'no-cache') => {
  res.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': cache });
  res.end(body);
};

/** A form's receipt, shown once on the page it was posted to (served-forms/receipt-cookie.ts). */
function receiptOnOpen(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  signer: ReceiptSigner,
  secure: boolean,
) {
  // The form's own page in any language (`/bn/contact` is the contact form's page too).
  const formPath = splitLanguage(path).path;
  const receipt = servedFormAt(formPath) ? signer.read(req.headers.cookie, path) : undefined;
  if (!receipt) return undefined;
  res.setHeader('Set-Cookie', signer.clear(secure));
  return {
    path: formPath,
    values: {},
    errors: {},
    receipt: { reference: receipt.reference, reply_hours: receipt.reply_hours },
  };
}

/** `/uploads/medium_x.jpg` → `/uploads/x.jpg`: the original of one of Strapi's resized copies. */
export function originalOfResizedCopy(path: string): string | undefined {
  const match = /^\/uploads\/(?:small|medium|large)_([^/?#]+)(\?.*)?$/.exec(path);
  return match ? `/uploads/${match[1]}${match[2] ?? ''}` : undefined;
}

/**
 * The site's server: hashed assets (cached for a year), public pages rendered with their content
 * (revalidated on every visit), the admin screens as a client-only shell, robots.txt and
 * sitemap.xml from live content, and /api and /uploads passed to the CMS.
 */
export function createSiteServer({
  clientDir,
  cmsUrl,
  siteOrigin,
  trustProxy,
  proxySecret,
  previewSecret,
  previewPanelOrigins = [],
  cmsPublicDir,
  pageStoreDir,
  cmsBudgetMs = DEFAULT_CMS_BUDGET_MS,
  versionInRedis,
  renderThreads: threaded,
}: SiteServerOptions): Server {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const manifest = readBuildManifest(clientDir);
  // The admin shell: the same app, rendered in the browser only, over a served loading state
  // (admin-shell.ts); it keeps the stylesheet as a file (cached across the editors' visits).
  const adminShell = adminShellHtml(template, modulePreloadTags(manifest, adminModules));
  const documents = pageDocuments(clientDir);
  const sitePolicy = contentSecurityPolicy();
  const pagePolicy = contentSecurityPolicy([documents.styleHash], previewPanelOrigins);
  const cacheControlOfAsset = (res: ServerResponse, pathname: string) =>
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
  const assets = withByteRanges(
    fileInside(clientDir),
    sirv(clientDir, {
      etag: true,
      // The build writes each asset compressed beforehand (vite.config.ts): brotli at its best
      // level is about a fifth smaller than gzip on the fly, and costs no CPU per request.
      brotli: true,
      gzip: true,
      // Files only: '/' and other page paths must reach the renderer, never the bare index.html.
      extensions: [],
      setHeaders: cacheControlOfAsset,
    }),
    cacheControlOfAsset,
  );
  // An uploaded SVG opened on its own must not run scripts on the site's origin.
  const sandboxUpload = (res: ServerResponse) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', UPLOAD_POLICY);
  };
  // Only the uploads folder of Strapi's public folder, only regular files in it: anything else
  // (Strapi's robots.txt, a symbolic link) is left to the CMS, which serves what it means to.
  const uploadedFile = cmsPublicDir ? fileInside(join(cmsPublicDir, 'uploads')) : undefined;
  const findUpload = (urlPath: string) =>
    urlPath.startsWith('/uploads/') ? uploadedFile?.(urlPath.slice('/uploads'.length)) : undefined;
  const uploads = cmsPublicDir
    ? withByteRanges(
        findUpload,
        sirv(cmsPublicDir, {
          // Looks each file up on disk when asked ("dev" mode) rather than listing the folder once at
          // start: uploads come and go while the server runs. It answers `no-cache` with an ETag,
          // as Strapi's own max-age=0: a replaced file is revalidated.
          dev: true,
          etag: true,
          extensions: [],
          setHeaders: sandboxUpload,
        }),
        sandboxUpload,
      )
    : undefined;
  const proxy = createProxyServer({ target: cmsUrl, xfwd: false });
  proxy.on('proxyReq', (proxyReq, req) => {
    for (const [name, value] of Object.entries(forwardedHeaders(visitorOf(req, trustProxy), proxySecret))) {
      proxyReq.setHeader(name, value);
    }
  });
  proxy.on('error', (error, _req, res) => {
    console.error('CMS not reachable:', error.message);
    if (res && 'writeHead' in res && !res.headersSent) sendText(res, 502, 'text/plain', 'Bad gateway');
  });
  const renderPublicPage: PageRenderer = threaded ? renderThreads({ ...threaded, clientDir }) : documents.render;
  const askCms = askCmsForVersion(cmsUrl, cmsBudgetMs);
  const versionSource = versionInRedis
    ? redisVersionSource(versionInRedis.url, versionInRedis.prefix, askCms, cmsBudgetMs)
    : undefined;
  const askedEachRound = watchContentVersion(versionSource?.ask ?? askCms);
  // With Redis the version is held in memory between the CMS's announcements of its writes.
  const announced = versionInRedis
    ? announcedVersion(versionInRedis.url, versionInRedis.prefix, askedEachRound, cmsBudgetMs)
    : undefined;
  const servePublicPage = publicPages({
    watch: announced ?? askedEachRound,
    cache: new PageCache(),
    lastGood: new LastGoodPages(pageStoreDir),
    contacts: new LastKnownContacts(pageStoreDir),
    render: renderPublicPage,
    gate: new RenderGate(),
    sitemap: new SitemapPages(),
    pagePolicy,
  });
  const receipts = createReceiptSigner(receiptKey(previewSecret ?? proxySecret));
  const reports = reportGate();
  // compression's types name Express's request; it only reads Node's own IncomingMessage fields.
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

  /** `served`: the page again after a form posted to it without JavaScript was refused. */
  async function respond(
    req: IncomingMessage,
    res: ServerResponse,
    served?: { state: ServedFormState; status: number },
  ): Promise<void> {
    const visitor = visitorOf(req, trustProxy);
    const origin = siteOrigin ?? `${visitor.proto}://${visitor.host}`;
    const url = new URL(req.url ?? '/', origin);
    const loadApi = createApiLoader(cmsUrl, visitor, proxySecret, cmsBudgetMs);

    if (req.method === 'POST') {
      const { language, path: formPath } = splitLanguage(url.pathname);
      const form = servedFormAt(formPath);
      if (!form) return refuseMethod(res, READ_METHODS);
      if (!served) {
        const context = {
          visitor,
          origins: [origin, `${visitor.proto}://${visitor.host}`],
          cmsUrl,
          proxySecret,
          language,
          formPath,
          signer: receipts,
          reports,
          render: (state: ServedFormState, status: number) => respond(req, res, { state, status }),
        };
        return answerFormPost(req, res, url, form, context);
      }
    }

    if (url.pathname === '/robots.txt') return sendText(res, 200, 'text/plain', robotsTxt(origin));
    if (url.pathname === '/sitemap.xml') {
      return sendText(res, 200, 'application/xml', sitemapXml(origin, await sitemapEntries(publicRoutePaths, loadApi)));
    }
    // Documents carry the site's policy (nginx then adds none: a page is never under two). Not the
    // assets: a policy governs documents only, and its 500 bytes on each of a page's twenty
    // scripts would be a tenth of the JavaScript a phone downloads.
    if (url.pathname === '/admin' || url.pathname.startsWith('/admin/')) {
      res.setHeader('Content-Security-Policy', sitePolicy);
      return sendText(res, 200, 'text/html', adminShell);
    }
    if (url.pathname === '/preview') {
      const answer = previewAnswer(url.searchParams, previewSecret);
      if (answer.status !== 302) return sendText(res, answer.status, 'text/plain', answer.message, 'no-store');
      res.writeHead(302, { Location: answer.location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
      return void res.end();
    }

    const servedForm = served?.state ?? receiptOnOpen(req, res, url.pathname, receipts, visitor.proto === 'https');
    // Every visitor's page alike comes from the page cache (or its last good copy); a page showing
    // one visitor's form outcome (errors with their input, or their reference) is rendered for them alone.
    if (!servedForm) return servePublicPage(req, res, { url, origin, loadApi });
    const page = await renderPage(url, loadApi, { servedForm });
    if (page.kind === 'redirect') {
      res.writeHead(page.status, { Location: page.location });
      return void res.end();
    }
    res.setHeader('Content-Security-Policy', pagePolicy);
    const html = documents.documentOf(page, origin, url);
    // A page showing a form's outcome is this visitor's alone: never kept by a cache.
    sendText(res, served?.status ?? page.status, 'text/html', html, 'no-store');
  }

  const route = (req: IncomingMessage, res: ServerResponse): void => {
    const path = req.url ?? '/';
    const reads = req.method === 'GET' || req.method === 'HEAD';
    if (uploads && reads && findUpload(path.split('?')[0])) return uploads(req, res, () => proxy.web(req, res));
    if (uploads && reads && path.startsWith('/uploads/')) {
      // The site guesses a picture's smaller copies from Strapi's naming rule (strapi-srcset.ts);
      // Strapi makes only those narrower than the original, and a moment after a save. A copy
      // that is not there is answered with the original, not a broken picture.
      const original = originalOfResizedCopy(path);
      if (original && findUpload(original.split('?')[0])) {
        req.url = original;
        return uploads(req, res, () => proxy.web(req, res));
      }
    }
    // Only the public API and the uploads reach the CMS (the target was checked: no dot segment
    // can lead from here to Strapi's admin routes), and only with the methods they answer: the
    // rest is refused here rather than left to Strapi's "501 Not Implemented".
    const toCms = /^\/(api|uploads)(\/|\?|$)/.exec(path);
    if (toCms) {
      const allowed = toCms[1] === 'api' ? API_METHODS : READ_METHODS;
      if (!allowed.includes(req.method ?? '')) return refuseMethod(res, allowed);
      const tooLarge = oversizedReport(req, path);
      // Answered unread: Node reads the rest of the body and drops it, the connection stays usable.
      if (tooLarge) return sendText(res, 400, 'application/json', tooLarge, 'no-store');
      return proxy.web(req, res);
    }
    compress(req, res, () => {
      const postsForm = req.method === 'POST' && servedFormAt(splitLanguage(path.split('?')[0]).path) !== undefined;
      if (!reads && !postsForm) return refuseMethod(res, READ_METHODS);
      const servesFile = !postsForm && !/^\/(index\.html)?(\?|$)/.test(path);
      const next = () => {
        respond(req, res).catch((error: unknown) => unexpected(res, error));
      };
      if (servesFile) assets(req, res, next);
      else next();
    });
  };

  const server = createServer((req, res) => {
    const target = checkRequestTarget(req.url);
    if (!target.ok) return sendText(res, target.status, 'text/plain', target.message, 'no-store');
    try {
      route(req, res);
    } catch (error) {
      unexpected(res, error);
    }
  });
  // The Redis connection would keep the process (and a test's worker) alive after close().
  server.on('close', () => {
    void versionSource?.close();
    void announced?.close();
  });
  return server;
}

const READ_METHODS = ['GET', 'HEAD'];
/** What the legacy API answers (OPTIONS: a browser's CORS preflight). */
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function refuseMethod(res: ServerResponse, allowed: readonly string[]): void {
  res.setHeader('Allow', allowed.join(', '));
  sendText(res, 405, 'text/plain', 'Method not allowed', 'no-store');
}

/** An error nobody expected ends this one answer with a 500, never the server. */
function unexpected(res: ServerResponse, error: unknown): void {
  console.error('Request failed:', error);
  if (!res.headersSent) sendText(res, 500, 'text/plain', 'Unexpected Application Error!', 'no-store');
  else res.destroy();
}
