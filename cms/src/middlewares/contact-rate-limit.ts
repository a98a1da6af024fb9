import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { REQUEST_TYPES, type RequestType } from '@hospital/contract';
import { sharedState } from '../cache/shared-state';
import { createRateLimit } from '../legacy/rate-limit';

type Middleware = (ctx: Context, next: () => Promise<unknown>) => Promise<unknown>;

/** One limiter per Strapi: the request gate and the route count in the same buckets. */
const limiters = new WeakMap<Core.Strapi, Middleware>();

/**
 * Which form a request is, for its own allowance: a multipart body can only be an estimate (the
 * request gate counts it before parsing it), a JSON one names its `type`; anything else counts
 * as the contact form (and is refused by validation if its type is unknown).
 */
export function formOf(ctx: Context): RequestType {
  if (ctx.is('multipart')) return 'estimate';
  const type = (ctx.request.body as { type?: unknown } | undefined)?.type;
  return REQUEST_TYPES.find((known) => known === type) ?? 'contact';
}

/**
 * CONTACT_RATE_LIMIT_MAX per CONTACT_RATE_LIMIT_WINDOW seconds per client address and per form
 * (issue 38: a family's appointment, estimate, visa letter and feedback no longer share five),
 * counted once per request: a multipart estimate request is counted by the request gate before
 * its body is parsed.
 */
export function contactRateLimit(strapi: Core.Strapi): Middleware {
  let limiter = limiters.get(strapi);
  if (!limiter) {
    const counting = createRateLimit(
      'contact',
      { redis: sharedState(strapi).redis, warn: (message) => strapi.log.warn(message) },
      process.env,
      { partOf: formOf, withCodes: true },
    ) as Middleware;
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
