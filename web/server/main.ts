/**
 * The site's Node server (`node web/dist/server/main.js`). Settings, all optional:
 * PORT (4173), HOST (127.0.0.1: only this machine, unless set), CMS_URL (http://localhost:1337),
 * SITE_URL (the public origin for canonical links and the sitemap; by default each request's),
 * TRUST_PROXY=true when nginx in front sets X-Forwarded-For/Proto/Host, PROXY_SHARED_SECRET (sent to
 * the CMS as X-Proxy-Secret, so it believes the visitor address this server forwards), PREVIEW_SECRET
 * (checked by /preview, the page Strapi's "Open preview" opens; no preview without it),
 * PREVIEW_PANEL_ORIGINS (space-separated origins of Strapi's panel, which may frame the pages),
 * S3_PUBLIC_URL (the media bucket's public address, the CMS's: its origin joins the pages' img-src),
 * CMS_PUBLIC_DIR (Strapi's public folder when it is on this machine: uploads are read from it),
 * PAGE_STORE_DIR (where the last good pages and contact details are kept; web/.page-store),
 * CMS_ANSWER_BUDGET_MS (how long a page waits for the CMS before its last good copy is served; 1000),
 * REDIS_URL and REDIS_KEY_PREFIX (the CMS's: the content version is then read from Redis, not asked
 * of the CMS on every round of page requests), RENDER_THREADS (worker threads that render pages
 * missing from the cache, 1; 0 renders on the main thread, which then waits on every rendering).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { framingOrigins, mediaOriginOf } from './security-policy';
import { createSiteServer } from './site-server';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const siteOrigin = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const budget = Number(process.env.CMS_ANSWER_BUDGET_MS);
const renderThreads = Number(process.env.RENDER_THREADS ?? 1);
if (!Number.isInteger(renderThreads) || renderThreads < 0) {
  console.error(
    `RENDER_THREADS must be a whole number (0 to render on the main thread), not "${process.env.RENDER_THREADS}".`,
  );
  process.exit(1);
}
const redisUrl = process.env.REDIS_URL?.trim();
if (redisUrl && !/^rediss?:\/\/\S+$/.test(redisUrl)) {
  console.error(`REDIS_URL must look like redis://host:6379 (or rediss:// for TLS), not "${redisUrl}".`);
  process.exit(1);
}

const server = createSiteServer({
  clientDir: join(distDir, 'client'),
  cmsUrl: process.env.CMS_URL ?? 'http://localhost:1337',
  siteOrigin,
  trustProxy: process.env.TRUST_PROXY === 'true',
  proxySecret: process.env.PROXY_SHARED_SECRET || undefined,
  previewSecret: process.env.PREVIEW_SECRET || undefined,
  previewPanelOrigins: framingOrigins(process.env.PREVIEW_PANEL_ORIGINS),
  mediaOrigin: mediaOriginOf(process.env.S3_PUBLIC_URL),
  cmsPublicDir: process.env.CMS_PUBLIC_DIR || undefined,
  pageStoreDir: process.env.PAGE_STORE_DIR || join(distDir, '..', '.page-store'),
  cmsBudgetMs: Number.isFinite(budget) && budget > 0 ? budget : undefined,
  renderThreads:
    renderThreads > 0 ? { workerFile: join(distDir, 'server', 'render-worker.js'), threads: renderThreads } : undefined,
  // The CMS's default prefix (cms/src/cache/shared-state.ts) when none is set.
  versionInRedis: redisUrl ? { url: redisUrl, prefix: process.env.REDIS_KEY_PREFIX?.trim() || 'hospital:' } : undefined,
});
server.listen(port, host, () => console.log(`Site listening on http://${host}:${port}`));

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
