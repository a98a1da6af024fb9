import { randomUUID } from 'node:crypto';
import type { SharedState } from './shared-state';

/** Names this process's in-memory generation, which restarts at 0 with the process. */
const BOOT_ID = randomUUID();

/**
 * The content generation with the life it belongs to: the bare number restarts at 0 with a CMS
 * process (or a Redis that lost its keys), and a page cached at "5" before a restart must not pass
 * for "5" after it. With Redis the epoch lives next to the number, so every instance names the
 * same version.
 */
export async function contentVersion(state: SharedState): Promise<string> {
  const { redis, readCache } = state;
  if (!redis) return `${BOOT_ID}.${await readCache.generation.current()}`;
  const epochKey = `${redis.prefix}content-epoch`;
  const generationKey = `${redis.prefix}content-generation`;
  let [epoch, generation] = await redis.commands.mget(epochKey, generationKey);
  if (epoch === null) {
    // The first instance to ask names the epoch; the others read the name it set.
    await redis.commands.set(epochKey, randomUUID(), 'NX');
    [epoch, generation] = await redis.commands.mget(epochKey, generationKey);
  }
  return `${epoch}.${Number(generation ?? 0)}`;
}
