// @vitest-environment node
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcedVersion, type AnnouncedVersion } from './announced-version';
import type { ContentVersionWatch } from './content-version-watch';

/** The machine's Redis (CI runs one); each run keeps to keys and a channel of its own. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `announced-version-test-${randomBytes(4).toString('hex')}:`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The per-round question, counted. */
function countedFallback() {
  const fallback = { asked: 0, current: async () => ((fallback.asked += 1), 'asked-each-round') };
  return fallback as ContentVersionWatch & { asked: number };
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 50 && !(await check()); tries += 1) await pause(20);
}

describe("the content version held between the CMS's announcements", () => {
  let redis: Redis;
  let version: AnnouncedVersion;
  const fallback = countedFallback();
  /** What a CMS instance does before it acknowledges a write (cms/src/cache/generation.ts). */
  const cmsWrites = () =>
    redis.multi().incr(`${prefix}content-generation`).publish(`${prefix}content-changed`, 'changed').exec();

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    version = announcedVersion(REDIS_URL, prefix, fallback, 1000);
  });
  afterAll(async () => {
    await redis.del(`${prefix}content-epoch`, `${prefix}content-generation`);
    redis.disconnect();
    await version.close();
  });

  it('asks each round while no CMS has named the epoch yet', async () => {
    await until(async () => (await version.current()) === 'asked-each-round');
    expect(await version.current()).toBe('asked-each-round');
  });

  it("serves the CMS's version from memory, and a write announced before it was acknowledged on the next request", async () => {
    await redis.set(`${prefix}content-epoch`, 'epoch-1');
    await cmsWrites();
    await until(async () => (await version.current()) === 'epoch-1.1');
    const asked = fallback.asked;
    const twice = [await version.current(), await version.current()];
    expect(twice).toEqual(['epoch-1.1', 'epoch-1.1']);
    expect(fallback.asked).toBe(asked);

    await cmsWrites();
    // The editor's next page comes at least one turn of this loop after Redis answered the CMS.
    await new Promise((resolve) => setImmediate(resolve));
    expect(await version.current()).toBe('epoch-1.2');
  });

  it('asks each round while Redis cannot be reached, without waiting for it', async () => {
    const unreachable = countedFallback();
    const cut = announcedVersion('redis://127.0.0.1:1', prefix, unreachable, 1000);
    try {
      expect(await cut.current()).toBe('asked-each-round');
      expect(unreachable.asked).toBe(1);
    } finally {
      await cut.close();
    }
  });
});
