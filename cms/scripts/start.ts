/**
 * `npm start -w cms` and the container's command: starts the compiled CMS like `strapi start`,
 * but on Postgres first takes a database-wide advisory lock and holds it until Strapi is up.
 * Strapi's schema synchronisation and the seed have no lock across processes: several instances
 * started together on an empty database would create the same tables at once (one crashes on
 * `pg_type_typname_nsp_index`) and could seed twice. In line, the first creates and seeds, the
 * next find it done. A crashed holder's session ends, which releases the lock. SQLite (one
 * process by nature) needs no lock. Compiled to dist/scripts/start.js.
 */
import path from 'node:path';
import { createStrapi } from '@strapi/strapi';
import { env } from '@strapi/utils';
import pg, { type ClientConfig } from 'pg';
import databaseConfig from '../config/database';

// dist/scripts → cms/
const appDir = path.resolve(__dirname, '..', '..');
const distDir = path.join(appDir, 'dist');

/** Any fixed number: every instance of this CMS on one database waits on the same one. */
const START_LOCK = 4_212_011;

async function takeStartLock(): Promise<InstanceType<typeof pg.Client> | null> {
  if (env('DATABASE_CLIENT', 'sqlite') !== 'postgres') return null;
  const { connection } = databaseConfig({ env }).connection as { connection: ClientConfig };
  const client = new pg.Client(connection);
  await client.connect();
  await client.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
  return client;
}

async function main(): Promise<void> {
  process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
  const lock = await takeStartLock();
  try {
    // start() stops the process itself when loading fails.
    await createStrapi({ appDir, distDir }).start();
  } finally {
    await lock?.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
