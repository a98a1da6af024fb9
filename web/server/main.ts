/**
 * The site's Node server (`node web/dist/server/main.js`). Settings, all optional:
 * PORT (4173), HOST (127.0.0.1: only this machine, unless set), CMS_URL (http://localhost:1337),
 * SITE_URL (the public origin for canonical links and the sitemap; by default each request's),
 * TRUST_PROXY=true when nginx in front sets X-Forwarded-For/Proto/Host, PROXY_SHARED_SECRET (sent to
 * the CMS as X-Proxy-Secret, so it believes the visitor address this server forwards), PREVIEW_SECRET
 * (checked by /preview, the page Strapi's "Open preview" opens; no preview without it),
 * PREVIEW_PANEL_ORIGINS (space-separated origins of Strapi's panel, which may frame the pages),
 * CMS_PUBLIC_DIR (Strapi's public folder when it is on this machine: uploads are read from it).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { framingOrigins } from './security-policy';
import { createSiteServer } from './site-server';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const siteOrigin = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

const server = createSiteServer({
  clientDir: join(dirname(fileURLToPath(import.meta.url)), '..', 'client'),
  cmsUrl: process.env.CMS_URL ?? 'http://localhost:1337',
  siteOrigin,
  trustProxy: process.env.TRUST_PROXY === 'true',
  proxySecret: process.env.PROXY_SHARED_SECRET || undefined,
  previewSecret: process.env.PREVIEW_SECRET || undefined,
  previewPanelOrigins: framingOrigins(process.env.PREVIEW_PANEL_ORIGINS),
  cmsPublicDir: process.env.CMS_PUBLIC_DIR || undefined,
});
server.listen(port, host, () => console.log(`Site listening on http://${host}:${port}`));

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
