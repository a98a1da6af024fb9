import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CMS_DIR = join(ROOT, 'cms');
export const WEB_DIR = join(ROOT, 'web');
export const BIN = join(ROOT, 'node_modules', '.bin');

export const SITE_URL = 'http://localhost:4173';
export const DEV_SITE_URL = 'http://localhost:5173';
export const CMS_URL = 'http://127.0.0.1:1337';

/**
 * What the local runs (`npm start`, `npm run dev`) give the CMS: loopback only, whatever HOST says,
 * since visitors reach it through the site's proxy, the one trusted hop in front of it (which
 * appends the address it saw to X-Forwarded-For, the only entry the CMS believes).
 */
export const LOCAL_CMS_ENV = { HOST: '127.0.0.1', PROXY_MAX_IPS: '1' };

/** Vite's arguments for the site's address: loopback (Vite's default) unless HOST opens it, e.g. HOST=0.0.0.0. */
export const siteHostArgs = (host = process.env.HOST): string[] => (host ? ['--host', host] : []);
