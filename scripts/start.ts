/**
 * `npm start`: builds what is out of date, starts Strapi (which seeds the embedded SQLite when it
 * is empty) and the site's server (pages rendered with their content, /api and /uploads proxied to Strapi); Ctrl-C stops both.
 */
import { join, resolve } from 'node:path';
import { printReady } from './lib/banner';
import { buildSiteIfStale, isStale } from './lib/freshness';
import { ensureLocalCmsEnv } from './lib/local-env';
import { run, startService, superviseServices, waitForHttp } from './lib/processes';
import {
  BIN,
  CMS_DIR,
  CMS_URL,
  CONTRACT_SOURCES,
  LOCAL_CMS_ENV,
  LOCAL_SITE_ENV,
  panelOrigins,
  ROOT,
  SITE_SERVER,
  SITE_URL,
  WEB_DIR,
} from './lib/paths';

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development', STRAPI_TELEMETRY_DISABLED: 'true' };

async function buildIfStale(): Promise<void> {
  const cmsSources = [
    ...['src', 'config', 'package.json', 'tsconfig.json'].map((p) => join(CMS_DIR, p)),
    CONTRACT_SOURCES,
  ];
  if (isStale(join(CMS_DIR, 'dist', 'build', 'index.html'), cmsSources)) {
    console.log('Building the CMS (TypeScript and Strapi panel, about a minute)...');
    await run('npm', ['run', 'build', '-w', 'cms'], { cwd: ROOT, env });
  }
  await buildSiteIfStale(env);
}

void superviseServices(async (supervisor) => {
  ensureLocalCmsEnv();
  await buildIfStale();

  const cms = supervisor.keep('cms', () =>
    startService('cms', join(BIN, 'strapi'), ['start'], { cwd: CMS_DIR, env: { ...env, ...LOCAL_CMS_ENV } }),
  );
  // /api/health answers 200 once the database is reachable. The first start seeds demo content
  // and its images: allow it a few minutes.
  await waitForHttp(`${CMS_URL}/api/health`, 300_000, () => cms.child.exitCode === null);

  const site = supervisor.keep('site', () =>
    startService('site', process.execPath, [SITE_SERVER], {
      cwd: WEB_DIR,
      // The CMS's uploads are on this machine: the site reads them from disk (web/server/site-server.ts).
      env: {
        ...env,
        ...LOCAL_SITE_ENV,
        CMS_URL,
        PREVIEW_PANEL_ORIGINS: panelOrigins(CMS_URL),
        CMS_PUBLIC_DIR: resolve(CMS_DIR, process.env.PUBLIC_DIR ?? 'public'),
        PORT: '4173',
        NODE_ENV: 'production',
      },
    }),
  );
  await waitForHttp(SITE_URL, 60_000, () => site.child.exitCode === null);
  printReady(SITE_URL);
});
