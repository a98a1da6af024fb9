import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { sharedState } from '../cache/shared-state';
import { createRateLimit } from '../legacy/rate-limit';

type Middleware = (ctx: Context, next: () => Promise<unknown>) => Promise<unknown>;

/** One limiter per Strapi: the request gate and the route count in the same buckets. */
const limiters = new WeakMap<Core.Strapi, Middleware>();

/**
 * CONTACT_RATE_LIMIT_MAX per CONTACT_RATE_LIMIT_WINDOW seconds per client address, counted once per
 * request: a multipart estimate request is counted by the request gate before its body is parsed.
 */
export function contactRateLimit(strapi: Core.Strapi): Middleware {
  let limiter = limiters.get(strapi);
  if (!limiter) {
    const counting = createRateLimit('contact', {
      redis: sharedState(strapi).redis,
      warn: (message) => strapi.log.warn(message),
    }) as Middleware;
    limiter = async (ctx, next) => {
      if (ctx.state.contactRateCounted) return next();
      ctx.state.contactRateCounted = true;
      return counting(ctx, next);
    };
    limiters.set(strapi, limiter);
  }
  return limiter;
}

/** Route middleware of POST /contact-requests/. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => contactRateLimit(strapi);
