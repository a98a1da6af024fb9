import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { sharedState } from '../cache/shared-state';
import { createRateLimit } from '../legacy/rate-limit';

type Middleware = (ctx: Context, next: () => Promise<unknown>) => Promise<unknown>;

/** One limiter per Strapi, so that its four routes count in one bucket (each route builds its own middleware). */
const limiters = new WeakMap<Core.Strapi, Middleware>();

/**
 * Route middleware of POST /bookings/lookup/, /bookings/move/, /bookings/cancel/ and
 * /estimates/lookup/, together: BOOKING_MANAGE_RATE_LIMIT_MAX per BOOKING_MANAGE_RATE_LIMIT_WINDOW
 * seconds per client address, so that switching between them buys no more guesses of a reference.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Middleware => {
  let limiter = limiters.get(strapi);
  if (!limiter) {
    limiter = createRateLimit(
      'booking-manage',
      { redis: sharedState(strapi).redis, warn: (message) => strapi.log.warn(message) },
      process.env,
      { withCodes: true },
    ) as Middleware;
    limiters.set(strapi, limiter);
  }
  return limiter;
};
