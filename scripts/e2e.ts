/**
 * End-to-end stage of `npm test`: the journeys in tests/e2e run in Debian's headless Chromium
 * against a throw-away stack (seeded Strapi on temporary SQLite + the built site, see lib/stack).
 * Everything started here is stopped at the end, pass or fail.
 */
import { existsSync } from 'node:fs';
import { run } from './lib/processes';
import { ROOT } from './lib/paths';
import { buildForTests, startStack, type Stack } from './lib/stack';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function main(): Promise<number> {
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium is not installed at ${CHROMIUM}: run \`apt-get install -y chromium\` (CI does).`);
    return 1;
  }
  const started = Date.now();
  let stack: Stack | undefined;
  try {
    await buildForTests();
    // The journeys log in and post the contact form more often than a person would.
    stack = await startStack({ LOGIN_RATE_LIMIT_MAX: '1000', CONTACT_RATE_LIMIT_MAX: '1000' });
    console.log(`e2e: CMS ${stack.cmsUrl}, site ${stack.siteUrl} ready after ${Math.round((Date.now() - started) / 1000)} s`);
    const files = process.argv.length > 2 ? process.argv.slice(2) : ['tests/e2e/*.test.ts'];
    await run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
      cwd: ROOT,
      env: { ...process.env, E2E_SITE_URL: stack.siteUrl, E2E_CMS_URL: stack.cmsUrl, CHROMIUM_PATH: CHROMIUM },
    });
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await stack?.stop();
    console.log(`e2e stage took ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

main().then((code) => process.exit(code));
