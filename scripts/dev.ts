/** `npm run dev`: Strapi in develop mode and the Vite dev server, both reloading on change. */
import { join } from 'node:path';
import { printReady } from './lib/banner';
import { ensureLocalCmsEnv } from './lib/local-env';
import { run, startService, superviseServices, waitForHttp } from './lib/processes';
import {
  BIN,
  CMS_DIR,
  ROOT,
  CMS_URL,
  DEV_SITE_URL,
  LOCAL_CMS_ENV,
  LOCAL_SITE_ENV,
  WEB_DIR,
  siteHostArgs,
} from './lib/paths';

const env = { ...process.env, NODE_ENV: 'development', STRAPI_TELEMETRY_DISABLED: 'true' };

void superviseServices(async (supervisor) => {
  ensureLocalCmsEnv();
  // Strapi compiles cms/ itself, but not the contract package it imports.
  await run('npm', ['run', 'contract', '-w', 'cms'], { cwd: ROOT, env });
  // "Open preview" in the panel opens the dev server's pages.
  const cms = supervisor.keep('cms', () =>
    startService('cms', join(BIN, 'strapi'), ['develop'], {
      cwd: CMS_DIR,
      env: { ...env, ...LOCAL_CMS_ENV, PREVIEW_SITE_URL: DEV_SITE_URL },
    }),
  );
  const site = supervisor.keep('site', () =>
    startService('site', join(BIN, 'vite'), ['--port', '5173', '--strictPort', ...siteHostArgs()], {
      cwd: WEB_DIR,
      env: { ...env, ...LOCAL_SITE_ENV, CMS_URL },
    }),
  );

  await waitForHttp(`${CMS_URL}/api/health`, 300_000, () => cms.child.exitCode === null);
  await waitForHttp(DEV_SITE_URL, 60_000, () => site.child.exitCode === null);
  printReady(DEV_SITE_URL);
});
