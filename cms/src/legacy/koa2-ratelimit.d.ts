/** The part of koa2-ratelimit (the limiter users-permissions itself uses) that the legacy API calls. */
declare module 'koa2-ratelimit' {
  import type { Context, Middleware } from 'koa';

  interface RateLimitOptions {
    /** The window, in milliseconds or as { sec, min, ... }. */
    interval: number | Record<string, number>;
    max: number;
    keyGenerator?: (ctx: Context) => string | Promise<string>;
    handler?: (ctx: Context) => void;
    headers?: boolean;
  }

  export const RateLimit: {
    middleware(options: RateLimitOptions): Middleware;
  };
}
