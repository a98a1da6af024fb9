/**
 * `npm run seed -w cms`: loads the CMS once, which runs the idempotent bootstrap (roles,
 * permissions, demo accounts, demo content into an empty database), prints what the database now
 * holds, and exits. Compiled to dist/scripts/seed.js; the app itself is loaded from dist/.
 */
import path from 'node:path';
import { createStrapi } from '@strapi/strapi';
import { describeSeedState } from '../src/seed/report';

// dist/scripts → cms/
const appDir = path.resolve(__dirname, '..', '..');
const distDir = path.join(appDir, 'dist');

async function main(): Promise<void> {
  process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
  const started = Date.now();
  const strapi = await createStrapi({ appDir, distDir, autoReload: false, serveAdminPanel: false }).load();
  try {
    const state = await describeSeedState(strapi, started);
    for (const line of state) console.log(line);
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await strapi.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
