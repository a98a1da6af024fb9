/**
 * End-to-end stage of `npm test`: a Strapi on a fresh temporary SQLite database seeded with the
 * demo content, the built site served as `npm start` serves it (vite preview with the /api and
 * /uploads proxy), and the journeys in tests/e2e run in Debian's headless Chromium.
 * Everything started here is stopped at the end, pass or fail.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './lib/free-port';
import { isStale } from './lib/freshness';
import { run, startService, stopServices, waitForHttp, type Service } from './lib/processes';
import { BIN, CMS_DIR, ROOT, WEB_DIR } from './lib/paths';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function main(): Promise<number> {
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium is not installed at ${CHROMIUM}: run \`apt-get install -y chromium\` (CI does).`);
    return 1;
  }
  const started = Date.now();
  const baseEnv = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', NODE_ENV: 'development' };

  await run('npm', ['run', 'compile', '-w', 'cms'], { cwd: ROOT, env: baseEnv });
  const webSources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(WEB_DIR, p));
  if (isStale(join(WEB_DIR, 'dist', 'index.html'), webSources)) {
    await run('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, env: baseEnv });
  }

  const workDir = mkdtempSync(join(tmpdir(), 'hospital-e2e-'));
  mkdirSync(join(workDir, 'public', 'uploads'), { recursive: true });
  const [cmsPort, sitePort] = [await freePort(), await freePort()];
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const siteUrl = `http://localhost:${sitePort}`;
  const services: Service[] = [];

  try {
    const cms = startService('cms', join(BIN, 'strapi'), ['start'], {
      cwd: CMS_DIR,
      env: {
        ...baseEnv,
        HOST: '127.0.0.1',
        PORT: String(cmsPort),
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: join(workDir, 'e2e.db'),
        PUBLIC_DIR: join(workDir, 'public'),
        SERVE_ADMIN_PANEL: 'false',
        // The journeys log in and post the contact form more often than a person would.
        LOGIN_RATE_LIMIT_MAX: '1000',
        CONTACT_RATE_LIMIT_MAX: '1000',
      },
    });
    services.push(cms);
    await waitForHttp(`${cmsUrl}/_health`, 300_000, () => cms.child.exitCode === null);

    const site = startService('site', join(BIN, 'vite'), ['preview', '--port', String(sitePort), '--strictPort'], {
      cwd: WEB_DIR,
      env: { ...baseEnv, CMS_URL: cmsUrl },
    });
    services.push(site);
    await waitForHttp(siteUrl, 60_000, () => site.child.exitCode === null);
    console.log(`e2e: CMS ${cmsUrl}, site ${siteUrl} ready after ${Math.round((Date.now() - started) / 1000)} s`);

    const filter = process.argv.slice(2);
    const files = filter.length > 0 ? filter : ['tests/e2e/*.test.ts'];
    await run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
      cwd: ROOT,
      env: { ...baseEnv, E2E_SITE_URL: siteUrl, E2E_CMS_URL: cmsUrl, CHROMIUM_PATH: CHROMIUM },
    });
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await stopServices(services);
    rmSync(workDir, { recursive: true, force: true });
    console.log(`e2e stage took ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

main().then((code) => process.exit(code));
