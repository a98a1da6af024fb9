/**
 * Where the CMS keeps its state, read from the same variables the CMS reads (cms/config/database.ts,
 * server.ts and the desk's report-folder.ts): the database (SQLite file or Postgres connection), the
 * upload folder and the patients' reports folder. Like
 * Strapi, the variables come from the environment first, then from the CMS's `.env` file
 * (`ENV_PATH` when set, else cms/.env).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnvFile } from '../lib/local-env';
import { OpsError } from './errors';

/** The repository root (or /app in the cms image, where these scripts sit in /app/scripts/ops). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type Env = Record<string, string | undefined>;

export interface PostgresConnection {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  /** libpq's sslmode, from DATABASE_SSL or the URL's own `sslmode`. */
  sslmode?: string;
}

export type DatabaseTarget =
  { client: 'sqlite'; file: string } | { client: 'postgres'; connection: PostgresConnection };

export interface CmsTarget {
  cmsDir: string;
  database: DatabaseTarget;
  /** `<PUBLIC_DIR>/uploads`: the local upload provider's folder. */
  uploadsDir: string;
  /**
   * PATIENT_REPORTS_DIR (default `<cms>/private/reports`): the estimate's patient reports when they
   * are not on object storage.
   */
  reportsDir: string;
  strapiVersion: string;
  env: Env;
}

/** The process environment over the CMS's .env file, as Strapi itself sees them. */
export function cmsEnvironment(env: Env = process.env): { cmsDir: string; env: Env } {
  const cmsDir = resolve(env.CMS_DIR ?? join(ROOT, 'cms'));
  if (!existsSync(join(cmsDir, 'package.json'))) {
    throw new OpsError(`No CMS at ${cmsDir} (set CMS_DIR to the folder holding the CMS's package.json).`);
  }
  const envFile = env.ENV_PATH ? resolve(cmsDir, env.ENV_PATH) : join(cmsDir, '.env');
  return { cmsDir, env: { ...readEnvFile(envFile), ...env } };
}

const value = (env: Env, name: string): string | undefined => {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
};

function postgresConnection(env: Env): PostgresConnection {
  const connection: PostgresConnection = {
    host: value(env, 'DATABASE_HOST') ?? '127.0.0.1',
    port: Number(value(env, 'DATABASE_PORT') ?? 5432),
    database: value(env, 'DATABASE_NAME') ?? 'strapi',
    user: value(env, 'DATABASE_USERNAME') ?? 'strapi',
    password: env.DATABASE_PASSWORD ?? '',
    sslmode: value(env, 'DATABASE_SSL') === 'true' ? 'require' : undefined,
  };
  // As in the CMS (pg): whatever the URL names wins over the separate variables.
  const url = value(env, 'DATABASE_URL');
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new OpsError('DATABASE_URL is not a URL (postgres://user:password@host:5432/database).');
    }
    if (parsed.hostname) connection.host = decodeURIComponent(parsed.hostname.replace(/^\[|\]$/g, ''));
    if (parsed.port) connection.port = Number(parsed.port);
    if (parsed.pathname.length > 1) connection.database = decodeURIComponent(parsed.pathname.slice(1));
    if (parsed.username) connection.user = decodeURIComponent(parsed.username);
    if (parsed.password) connection.password = decodeURIComponent(parsed.password);
    const sslmode = parsed.searchParams.get('sslmode');
    if (sslmode) connection.sslmode = sslmode;
  }
  if (!Number.isInteger(connection.port))
    throw new OpsError('DATABASE_PORT (or the port in DATABASE_URL) is not a number.');
  return connection;
}

export function installedStrapiVersion(cmsDir: string): string {
  try {
    const require = createRequire(join(cmsDir, 'package.json'));
    return (require('@strapi/strapi/package.json') as { version: string }).version;
  } catch {
    throw new OpsError(`@strapi/strapi is not installed for the CMS at ${cmsDir} (run npm ci).`);
  }
}

const isInside = (dir: string, parent: string): boolean => {
  const path = relative(parent, dir);
  return !path.startsWith('..') && !isAbsolute(path);
};

/**
 * The reports folder as the CMS resolves it (cms/src/api/contact-request/desk/report-folder.ts):
 * relative to the CMS folder (Strapi's app root), never inside the public folder. Nor may it hold
 * the public folder or the SQLite file: a restore replaces the folder's whole content.
 */
export function reportsFolder(cmsDir: string, publicDir: string, env: Env, sqliteFile?: string): string {
  const dir = resolve(cmsDir, value(env, 'PATIENT_REPORTS_DIR') ?? join('private', 'reports'));
  if (isInside(dir, publicDir))
    throw new OpsError(
      `PATIENT_REPORTS_DIR (${dir}) is inside the public folder ${publicDir}: choose a private folder.`,
    );
  for (const [what, path] of [
    ['the public folder', publicDir],
    ['the database file', sqliteFile],
  ] as const) {
    if (path && isInside(path, dir))
      throw new OpsError(`PATIENT_REPORTS_DIR (${dir}) holds ${what} ${path}: give the reports a folder of their own.`);
  }
  return dir;
}

/** The CMS's database, upload folder and reports folder, as configured by the environment. */
export function resolveTarget(processEnv: Env = process.env): CmsTarget {
  const { cmsDir, env } = cmsEnvironment(processEnv);
  const client = value(env, 'DATABASE_CLIENT') ?? 'sqlite';
  let database: DatabaseTarget;
  if (client === 'sqlite') {
    database = { client, file: resolve(cmsDir, value(env, 'DATABASE_FILENAME') ?? '.tmp/data.db') };
  } else if (client === 'postgres') {
    database = { client, connection: postgresConnection(env) };
  } else {
    throw new OpsError(`DATABASE_CLIENT must be "sqlite" or "postgres", not "${client}".`);
  }
  const publicDir = resolve(cmsDir, value(env, 'PUBLIC_DIR') ?? './public');
  return {
    cmsDir,
    database,
    uploadsDir: join(publicDir, 'uploads'),
    reportsDir: reportsFolder(cmsDir, publicDir, env, database.client === 'sqlite' ? database.file : undefined),
    strapiVersion: installedStrapiVersion(cmsDir),
    env,
  };
}

export function describeDatabase(database: DatabaseTarget): string {
  return database.client === 'sqlite'
    ? `SQLite ${database.file}`
    : `Postgres ${database.connection.user}@${database.connection.host}:${database.connection.port}/${database.connection.database}`;
}
