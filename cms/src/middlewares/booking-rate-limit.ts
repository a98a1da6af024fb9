import type { Core } from '@strapi/strapi';
import { sharedState } from '../cache/shared-state';
import { createRateLimit } from '../legacy/rate-limit';

/** Route middleware of POST /bookings/: BOOKING_RATE_LIMIT_MAX per BOOKING_RATE_LIMIT_WINDOW seconds per client address. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  createRateLimit(
    'booking',
    { redis: sharedState(strapi).redis, warn: (message) => strapi.log.warn(message) },
    process.env,
    { withCodes: true },
  );
