import type { Core } from '@strapi/strapi';
import { readSecret } from '../src/utils/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  // Absolute links (paged doctors' next/previous) are built from this when set.
  url: env('PUBLIC_URL', ''),
  // The client address (per-address rate limits) comes from X-Forwarded-For only as far as trusted
  // proxies wrote it: PROXY_MAX_IPS is the number of proxy hops in front of the CMS, each appending
  // (or setting) the address it saw. 0, the default, ignores the header: the CMS is reached directly
  // and a client-chosen X-Forwarded-For must not buy a fresh allowance.
  proxy: proxySettings(env.int('PROXY_MAX_IPS', 0)),
  // Strapi's cron runs the contact requests' retention job (src/api/contact-request/desk/retention.ts).
  cron: { enabled: true },
  app: { keys: readSecret('APP_KEYS').split(',') },
  // Uploads land in <PUBLIC_DIR>/uploads; tests and the end-to-end run point it at a temp folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
});

/** Koa trusts X-Forwarded-* only with `proxy` on, and then only the last `maxIpsCount` entries. */
function proxySettings(hops: number) {
  return hops > 0 ? { koa: true, maxIpsCount: hops } : { koa: false };
}
