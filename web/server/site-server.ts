import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { DEFAULT_NEW_PAGE_BUDGET_MS } from './cms-api';
import { askCmsForVersion, DEFAULT_CMS_BUDGET_MS, watchContentVersion } from './content-version-watch';
import { announcedVersion } from './announced-version';
import { adminScreens } from './handlers/admin';
import { cmsPassage } from './handlers/cms-passage';
import { formPosts } from './handlers/form-posts';
import { publicPageStages } from './handlers/pages';
import { resourceFiles } from './handlers/resources';
import { compressed, readOrFormPost, siteFiles } from './handlers/site-files';
import { inOrder, sendText, type Stage } from './handlers/stage';
import { siteRequests } from './handlers/visitor';
import { LastGoodPages } from './last-good-pages';
import { LastKnownContacts } from './last-known-contacts';
import { readBuildManifest } from './module-preloads';
import { PageCache } from './page-cache';
import { pageDocuments } from './page-documents';
import { publicPages } from './public-pages';
import { RenderGate } from './render-gate';
import { renderThreads } from './render-threads';
import { checkRequestTarget } from './request-target';
import { contentSecurityPolicy } from './security-policy';
import { createReceiptSigner, receiptKey } from './patient-requests/receipt-cookie';
import { reportGate } from './patient-requests/report-gate';
import { SitemapPages } from './sitemap-pages';

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
   * The media bucket's origin (from S3_PUBLIC_URL) when uploads are on object storage: the pages'
   * pictures load from there, so the policy's img-src names it.
   */
  mediaOrigin?: string;
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
  /** How long a page with no last good copy waits for the CMS before its 503 (CMS_NEW_PAGE_BUDGET_MS, 5000). */
  cmsNewPageBudgetMs?: number;
  /**
   * The CMS's Redis (REDIS_URL, REDIS_KEY_PREFIX): the content version is held in memory between
   * the CMS's announcements of its writes there; the CMS is asked whenever those cannot be trusted.
   */
  versionInRedis?: { url: string; prefix: string };
  /**
   * Public pages missing from the cache are rendered in this many worker threads from the built
   * render-worker.js (RENDER_THREADS; render-threads.ts); on the main thread without (tests, dev).
   */
  renderThreads?: { workerFile: string | URL; threads: number };
}

/**
 * The site's server: an ordered list of stages (handlers/), each answering its own addresses and
 * leaving the rest to the next: the request target's checks, the way to the CMS (/api, /uploads),
 * compression, the method check, the built app's files, forms posted without JavaScript, the
 * files that are not pages (the app's resource routes: robots.txt, sitemap.xml, the rate file with
 * its schema and pointer, /preview), the admin shell, and the public pages (from the page cache,
 * revalidated on every visit, or their last good copy).
 */
export function createSiteServer({
  clientDir,
  cmsUrl,
  siteOrigin,
  trustProxy,
  proxySecret,
  previewSecret,
  previewPanelOrigins: framingOrigins = [],
  mediaOrigin,
  cmsPublicDir,
  pageStoreDir,
  cmsBudgetMs = DEFAULT_CMS_BUDGET_MS,
  cmsNewPageBudgetMs = DEFAULT_NEW_PAGE_BUDGET_MS,
  versionInRedis,
  renderThreads: threaded,
}: SiteServerOptions): Server {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const documents = pageDocuments(clientDir);
  const pagePolicy = contentSecurityPolicy({ inlineStyleHashes: [documents.styleHash], framingOrigins, mediaOrigin });
  const siteRequest = siteRequests({ cmsUrl, siteOrigin, trustProxy, proxySecret, cmsBudgetMs, cmsNewPageBudgetMs });
  const version = contentVersion(cmsUrl, cmsBudgetMs, versionInRedis);
  const servePublicPage = publicPages({
    watch: version.watch,
    cache: new PageCache(),
    lastGood: new LastGoodPages(pageStoreDir),
    contacts: new LastKnownContacts(pageStoreDir),
    render: threaded ? renderThreads({ ...threaded, clientDir }) : documents.render,
    gate: new RenderGate(),
    sitemap: new SitemapPages(),
    pagePolicy,
  });
  const receipts = createReceiptSigner(receiptKey(previewSecret ?? proxySecret));
  const { pages, renderFormPost } = publicPageStages({
    siteRequest,
    servePublicPage,
    documents,
    pagePolicy,
    receipts,
  });

  const answer = inOrder([
    requestTargetChecked,
    ...cmsPassage({ cmsUrl, trustProxy, proxySecret, cmsPublicDir }),
    compressed,
    readOrFormPost,
    siteFiles(clientDir),
    formPosts({ siteRequest, cmsUrl, proxySecret, receipts, reports: reportGate(), renderFormPost }),
    resourceFiles(siteRequest, previewSecret),
    adminScreens(siteRequest, {
      template,
      manifest: readBuildManifest(clientDir),
      sitePolicy: contentSecurityPolicy({ mediaOrigin }),
    }),
    pages,
  ]);
  const server = createServer(answer);
  // The Redis connections would keep the process (and a test's worker) alive after close().
  server.on('close', () => void version.close());
  return server;
}

/** A target with dot segments, backslashes, encoded slashes or a fragment never reaches a stage that routes. */
const requestTargetChecked: Stage = (req, res, next) => {
  const target = checkRequestTarget(req.url);
  if (!target.ok) return sendText(res, target.status, 'text/plain', target.message, 'no-store');
  next();
};

/**
 * The content version pages are cached under: asked of the CMS each round of requests, or, with
 * the CMS's Redis, held in memory between the CMS's announcements of its writes there and asked
 * of the CMS again whenever those cannot be trusted. (Reading it from Redis in those moments
 * instead, a third source, was there for a throughput figure, with no measurement of anything
 * a visitor feels behind it: issue 40 removed it.)
 */
function contentVersion(cmsUrl: string, cmsBudgetMs: number, versionInRedis?: { url: string; prefix: string }) {
  const askedEachRound = watchContentVersion(askCmsForVersion(cmsUrl, cmsBudgetMs));
  const announced = versionInRedis
    ? announcedVersion(versionInRedis.url, versionInRedis.prefix, askedEachRound, cmsBudgetMs)
    : undefined;
  return { watch: announced ?? askedEachRound, close: async () => announced?.close() };
}
