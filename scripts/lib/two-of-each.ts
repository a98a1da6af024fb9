/**
 * Two of each behind nginx, as processes (no container engine in CI): two CMS instances on one
 * Postgres database and one Redis (a key prefix of their own), two site servers, and the deploy
 * nginx configuration (deploy/nginx, rendered as the image renders it) balancing both groups. The
 * site servers reach the CMS through nginx's second port, so they too are moved to the other CMS
 * when one is down. The uploads are either in one folder both CMS instances share (compose's
 * volume on one host), or, given an object store, in its bucket, each instance with a public folder
 * of its own that nobody else sees (several hosts). Used by tests/ops/instances.test.ts and
 * `npm run drill:instances`.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNginx, startNginx, type NginxRun } from '../../tests/ops/support/nginx';
import { databaseOnServer, psqlQuery } from '../ops/postgres';
import type { PostgresConnection } from '../ops/target';
import { freePort } from './free-port';
import { BIN, CMS_DIR, SITE_SERVER, WEB_DIR } from './paths';
import { startService, stopServices, waitForHttp, type Service } from './processes';

export type InstanceGroup = 'cms' | 'site';

export interface TwoOfEach {
  /** nginx's site port: what visitors reach. */
  url: string;
  /** Each site server's own address (to warm both before a drill). */
  siteUrls: string[];
  /** Each CMS instance's own address (to upload through one and read through the other). */
  cmsUrls: string[];
  /** Where the uploads are: one folder both instances share, or the object store's bucket. */
  uploads: 'shared folder' | 'bucket';
  /** The database both CMS instances share (for checking what was stored). */
  database: PostgresConnection;
  /** The end of nginx's error log (which upstream failed, and how), for a failure's message. */
  nginxErrors(): string;
  /** SIGKILL of one instance (its whole process group); resolves once it is gone. */
  kill(group: InstanceGroup, index: 0 | 1): Promise<void>;
  /** Starts a killed instance again on its port; resolves when it answers. */
  restart(group: InstanceGroup, index: 0 | 1): Promise<void>;
  stop(): Promise<void>;
}

export interface TwoOfEachOptions {
  /** A Postgres server on which a database of this run is created (and dropped by stop()). */
  postgresUrl?: string;
  redisUrl?: string;
  /** Show each process's output lines that pass (by default only errors). */
  show?: (line: string) => boolean;
  /** The S3_* variables of an object store: the uploads go to its bucket, and no folder is shared. */
  objectStore?: Record<string, string>;
}

const errorsOnly = (line: string) => /error|fatal/i.test(line) && !/http: (GET|POST)/.test(line);

