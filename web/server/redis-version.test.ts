// @vitest-environment node
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisVersionSource, type RedisVersionSource } from './redis-version';

/** The machine's Redis (CI runs one); each run keeps to keys of its own. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `site-version-test-${randomBytes(4).toString('hex')}:`;

describe("the content version read from the CMS's Redis", () => {
  let redis: Redis;
  let source: RedisVersionSource;
  let cmsAsked = 0;
  const askCms = async () => {
    cmsAsked += 1;
    return 'asked-the-cms';
  };

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    source = redisVersionSource(REDIS_URL, prefix, askCms, 1000);
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
  afterAll(async () => {
    await redis.del(`${prefix}content-epoch`, `${prefix}content-generation`);
    redis.disconnect();
    await source.close();
  });

  it('asks the CMS while no instance has named the epoch yet', async () => {
    expect(await source.ask()).toBe('asked-the-cms');
  });

  it("reads the version in the CMS's own words, and sees a write on the very next question", async () => {
    await redis.set(`${prefix}content-epoch`, 'epoch-1');
    const before = cmsAsked;
    expect(await source.ask()).toBe('epoch-1.0');
    // What the CMS does before it acknowledges a write.
    await redis.incr(`${prefix}content-generation`);
    expect(await source.ask()).toBe('epoch-1.1');
    expect(cmsAsked).toBe(before);
  });

  it('asks the CMS instead when Redis cannot be reached, without waiting for it', async () => {
    const unreachable = redisVersionSource('redis://127.0.0.1:1', prefix, askCms, 1000);
    try {
      expect(await unreachable.ask()).toBe('asked-the-cms');
    } finally {
      await unreachable.close();
    }
  });
});
