import Redis from 'ioredis';
import type { VersionAsker } from './content-version-watch';

export interface RedisVersionSource {
  ask: VersionAsker;
  close(): Promise<void>;
}

/**
 * The content version read where the CMS keeps it when several instances share Redis (REDIS_URL
 * and REDIS_KEY_PREFIX, the CMS's own): one MGET instead of an HTTP question to the CMS, so a
 * page served from memory costs about what a static file does. Still asked per request round,
 * never cached: the CMS raises the generation in Redis before it acknowledges a write, so the
 * next page request sees it. The words are the CMS's (cms/src/cache/content-version.ts):
 * `<epoch>.<generation>`. Until an instance has named the epoch, or while Redis cannot be
 * reached, the CMS is asked instead (`fallback`), which answers 503 if it cannot either.
 */
export function redisVersionSource(
  url: string,
  prefix: string,
  fallback: VersionAsker,
  budgetMs: number,
): RedisVersionSource {
  const redis = new Redis(url, {
    // No queue while disconnected: each question fails at once and the CMS is asked instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: budgetMs,
  });
  // Reported by the fallback (the CMS's own 503 while Redis is down); ioredis keeps reconnecting.
  redis.on('error', () => undefined);
  const keys = [`${prefix}content-epoch`, `${prefix}content-generation`];
  return {
    async ask() {
      if (redis.status !== 'ready') return fallback();
      try {
        const [epoch, generation] = await redis.mget(...keys);
        return epoch ? `${epoch}.${Number(generation ?? 0)}` : fallback();
      } catch {
        return fallback();
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
