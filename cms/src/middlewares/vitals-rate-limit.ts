import type { Core } from '@strapi/strapi';
import { sharedState } from '../cache/shared-state';
import { createRateLimit } from '../legacy/rate-limit';

/** Route middleware of POST /vitals/: VITALS_RATE_LIMIT_MAX per VITALS_RATE_LIMIT_WINDOW seconds per client address. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  createRateLimit('vitals', { redis: sharedState(strapi).redis, warn: (message) => strapi.log.warn(message) });
