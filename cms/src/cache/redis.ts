import Redis from 'ioredis';

/**
 * The one Redis connection pair of an instance, when REDIS_URL is set: `commands` for counters
 * and the cache generation, `subscriber` for the invalidation channel (a subscribed connection
 * can run nothing else). Every key and channel starts with REDIS_KEY_PREFIX, so several sites
 * (or test runs) can share one Redis.
 */
export interface SharedRedis {
  readonly commands: Redis;
  readonly subscriber: Redis;
  readonly prefix: string;
  close(): Promise<void>;
}

export async function connectRedis(url: string, prefix: string): Promise<SharedRedis> {
  // One retry per command: a Redis outage fails requests quickly instead of queueing them.
  const options = { maxRetriesPerRequest: 1, lazyConnect: true };
  const commands = new Redis(url, options);
  const subscriber = new Redis(url, options);
  await Promise.all([commands.connect(), subscriber.connect()]);
  return {
    commands,
    subscriber,
    prefix,
    async close() {
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}