export async function startTwoOfEach({
  postgresUrl = 'postgres://postgres@127.0.0.1:5432/test',
  redisUrl = 'redis://127.0.0.1:6379',
  show = errorsOnly,
  objectStore,
}: TwoOfEachOptions = {}): Promise<TwoOfEach> {
  const nginxBinary = findNginx();
  if (!nginxBinary) throw new Error('nginx is not installed (apt-get install nginx)');
  const run = randomBytes(4).toString('hex');
  const workDir = mkdtempSync(join(tmpdir(), 'hospital-two-of-each-'));
  // One uploads folder for both CMS instances, as compose's shared volume; or, with a bucket, a
  // folder of each instance's own (Strapi's public folder, empty of uploads) that the other never sees.
  const publicDirOf = (index: number) => join(workDir, objectStore ? `cms-${index + 1}-public` : 'public');
  for (const index of [0, 1]) mkdirSync(join(publicDirOf(index), 'uploads'), { recursive: true });
  const dbName = `two_of_each_${run}`;
  const server = databaseOnServer(postgresUrl, new URL(postgresUrl).pathname.slice(1) || 'postgres');
  const database = databaseOnServer(postgresUrl, dbName);
  await psqlQuery(server, `CREATE DATABASE ${dbName}`, 'Creating the database of the two CMS instances');

  const [cmsPorts, sitePorts] = [
    [await freePort(), await freePort()],
    [await freePort(), await freePort()],
  ];
  const [nginxPort, nginxPanelPort] = [await freePort(), await freePort()];
  const previewSecret = randomBytes(24).toString('hex');
  // Other stacks on this Redis keep their own keys and channels.
  const redisPrefix = `two-of-each-${run}:`;
  const base = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', PREVIEW_SECRET: previewSecret };
  const cmsEnv = (port: number, index: number) => ({
    ...base,
    ...objectStore,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: `postgres://${encodeURIComponent(database.user)}${database.password ? `:${encodeURIComponent(database.password)}` : ''}@${database.host}:${database.port}/${dbName}`,
    DATABASE_POOL_MAX: '5',
    PUBLIC_DIR: publicDirOf(index),
    SERVE_ADMIN_PANEL: 'false',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
    // nginx is the one hop in front, and it sets X-Forwarded-For to the visitor's address.
    PROXY_MAX_IPS: '1',
  });
  const siteEnv = (port: number, index: number) => ({
    ...base,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    CMS_URL: `http://127.0.0.1:${nginxPanelPort}`,
    // Uploads read from the shared folder, or none on disk: the pages point at the bucket.
    ...(objectStore ? { S3_PUBLIC_URL: objectStore.S3_PUBLIC_URL } : { CMS_PUBLIC_DIR: publicDirOf(0) }),
    PAGE_STORE_DIR: join(workDir, `pages-${index}`),
    TRUST_PROXY: 'true',
    // As in compose: the content version comes from the CMS's Redis and its announcements.
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
  });

  const services: Record<InstanceGroup, (Service | undefined)[]> = { cms: [], site: [] };
  let nginx: NginxRun | undefined;
  const launch = async (group: InstanceGroup, index: 0 | 1) => {
    const name = `${group}-${index + 1}`;
    const service =
      group === 'cms'
        ? startService(
            name,
            join(BIN, 'strapi'),
            ['start'],
            { cwd: CMS_DIR, env: cmsEnv(cmsPorts[index], index) },
            show,
          )
        : startService(
            name,
            process.execPath,
            [SITE_SERVER],
            { cwd: WEB_DIR, env: siteEnv(sitePorts[index], index) },
            show,
          );
    services[group][index] = service;
    const port = (group === 'cms' ? cmsPorts : sitePorts)[index];
    const probe = group === 'cms' ? '/api/health' : '/robots.txt';
    await waitForHttp(`http://127.0.0.1:${port}${probe}`, 300_000, () => service.child.exitCode === null);
  };
  const all = () => [...services.cms, ...services.site].filter((s): s is Service => s !== undefined);
  const stop = async () => {
    await stopServices(all());
    await nginx?.stop();
    try {
      await psqlQuery(server, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`, 'Dropping the database');
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  };

  try {
    // One after the other: the first creates the schema and the demo content.
    await launch('cms', 0);
    await launch('cms', 1);
    nginx = await startNginx(nginxBinary, {
      cmsUpstream: `127.0.0.1:${cmsPorts[0]}`,
      siteUpstream: `127.0.0.1:${sitePorts[0]}`,
      moreUpstreams: { cms: [`127.0.0.1:${cmsPorts[1]}`], site: [`127.0.0.1:${sitePorts[1]}`] },
      siteRoot: join(WEB_DIR, 'dist', 'client'),
      sitePort: nginxPort,
      panelPort: nginxPanelPort,
    });
    await Promise.all([launch('site', 0), launch('site', 1)]);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: `http://127.0.0.1:${nginxPort}`,
    siteUrls: sitePorts.map((port) => `http://127.0.0.1:${port}`),
    cmsUrls: cmsPorts.map((port) => `http://127.0.0.1:${port}`),
    uploads: objectStore ? 'bucket' : 'shared folder',
    database,
    async kill(group, index) {
      const service = services[group][index];
      if (!service?.child.pid || service.child.exitCode !== null) return;
      process.kill(-service.child.pid, 'SIGKILL');
      await service.exited;
    },
    restart: launch,
    nginxErrors: () => nginx?.errorLog().slice(-4000) ?? '',
    stop,
  };
}
