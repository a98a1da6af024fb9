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

export async function redisGeneration(redis: SharedRedis, warn: (message: string) => void): Promise<Generation> {
  const key = `${redis.prefix}content-generation`;
  const channel = `${redis.prefix}content-changed`;
  const listeners: Array<() => void> = [];
  const notify = () => {
    for (const listener of listeners) listener();
  };
  redis.subscriber.on('message', (from: string) => {
    if (from === channel) notify();
  });
  // Announcements may be missed while the connection is down: forget everything kept so far.
  redis.subscriber.on('close', notify);
  await redis.subscriber.subscribe(channel);
  return {
    current: async () => Number((await redis.commands.get(key)) ?? 0),
    async advance() {
      try {
        await redis.commands.multi().incr(key).publish(channel, 'changed').exec();
      } catch (error) {
        // The write has committed: it is acknowledged. Readers here and on every instance that
        // cannot reach Redis either answer from the database meanwhile; this one forgets its copies.
        warn(
          `Redis unreachable while announcing a write (${error instanceof Error ? error.message : String(error)}): other instances may keep their copies until the next write.`,
        );
        notify();
      }
    },
    onAdvance: (listener) => listeners.push(listener),
  };
}
