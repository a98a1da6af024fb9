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
  const options = { maxRetriesPerRequest: 1, lazyConnect: true };
  // No queue for commands while disconnected: during an outage each one fails at once and its
  // caller falls back (reads from the database, rate limits in memory) instead of waiting.
  const commands = new Redis(url, { ...options, enableOfflineQueue: false });
  const subscriber = new Redis(url, options);
  // An outage is reported by the callers that fall back (see above); ioredis keeps reconnecting.
  for (const connection of [commands, subscriber]) connection.on('error', () => undefined);
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
