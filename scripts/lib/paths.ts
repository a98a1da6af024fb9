import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CMS_DIR = join(ROOT, 'cms');
export const WEB_DIR = join(ROOT, 'web');
export const BIN = join(ROOT, 'node_modules', '.bin');
/** The built site server: pages rendered with their content, assets, /api and /uploads to Strapi. */
export const SITE_SERVER = join(WEB_DIR, 'dist', 'server', 'main.js');

export const SITE_URL = 'http://localhost:4173';
export const DEV_SITE_URL = 'http://localhost:5173';
export const CMS_URL = 'http://localhost:1337';
