/**
 * Playwright's global setup: builds what is stale (Strapi's panel once, the CMS, the site) and
 * starts a throw-away stack (seeded Strapi on a temporary SQLite + the built site, see
 * scripts/lib/stack) on free ports. The tests find it through E2E_SITE_URL and E2E_CMS_URL, which
 * the workers inherit. The returned teardown stops it, pass or fail.
 */
import { existsSync } from 'node:fs';
import { LOCAL_CMS_ENV } from '../../scripts/lib/paths';
import { buildForTests, startStack } from '../../scripts/lib/stack';
import { CHROMIUM_PATH } from './browser';

const seconds = (since: number) => Math.round((Date.now() - since) / 1000);

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}: run \`apt-get install -y chromium\` (CI does).`);
  const started = Date.now();
  await buildForTests();
  const built = Date.now();
  // The journeys log in, post the contact form, book, look up bookings and send field measurements
  // more often than a person would.
  const stack = await startStack(
    {
      LOGIN_RATE_LIMIT_MAX: '1000',
      PANEL_LOGIN_RATE_LIMIT_MAX: '1000',
      CONTACT_RATE_LIMIT_MAX: '1000',
      VITALS_RATE_LIMIT_MAX: '1000',
      BOOKING_RATE_LIMIT_MAX: '1000',
      BOOKING_MANAGE_RATE_LIMIT_MAX: '1000',
    },
    { quietRequests: true },
  );
  // Interrupted (Ctrl-C, CI cancelling): the detached CMS and site must not outlive the run.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stack.stop());
  process.env.E2E_SITE_URL = stack.siteUrl;
  process.env.E2E_CMS_URL = stack.cmsUrl;
  // The run's proxy secret (made in this process): a test may put a site server of its own in front
  // of the CMS, trusted as the stack's is, e.g. to be a visitor from another address.
  process.env.E2E_PROXY_SECRET = LOCAL_CMS_ENV.PROXY_SHARED_SECRET;
  console.log(
    `e2e: CMS ${stack.cmsUrl}, site ${stack.siteUrl}; built in ${Math.round((built - started) / 1000)} s, stack ready after ${seconds(built)} s`,
  );
  return () => stack.stop();
}
