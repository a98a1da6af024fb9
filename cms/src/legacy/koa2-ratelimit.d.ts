/** The part of koa2-ratelimit (the limiter users-permissions itself uses) that the legacy API calls. */
declare module 'koa2-ratelimit' {
  import type { Context, Middleware } from 'koa';

  /** Where the counters live: the limiter calls `incr` once per request, `decrement` to undo one. */
  abstract class Store {
    abstract incr(
      key: string,
      options: { interval: number },
      weight: number,
    ): Promise<{ counter: number; dateEnd: number }>;
    abstract decrement(key: string, options: unknown, weight: number): Promise<void>;
    abstract saveAbuse(options: unknown): void;
  }

  interface RateLimitOptions {
    /** The window, in milliseconds or as { sec, min, ... }. */
    interval: number | Record<string, number>;
    max: number;
    keyGenerator?: (ctx: Context) => string | Promise<string>;
    handler?: (ctx: Context) => void;
    headers?: boolean;
    store?: Store;
  }

  export const RateLimit: {
    middleware(options: RateLimitOptions): Middleware;
  };

  export const Stores: {
    Store: typeof Store;
    Memory: new () => Store;
  };
}
