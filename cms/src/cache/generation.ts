import type { SharedRedis } from './redis';

/**
 * The content generation: a number that every acknowledged write raises. A cached answer is
 * served only while the generation it was built at is still the current one, so a write is
 * visible to the next read as soon as `advance()` has resolved — on every instance, because with
 * Redis the number lives in Redis (pub/sub alone is asynchronous and could lose the race).
 */
export interface Generation {
  current(): Promise<number>;
  advance(): Promise<void>;
  /** Called when any instance (this one included) advanced the generation: frees stale memory. */
  onAdvance(listener: () => void): void;
}

export function memoryGeneration(): Generation {
  let value = 0;
  const listeners: Array<() => void> = [];
  return {
    current: async () => value,
    async advance() {
      value += 1;
      for (const listener of listeners) listener();
    },
    onAdvance: (listener) => listeners.push(listener),
  };
}

export async function redisGeneration(redis: SharedRedis): Promise<Generation> {
  const key = `${redis.prefix}content-generation`;
  const channel = `${redis.prefix}content-changed`;
  const listeners: Array<() => void> = [];
  redis.subscriber.on('message', (from: string) => {
    if (from === channel) for (const listener of listeners) listener();
  });
  await redis.subscriber.subscribe(channel);
  return {
    current: async () => Number((await redis.commands.get(key)) ?? 0),
    async advance() {
      await redis.commands.multi().incr(key).publish(channel, 'changed').exec();
    },
    onAdvance: (listener) => listeners.push(listener),
  };
}
