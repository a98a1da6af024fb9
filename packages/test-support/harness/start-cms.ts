import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';
import { assertCompiled, CMS_DIR, DIST_DIR } from './compiled-app';
import { createSiteUser, issueAccessToken, issuePanelToken, type SiteRole, type SiteUser } from './accounts';
import { createTestDatabase, type TestDatabase } from './databases';
import { applyEnv } from './process-env';
import { createRequester, type Requester } from './requests';
import { currentTarget, type DatabaseTarget } from './target';
import { copyDatabase, templateFor, type DatabaseTemplate, type TemplateKind } from './templates';

// Strapi's ESM build cannot be imported by Node (it imports the directory 'lodash/fp'): load the
// CommonJS build, as `strapi start` does.
const { createStrapi } = createRequire(join(CMS_DIR, 'package.json'))(
  '@strapi/strapi',
) as typeof import('@strapi/strapi');

export type LogLevel = 'error' | 'warn' | 'info' | 'http' | 'debug';

export interface StartCmsOptions {
  /**
   * Boot on this database, which the caller created with `createTestDatabase()` and drops itself
   * (used to boot twice on the same data, or to test what the first boot does). By default each
   * boot gets a database of its own that `stop()` drops: in a Vitest run, a copy of one set up once
   * for the run (./templates.ts), otherwise an empty one.
   */
  database?: TestDatabase;
  /** Seed the demo content and its generated images (several seconds). Default: false, so only roles, permissions and the two demo accounts exist. */
  demoContent?: boolean;
  /** More variables for this boot, e.g. `{ LOGIN_RATE_LIMIT_MAX: '1000' }`. */
  env?: Record<string, string>;
  /** Strapi's log level. Default 'error' keeps test output readable. */
  logLevel?: LogLevel;
}

export interface RunningCms extends Requester {
  readonly strapi: Core.Strapi;
  /** Origin of the listening server, e.g. http://127.0.0.1:41234 (uploads are under `${url}/uploads`). */
  readonly url: string;
  /** The legacy API base (docs/API.md's base): `${url}/api`. */
  readonly apiUrl: string;
  readonly database: TestDatabase;
  /** A new users-permissions user with that role (default 'admin') and a bearer token for it. */
  createUser(options?: { role?: SiteRole; email?: string; password?: string }): Promise<SiteUser>;
  /** A bearer access token for an existing users-permissions user id. */
  tokenFor(userId: number): Promise<string>;
  /** A bearer token of a new super admin of Strapi's own panel (admin users, not the site's accounts). */
  panelToken(): Promise<string>;
  /** Destroys Strapi, closes the server, and drops the database unless the caller passed its own. */
  stop(): Promise<void>;
}

/**
 * Boots the real compiled CMS (cms/dist, built by `tsc -p tsconfig.json` before vitest runs) on a
 * throw-away database of the run's target, with its HTTP server on an ephemeral port of 127.0.0.1.
 */
export async function startCms(options: StartCmsOptions = {}): Promise<RunningCms> {
  assertCompiled();
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await databaseFor(currentTarget(), options.demoContent ?? false));

  const restoreEnv = applyEnv({
    STRAPI_TELEMETRY_DISABLED: 'true',
    SERVE_ADMIN_PANEL: 'false',
    HOST: '127.0.0.1',
    SEED_DEMO_CONTENT: options.demoContent ? 'true' : 'false',
    ...database.env,
    ...options.env,
  });

  let strapi: Core.Strapi | undefined;
  try {
    strapi = createStrapi({ appDir: CMS_DIR, distDir: DIST_DIR, autoReload: false, serveAdminPanel: false });
    strapi.log.level = options.logLevel ?? 'error';
    await strapi.load();
    strapi.server.mount();
    const httpServer = strapi.server.httpServer;
    httpServer.listen(0, '127.0.0.1');
    await once(httpServer, 'listening');
  } catch (error) {
    await strapi?.destroy().catch(() => undefined);
    restoreEnv();
    if (ownsDatabase) await database.drop();
    throw error;
  }

  const running = strapi;
  const { port } = running.server.httpServer.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const apiUrl = `${url}/api`;
  let stopped = false;

  return {
    strapi: running,
    url,
    apiUrl,
    database,
    ...createRequester(apiUrl),
    createUser: (userOptions) => createSiteUser(running, userOptions),
    tokenFor: (userId) => issueAccessToken(running, userId),
    panelToken: () => issuePanelToken(running),
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await running.destroy();
      } finally {
        restoreEnv();
        if (ownsDatabase) await database.drop();
      }
    },
  };
}

/**
 * A database for a file that starts Strapi on it more than once (a restart keeps what an editor
 * changed): a copy of the run's database of that kind, ready as after a first start; outside
 * Vitest an empty one. The caller drops it. Not for a test of what the first start itself does.
 */
export function createPreparedDatabase(kind: TemplateKind): Promise<TestDatabase> {
  return databaseFor(currentTarget(), kind === 'demo');
}

/** A copy of the run's template of that kind, or an empty database when the run keeps none. */
async function databaseFor(target: DatabaseTarget, demoContent: boolean): Promise<TestDatabase> {
  const template = await templateFor(target, demoContent ? 'demo' : 'accounts', (workDir) =>
    makeTemplate(target, demoContent, workDir),
  );
  return createTestDatabase(target, template);
}

/**
 * Boots once on an empty database and keeps a copy. Each kind from empty: the site's own content
 * (departments, directors...) is seeded on every first boot, with its pictures only when the demo
 * content is on, so a demo database cannot be made from the accounts one.
 */
async function makeTemplate(target: DatabaseTarget, demoContent: boolean, workDir: string): Promise<DatabaseTemplate> {
  const database = await createTestDatabase(target);
  try {
    const cms = await startCms({ database, demoContent });
    await cms.stop();
    const kept: DatabaseTemplate = {
      target,
      source: target === 'sqlite' ? join(workDir, 'cms.db') : `hospital_template_${randomBytes(5).toString('hex')}`,
      publicDir: join(workDir, 'public'),
    };
    const built: DatabaseTemplate = { target, source: database.name, publicDir: database.publicDir };
    await copyDatabase(built, kept);
    return kept;
  } finally {
    await database.drop();
  }
}
