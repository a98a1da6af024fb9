import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CMS_DIR = join(ROOT, 'cms');
export const WEB_DIR = join(ROOT, 'web');
export const BIN = join(ROOT, 'node_modules', '.bin');

export const SITE_URL = 'http://localhost:4173';
export const DEV_SITE_URL = 'http://localhost:5173';
export const CMS_URL = 'http://localhost:1337';
