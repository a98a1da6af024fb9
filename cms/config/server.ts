import type { Core } from '@strapi/strapi';
import { readSecret } from '../src/utils/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  // Absolute links (paged doctors' next/previous) are built from this when set.
  url: env('PUBLIC_URL', ''),
  // Behind nginx or the Vite proxy the client address comes from X-Forwarded-For (login rate limit).
  proxy: { koa: env.bool('IS_PROXIED', true) },
  app: { keys: readSecret('APP_KEYS').split(',') },
  // Uploads land in <PUBLIC_DIR>/uploads; tests and the end-to-end run point it at a temp folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
});
