/**
 * End-to-end stage of `npm test`: the journeys in tests/e2e run in Debian's headless Chromium
 * against a throw-away stack (seeded Strapi on temporary SQLite + the built site, see lib/stack).
 * One browser serves the whole run; each test file connects to it. Everything started here is
 * stopped at the end, pass or fail.
 *
 *   npm run test:e2e                                  every tests/e2e/*.test.ts
 *   npm run test:e2e -- tests/e2e/a11y.test.ts        some of them
 *   UPDATE_SCREENSHOTS=1 npm run test:e2e             also refresh docs/screenshots/
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/e2e/browser';
import { run } from './lib/processes';
import { ROOT } from './lib/paths';
import { buildForTests, startStack, type Stack } from './lib/stack';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const E2E_DIR = join(ROOT, 'tests', 'e2e');

/**
 * node --test runs its files in name order, and the admin journeys write (they clean up, but the
 * contact requests they send stay). The smoke check and the pictures therefore run first, in a run
 * of their own, on the content exactly as seeded; then every other journey.
 */
const FIRST = new Set(['smoke.test.ts', 'screenshots.test.ts']);

/** The test files in runs: those named on the command line, or every *.test.ts (Node 20's --test does not expand globs). */
function testRuns(): string[][] {
  const files =
    process.argv.length > 2
      ? process.argv.slice(2)
      : readdirSync(E2E_DIR)
          .filter((name) => name.endsWith('.test.ts'))
          .map((name) => relative(ROOT, join(E2E_DIR, name)));
  const first = files.filter((file) => FIRST.has(basename(file)));
  const rest = files.filter((file) => !FIRST.has(basename(file)));
  return [first, rest].filter((run) => run.length > 0);
}

const seconds = (since: number) => Math.round((Date.now() - since) / 1000);

async function main(): Promise<number> {
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium is not installed at ${CHROMIUM}: run \`apt-get install -y chromium\` (CI does).`);
    return 1;
  }
  const started = Date.now();
  let stack: Stack | undefined;
  let browser: BrowserServer | undefined;
  // Interrupted (Ctrl-C, CI cancelling): the detached CMS and site must not outlive the run.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`\n${signal}: stopping the e2e stack...`);
      void Promise.allSettled([browser?.close(), stack?.stop()]).finally(() => process.exit(130));
    });
  }
  try {
    await buildForTests();
    const built = Date.now();
    // The journeys log in and post the contact form more often than a person would.
    stack = await startStack({ LOGIN_RATE_LIMIT_MAX: '1000', CONTACT_RATE_LIMIT_MAX: '1000' }, { quietRequests: true });
    browser = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    console.log(
      `e2e: CMS ${stack.cmsUrl}, site ${stack.siteUrl}; built in ${Math.round((built - started) / 1000)} s, stack ready after ${seconds(built)} s`,
    );
    const journeys = Date.now();
    const env = {
      ...process.env,
      E2E_SITE_URL: stack.siteUrl,
      E2E_CMS_URL: stack.cmsUrl,
      E2E_BROWSER_WS: browser.wsEndpoint(),
      CHROMIUM_PATH: CHROMIUM,
    };
    const failed: string[] = [];
    for (const files of testRuns()) {
      try {
        await run(
          process.execPath,
          ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
          { cwd: ROOT, env },
        );
      } catch {
        failed.push(files.map((file) => basename(file)).join(', '));
      }
    }
    console.log(`e2e: journeys took ${seconds(journeys)} s`);
    if (failed.length)
      throw new Error(`e2e: journeys failed (see "failing tests" above) in the run of ${failed.join('; ')}`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await browser?.close().catch(() => undefined);
    await stack?.stop();
    console.log(`e2e stage took ${seconds(started)} s`);
  }
}

void main().then((code) => process.exit(code));
