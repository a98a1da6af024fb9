import type { Core } from '@strapi/strapi';
import { memoryGeneration, redisGeneration } from './generation';
import { ReadCache } from './read-cache';
import { connectRedis, type SharedRedis } from './redis';
import { WritePriority } from './write-priority';

/**
 * What several instances must agree on: the public read cache's generation and, with Redis, the
 * rate-limit counters. Without REDIS_URL (one instance, the embedded default) it all stays in this
 * process. One state per loaded Strapi (the tests boot several in one process, one after another).
 */
export interface SharedState {
  readonly readCache: ReadCache;
  /** This process's writes in flight, which public reads let go first. */
  readonly writePriority: WritePriority;
  /** Set when REDIS_URL is: the rate limits count there. */
  readonly redis?: SharedRedis;
}

const states = new WeakMap<Core.Strapi, SharedState>();

export async function openSharedState(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): Promise<SharedState> {
  const url = env.REDIS_URL?.trim();
  let state: SharedState;
  if (url) {
    const redis = await connectRedis(url, env.REDIS_KEY_PREFIX?.trim() || 'hospital:');
    const generation = await redisGeneration(redis, (message) => strapi.log.warn(message));
    state = { readCache: new ReadCache(generation), writePriority: new WritePriority(), redis };
  } else {
    state = { readCache: new ReadCache(memoryGeneration()), writePriority: new WritePriority() };
  }
  states.set(strapi, state);
  return state;
}

export function sharedState(strapi: Core.Strapi): SharedState {
  const state = states.get(strapi);
  if (!state) throw new Error('The shared state is opened in register(); nothing may use it before.');
  return state;
}

export async function closeSharedState(strapi: Core.Strapi): Promise<void> {
  await states.get(strapi)?.redis?.close();
  states.delete(strapi);
}
