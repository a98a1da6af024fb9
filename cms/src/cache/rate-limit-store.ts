import { Stores } from 'koa2-ratelimit';
import type { SharedRedis } from './redis';

/**
 * koa2-ratelimit's counters in Redis, so every instance counts against one allowance per client
 * address. koa2-ratelimit ships a Redis store, but on the `redis` package (a second client beside
 * ioredis) and it reports the window's end as a TTL where the limiter expects a date (every
 * Retry-After would read 1 s); this one does the same in one atomic round trip on ioredis.
 */
export class RedisRateLimitStore extends Stores.Store {
  constructor(private readonly redis: SharedRedis) {
    super();
  }

  async incr(key: string, options: { interval: number }, weight: number): Promise<{ counter: number; dateEnd: number }> {
    const stored = `${this.redis.prefix}rate-limit:${key}`;
    // The first hit of a window creates the key with the window as its lifetime; later hits only count.
    const replies = await this.redis.commands
      .multi()
      .set(stored, 0, 'PX', options.interval, 'NX')
      .incrby(stored, weight)
      .pttl(stored)
      .exec();
    if (!replies || replies.some(([error]) => error)) throw new Error('Redis refused a rate-limit count');
    const counter = Number(replies[1][1]);
    const millisecondsLeft = Number(replies[2][1]);
    return { counter, dateEnd: Date.now() + Math.max(0, millisecondsLeft) };
  }

  async decrement(key: string, _options: unknown, weight: number): Promise<void> {
    await this.redis.commands.decrby(`${this.redis.prefix}rate-limit:${key}`, weight);
  }

  saveAbuse(): void {}
}
