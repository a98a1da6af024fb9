import { randomUUID } from 'node:crypto';
import { Stores } from 'koa2-ratelimit';
import type { SharedRedis } from './redis';

interface Count {
  counter: number;
  dateEnd: number;
}

/**
 * koa2-ratelimit's counters in Redis, so every instance counts against one allowance per client
 * address. koa2-ratelimit ships a Redis store, but on the `redis` package (a second client beside
 * ioredis) and it reports the window's end as a TTL where the limiter expects a date (every
 * Retry-After would read 1 s); this one does the same in one atomic round trip on ioredis.
 *
 * While Redis cannot be reached, this instance counts in its own memory (a warning is logged when
 * that starts and when Redis is back): patients can still send the contact form and admins log in,
 * each instance still applies the limit, and only the sharing between instances is lost meanwhile.
 */
export class RedisRateLimitStore extends Stores.Store {
  private readonly fallback = new Stores.Memory();
  /** koa2-ratelimit's memory table is process-wide: keys of this store alone. */
  private readonly fallbackScope = randomUUID();
  private unreachable = false;

  constructor(
    private readonly redis: SharedRedis,
    private readonly warn: (message: string) => void,
  ) {
    super();
  }

  async incr(key: string, options: { interval: number }, weight: number): Promise<Count> {
    try {
      const count = await this.incrInRedis(key, options, weight);
      if (this.unreachable) {
        this.unreachable = false;
        this.warn('Redis is reachable again: rate limits are shared between instances again.');
      }
      return count;
    } catch (error) {
      if (!this.unreachable) {
        this.unreachable = true;
        this.warn(
          `Redis unreachable (${error instanceof Error ? error.message : String(error)}): rate limits count in this instance's memory until it is back.`,
        );
      }
      return this.fallback.incr(`${this.fallbackScope}:${key}`, options, weight);
    }
  }

  async decrement(key: string, options: { interval: number }, weight: number): Promise<void> {
    if (this.unreachable) {
      await this.fallback.decrement(`${this.fallbackScope}:${key}`, options, weight);
      return;
    }
    await this.redis.commands.decrby(`${this.redis.prefix}rate-limit:${key}`, weight).catch(() => undefined);
  }

  saveAbuse(): void {}

  private async incrInRedis(key: string, options: { interval: number }, weight: number): Promise<Count> {
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
}
