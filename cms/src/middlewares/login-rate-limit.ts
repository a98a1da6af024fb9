import type { Core } from '@strapi/strapi';
import { sharedState } from '../cache/shared-state';
import { createRateLimit } from '../legacy/rate-limit';

/** Route middleware of POST /login/: LOGIN_RATE_LIMIT_MAX attempts per LOGIN_RATE_LIMIT_WINDOW seconds per client address. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  createRateLimit('login', { redis: sharedState(strapi).redis, warn: (message) => strapi.log.warn(message) });
