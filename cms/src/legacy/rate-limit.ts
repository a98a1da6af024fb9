import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { RateLimit, Stores } from 'koa2-ratelimit';
import { RedisRateLimitStore } from '../cache/rate-limit-store';
import type { SharedRedis } from '../cache/redis';
import { clientAddress } from './client-address';
import { addressBlock } from './address-block';
import { MESSAGES, type PatientRequestRefusal } from '@hospital/contract';

/**
 * Per-client-address rate limits (koa2-ratelimit, the limiter users-permissions uses). The key is
 * the client's address only, never the e-mail or anything else the client chooses, so changing
 * the e-mail does not buy a fresh bucket (the CVE-2025-64526 bug class). The address is
 * `clientAddress()`: X-Forwarded-For only as far as trusted proxies wrote it; IPv6 by its /64.
 */

export type RateLimitBucket = 'login' | 'contact' | 'vitals' | 'booking' | 'booking-manage';

interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Defaults: 10 logins per client address per 15 minutes; 5 requests of each patient form (contact,
 * appointment, feedback, estimate, visa: one family sends several) per 10 minutes; 20
 * field-measurement beacons per 10 minutes (one per page view: a visitor reading a page every
 * 30 seconds; figures are a sample, so a busy shared address losing a few costs little, while one
 * address can no longer outweigh the real visits of a route); 10 bookings of an OPD session per 10
 * minutes (a family books for several members, not a session's places), and 30 look-ups, moves and
 * cancels together, estimate look-ups included (a reference cannot be guessed at that pace).
 */
const DEFAULTS: Record<RateLimitBucket, Limit> = {
  login: { max: 10, windowSeconds: 15 * 60 },
  contact: { max: 5, windowSeconds: 10 * 60 },
  vitals: { max: 20, windowSeconds: 10 * 60 },
  booking: { max: 10, windowSeconds: 10 * 60 },
  'booking-manage': { max: 30, windowSeconds: 10 * 60 },
};

const PREFIX: Record<RateLimitBucket, string> = {
  login: 'LOGIN',
  contact: 'CONTACT',
  vitals: 'VITALS',
  booking: 'BOOKING',
  'booking-manage': 'BOOKING_MANAGE',
};

function positiveInteger(value: string | undefined, fallback: number): number {
  if (value === undefined || !/^\d+$/.test(value.trim())) return fallback;
  const parsed = Number(value);
  return parsed >= 1 ? parsed : fallback;
}

/** `<BUCKET>_RATE_LIMIT_MAX` requests per `<BUCKET>_RATE_LIMIT_WINDOW` seconds. */
export function readLimit(bucket: RateLimitBucket, env: NodeJS.ProcessEnv = process.env): Limit {
  const prefix = PREFIX[bucket];
  return {
    max: positiveInteger(env[`${prefix}_RATE_LIMIT_MAX`], DEFAULTS[bucket].max),
    windowSeconds: positiveInteger(env[`${prefix}_RATE_LIMIT_WINDOW`], DEFAULTS[bucket].windowSeconds),
  };
}

function secondsUntilReset(ctx: Context, windowSeconds: number): number {
  const reset = (ctx.state.rateLimit as { reset?: number } | undefined)?.reset;
  const left = reset ? reset - Math.floor(Date.now() / 1000) : windowSeconds;
  return Math.max(1, left);
}

/** How a bucket is split beyond the address: the contact bucket counts each form apart. */
export interface BucketOptions {
  /** The part of the key after the bucket's name (`appointment`); the same for every request if absent. */
  partOf?: (ctx: Context) => string;
  /** Refusals carry `codes` for the site to word (the patient forms, docs/API.md). */
  withCodes?: boolean;
}

/**
 * A route middleware limiting one bucket. With Redis (REDIS_URL) every instance counts in one
 * place (in its own memory while Redis is unreachable, with a warning). Without it the counts stay in memory; koa2-ratelimit's memory store keeps one table per
 * process, so the keys carry this instance's own id: a restarted or second instance in one
 * process (the tests boot several) starts afresh.
 */
export function createRateLimit(
  bucket: RateLimitBucket,
  shared: { redis?: SharedRedis; warn: (message: string) => void },
  env: NodeJS.ProcessEnv = process.env,
  options: BucketOptions = {},
) {
  const { redis } = shared;
  const { max, windowSeconds } = readLimit(bucket, env);
  const scope = redis ? bucket : `${bucket}:${randomUUID()}`;
  return RateLimit.middleware({
    interval: windowSeconds * 1000,
    max,
    store: redis ? new RedisRateLimitStore(redis, shared.warn) : new Stores.Memory(),
    keyGenerator: (ctx) =>
      `legacy-${scope}:${options.partOf ? `${options.partOf(ctx)}:` : ''}${addressBlock(clientAddress(ctx))}`,
    handler: (ctx) => {
      const retryAfter = secondsUntilReset(ctx, windowSeconds);
      ctx.status = 429;
      ctx.set('Retry-After', String(retryAfter));
      const detail = MESSAGES.tooManyRequests(retryAfter);
      ctx.body = options.withCodes
        ? ({
            detail,
            codes: { non_field_errors: [{ code: 'rate_limited', seconds: retryAfter }] },
          } satisfies PatientRequestRefusal)
        : { detail };
    },
  });
}
