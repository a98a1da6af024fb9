import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import { createProxyServer } from 'http-proxy-3';
import sirv from 'sirv';
import { publicRoutePaths, renderPage, routeModules, sitemapEntries } from '../src/entry-server';
import { adminShellHtml } from './admin-shell';
import { createApiLoader, forwardedHeaders, type Visitor } from './cms-api';
import { pageHtml } from './page-html';
import { modulePreloadTags, readBuildManifest } from './module-preloads';
import { inlineStylesheet } from './page-styles';
import { previewAnswer } from './preview';
import { contentSecurityPolicy } from './security-policy';
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
}

function visitorOf(req: IncomingMessage, trustProxy: boolean): Visitor {
  const forwarded = (name: string) => {
    const value = req.headers[name];
    return trustProxy && typeof value === 'string' && value ? value.split(',')[0].trim() : undefined;
  };
  return {
    address: forwarded('x-forwarded-for') ?? req.socket.remoteAddress ?? '',
    proto: forwarded('x-forwarded-proto') ?? ('encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http'),
    host: forwarded('x-forwarded-host') ?? req.headers.host ?? 'localhost',
  };
}

const sendText = (res: ServerResponse, status: number, type: string, body: string, cache = 'no-cache') => {
  res.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': cache });
  res.end(body);
};

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
}: SiteServerOptions): Server {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const manifest = readBuildManifest(clientDir);
  // The admin shell: the same app, rendered in the browser only, over a served loading state
  // (admin-shell.ts); it keeps the stylesheet as a file (cached across the editors' visits).
  const adminShell = adminShellHtml(template, modulePreloadTags(manifest, routeModules('/admin/login')));
  // Public pages carry the CSS inline (page-styles.ts), allowed by its hash in their policy.
  const pages = inlineStylesheet(template, clientDir);
  const sitePolicy = contentSecurityPolicy();
  const pagePolicy = contentSecurityPolicy([pages.styleHash], previewPanelOrigins);
  const assets = sirv(clientDir, {
    etag: true,
    // The build writes each asset compressed beforehand (vite.config.ts): brotli at its best
    // level is about a fifth smaller than gzip on the fly, and costs no CPU per request.
    brotli: true,
    gzip: true,
    // Files only: '/' and other page paths must reach the renderer, never the bare index.html.
    extensions: [],
    setHeaders: (res, pathname) => {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  const uploads = cmsPublicDir
    ? sirv(cmsPublicDir, {
        // Looks each file up on disk when asked ("dev" mode) rather than listing the folder once at
        // start: uploads come and go while the server runs. It answers `no-cache` with an ETag,
        // as Strapi's own max-age=0: a replaced file is revalidated.
        dev: true,
        etag: true,
        extensions: [],
        // An uploaded SVG opened on its own must not run scripts on the site's origin.
        setHeaders: (res) => {
          res.setHeader('X-Content-Type-Options', 'nosniff');
          res.setHeader(
            'Content-Security-Policy',
            "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
          );
        },
      })
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
  // compression's types name Express's request; it only reads Node's own IncomingMessage fields.
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const visitor = visitorOf(req, trustProxy);
    const origin = siteOrigin ?? `${visitor.proto}://${visitor.host}`;
    const url = new URL(req.url ?? '/', origin);
    const loadApi = createApiLoader(cmsUrl, visitor, proxySecret);

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

    const page = await renderPage(url, loadApi);
    if (page.kind === 'redirect') {
      res.writeHead(page.status, { Location: page.location });
      return void res.end();
    }
    res.setHeader('Content-Security-Policy', pagePolicy);
    const html = pageHtml({
      template: pages.template,
      siteOrigin: origin,
      requestPath: url.pathname + url.search,
      head: page.head,
      body: page.html,
      pageDataScript: page.pageDataScript,
    });
    sendText(res, page.status, 'text/html', html);
  }

  return createServer((req, res) => {
    const path = req.url ?? '/';
    if (uploads && (req.method === 'GET' || req.method === 'HEAD') && path.startsWith('/uploads/')) {
      return uploads(req, res, () => {
        // The site guesses a picture's smaller copies from Strapi's naming rule (strapi-srcset.ts);
        // Strapi makes only those narrower than the original, and a moment after a save. A copy
        // that is not there is answered with the original, not a broken picture.
        const original = originalOfResizedCopy(path);
        if (!original) return proxy.web(req, res);
        req.url = original;
        return uploads(req, res, () => proxy.web(req, res));
      });
    }
    if (/^\/(api|uploads)(\/|\?|$)/.test(path)) return proxy.web(req, res);
    compress(req, res, () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'text/plain', 'Method not allowed');
      const servesFile = !/^\/(index\.html)?(\?|$)/.test(path);
      const next = () => {
        respond(req, res).catch((error: unknown) => {
          console.error('Page not rendered:', error);
          if (!res.headersSent) sendText(res, 500, 'text/plain', 'Unexpected Application Error!');
        });
      };
      if (servesFile) assets(req, res, next);
      else next();
    });
  });
}
