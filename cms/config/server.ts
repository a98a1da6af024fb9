import type { Core } from '@strapi/strapi';
import { readSecret } from '../src/utils/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  // Absolute links (paged doctors' next/previous) are built from this when set.
  url: env('PUBLIC_URL', ''),
  // Behind nginx or the Vite proxy the client address comes from X-Forwarded-For (login rate limit).
  // Only the nearest proxy's X-Forwarded-For entry counts, so a client cannot rotate the header
  // to dodge the per-address rate limits.
  proxy: { koa: env.bool('IS_PROXIED', true), maxIpsCount: env.int('PROXY_MAX_IPS', 1) },
  app: { keys: readSecret('APP_KEYS').split(',') },
  // Uploads land in <PUBLIC_DIR>/uploads; tests and the end-to-end run point it at a temp folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
});
