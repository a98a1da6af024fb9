import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { buildSiteIfStale, isStale } from './freshness';
import { run, startService, stopServices, waitForHttp, type Service } from './processes';
import { BIN, CMS_DIR, LOCAL_CMS_ENV, LOCAL_SITE_ENV, panelOrigins, ROOT, SITE_SERVER, WEB_DIR } from './paths';

export interface Stack {
  cmsUrl: string;
  siteUrl: string;
  /** The CMS's public folder (Strapi serves its files as static files). */
  publicDir: string;
  /** Whether the site's server is still the process this stack started (no crash, no restart). */
  siteAlive: () => boolean;
  /** The CMS process now running (the outage drill stops, pauses and kills it). */
  cms(): Service;
  /** Starts the CMS again after it was killed, on the same port and database; resolves when it answers. */
  restartCms(): Promise<void>;
  stop(): Promise<void>;
}

const baseEnv = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', NODE_ENV: 'development' };
const PANEL_BUILD = join(CMS_DIR, 'dist', 'build', 'index.html');

/** Builds Strapi's panel if missing or older than its extensions, compiles the CMS, and builds the site if its sources changed since the last build. */
export async function buildForTests(): Promise<void> {
  // Strapi's panel (the editor's journeys): its build depends on Strapi's version and the hospital's
  // panel extensions (cms/src/admin, e.g. the "Missing translations" page), not on the rest of
  // cms/src, so it is made again (about three minutes) only when one of those changed.
  if (isStale(PANEL_BUILD, [join(CMS_DIR, 'src', 'admin')]))
    await run('npm', ['run', 'build', '-w', 'cms'], { cwd: ROOT, env: baseEnv });
  await run('npm', ['run', 'compile', '-w', 'cms'], { cwd: ROOT, env: baseEnv });
  await buildSiteIfStale(baseEnv);
}

/**
 * A throw-away copy of the whole site: Strapi on a fresh temporary SQLite database (seeded with
 * the demo content by its bootstrap, uploads in a temp folder) and the built site served the way
 * `npm start` serves it, on free ports so a developer's running site is never touched.
 */
export interface StackOptions {
  /** Leave out the CMS's log line for each request that succeeded (the e2e log stays readable). */
  quietRequests?: boolean;
  /** More settings of the site's server, e.g. the CMS's REDIS_URL and REDIS_KEY_PREFIX. */
  siteEnv?: Record<string, string>;
}

/** Strapi's request log line, e.g. `[time] http: GET /api/banners/ (5 ms) 200`, for a 1xx-3xx answer. */
const SUCCESSFUL_REQUEST = /http\S*: [A-Z]+ \S+ \(\d+ ms\) [123]\d\d\s*$/;

export async function startStack(extraCmsEnv: Record<string, string> = {}, options: StackOptions = {}): Promise<Stack> {
  const workDir = mkdtempSync(join(tmpdir(), 'hospital-stack-'));
  mkdirSync(join(workDir, 'public', 'uploads'), { recursive: true });
  const [cmsPort, sitePort] = [await freePort(), await freePort()];
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const siteUrl = `http://localhost:${sitePort}`;
  const services: Service[] = [];
  const stop = async () => {
    await stopServices(services);
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    const showLine = options.quietRequests ? (line: string) => !SUCCESSFUL_REQUEST.test(line) : undefined;
    let cms: Service | undefined;
    const startCms = async () => {
      const started = startService(
        'cms',
        join(BIN, 'strapi'),
        ['start'],
        {
          cwd: CMS_DIR,
          env: {
            ...baseEnv,
            PORT: String(cmsPort),
            DATABASE_CLIENT: 'sqlite',
            DATABASE_FILENAME: join(workDir, 'cms.db'),
            PUBLIC_DIR: join(workDir, 'public'),
            // The panel when it is built (buildForTests makes it; the benches and drills need none).
            SERVE_ADMIN_PANEL: existsSync(PANEL_BUILD) ? 'true' : 'false',
            // "Open preview" in the panel opens this stack's site.
            PREVIEW_SITE_URL: siteUrl,
            ...LOCAL_CMS_ENV,
            ...extraCmsEnv,
          },
        },
        showLine,
      );
      services.push(started);
      cms = started;
      await waitForHttp(`${cmsUrl}/api/health`, 300_000, () => started.child.exitCode === null);
    };
    await startCms();

    const site = startService('site', process.execPath, [SITE_SERVER], {
      cwd: WEB_DIR,
      env: {
        ...baseEnv,
        ...LOCAL_SITE_ENV,
        CMS_URL: cmsUrl,
        PREVIEW_PANEL_ORIGINS: panelOrigins(cmsUrl),
        CMS_PUBLIC_DIR: join(workDir, 'public'),
        PAGE_STORE_DIR: join(workDir, 'pages'),
        PORT: String(sitePort),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        ...options.siteEnv,
      },
    });
    services.push(site);
    await waitForHttp(siteUrl, 60_000, () => site.child.exitCode === null);
    return {
      cmsUrl,
      siteUrl,
      publicDir: join(workDir, 'public'),
      siteAlive: () => site.child.exitCode === null && site.child.signalCode === null,
      cms: () => cms as Service,
      restartCms: startCms,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Another build of the site server (`<checkout>/web/dist/server/main.js`, e.g. from before a change)
 * against this stack's CMS, on a port of its own, so two builds are measured in one sitting.
 */
export async function startOtherSiteBuild(
  serverPath: string,
  stack: Stack,
): Promise<{ url: string; service: Service }> {
  const port = await freePort();
  const service = startService('other site build', process.execPath, [serverPath], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      ...LOCAL_SITE_ENV,
      CMS_URL: stack.cmsUrl,
      CMS_PUBLIC_DIR: stack.publicDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, 60_000, () => service.child.exitCode === null);
  return { url, service };
}
