import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CMS_DIR = join(ROOT, 'cms');
export const WEB_DIR = join(ROOT, 'web');
/** The legacy API's contract (packages/contract): both the CMS and the site are built from it. */
export const CONTRACT_SOURCES = join(ROOT, 'packages', 'contract', 'src');
export const BIN = join(ROOT, 'node_modules', '.bin');
/** The built site server: pages rendered with their content, assets, /api and /uploads to Strapi. */
export const SITE_SERVER = join(WEB_DIR, 'dist', 'server', 'main.js');

export const SITE_URL = 'http://localhost:4173';
export const DEV_SITE_URL = 'http://localhost:5173';
export const CMS_URL = 'http://127.0.0.1:1337';

/**
 * What the local runs (`npm start`, `npm run dev`, the test stack) give the CMS and the site: the
 * CMS listens on loopback only, whatever HOST says, since visitors reach it through the site's
 * proxy, the one trusted hop in front of it (which appends the address it saw to X-Forwarded-For,
 * the only entry the CMS believes). The proxy proves itself with a secret made for this run, so a
 * client sending its own X-Forwarded-For to the CMS port is not believed either.
 */
const proxySecret = randomBytes(24).toString('hex');
/** Strapi's "Open preview" links carry it; the site's /preview checks it. Made per run, like the proxy's. */
const previewSecret = randomBytes(24).toString('hex');
export const LOCAL_CMS_ENV = {
  HOST: '127.0.0.1',
  PROXY_MAX_IPS: '1',
  PROXY_SHARED_SECRET: proxySecret,
  PREVIEW_SECRET: previewSecret,
};
/** For the site's server (web/vite.config.ts sends it as X-Proxy-Secret). */
export const LOCAL_SITE_ENV = { PROXY_SHARED_SECRET: proxySecret, PREVIEW_SECRET: previewSecret };

/**
 * The origins Strapi's panel is opened at on this machine (127.0.0.1 and localhost), which may frame
 * the site's pages for "Open preview" (the site's PREVIEW_PANEL_ORIGINS).
 */
export function panelOrigins(cmsUrl: string): string {
  const { protocol, port } = new URL(cmsUrl);
  return ['127.0.0.1', 'localhost'].map((host) => `${protocol}//${host}${port ? `:${port}` : ''}`).join(' ');
}

/** Vite's arguments for the site's address: loopback (Vite's default) unless HOST opens it, e.g. HOST=0.0.0.0. */
export const siteHostArgs = (host = process.env.HOST): string[] => (host ? ['--host', host] : []);
