import Redis from 'ioredis';
import type { ContentVersionWatch } from './content-version-watch';

export interface AnnouncedVersion extends ContentVersionWatch {
  close(): Promise<void>;
}

/**
 * The content version held in memory and dropped the moment the CMS announces a write on its
 * Redis channel (`<prefix>content-changed`, which every instance publishes in the same
 * transaction that raises the generation, before it acknowledges the write). A page served from
 * memory then waits for no other process: under load, every question to the CMS or to Redis waits
 * for that process to be scheduled, which a static file never does.
 *
 * After an announcement the next request reads the version again (one MGET) and the requests
 * arriving meanwhile wait for that read. The announcement reaches this server's socket as Redis
 * answers the writing CMS, before the CMS can acknowledge the write to the editor, so the editor's
 * next page shows it. Whenever the subscription is not known to be listening (starting, Redis
 * down, reconnecting, no epoch named yet) every request asks `fallback` instead (the per-round
 * question), so an announcement missed while disconnected can never leave a stale page served.
 */
export function announcedVersion(
  url: string,
  prefix: string,
  fallback: ContentVersionWatch,
  budgetMs: number,
): AnnouncedVersion {
  const channel = `${prefix}content-changed`;
  const keys = [`${prefix}content-epoch`, `${prefix}content-generation`];
  const options = { maxRetriesPerRequest: 1, commandTimeout: budgetMs };
  const commands = new Redis(url, { ...options, enableOfflineQueue: false });
  const subscriber = new Redis(url, { ...options, autoResubscribe: false });
  // Outages are reported by the fallback (the CMS's own 503); ioredis keeps reconnecting.
  for (const connection of [commands, subscriber]) connection.on('error', () => undefined);

  let listening = false;
  let known: string | undefined;
  let reading: Promise<string | undefined> | undefined;
  /** Raised by every announcement and every loss of the subscription: a read begun before is void. */
  let era = 0;

  const forget = () => {
    era += 1;
    known = undefined;
    reading = undefined;
  };
  listenForChanges(subscriber, channel, forget, (now) => (listening = now));

  const read = (): Promise<string | undefined> => {
    const started = era;
    const asked = commands
      .mget(...keys)
      .then(([epoch, generation]) => (epoch ? `${epoch}.${Number(generation ?? 0)}` : undefined))
      .catch(() => undefined)
      .then((version) => {
        if (era === started && listening) known = version;
        return version;
      });
    reading = asked;
    void asked.finally(() => {
      if (reading === asked) reading = undefined;
    });
    return asked;
  };

  return {
    current() {
      if (!listening) return fallback.current();
      if (known !== undefined) return Promise.resolve(known);
      return (reading ?? read()).then((version) => version ?? fallback.current());
    },
    // Redis names no version without the CMS behind it: a page with no copy asks the CMS itself.
    again: () => fallback.again(),
    async close() {
      listening = false;
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}

/**
 * The subscription's life: every announcement forgets the version; losing the subscription
 * forgets it and stops trusting memory until subscribed again.
 */
function listenForChanges(subscriber: Redis, channel: string, forget: () => void, listen: (now: boolean) => void) {
  subscriber.on('message', (from: string) => {
    if (from === channel) forget();
  });
  subscriber.on('close', () => {
    listen(false);
    forget();
  });
  subscriber.on('ready', () => {
    void subscriber.subscribe(channel).then(
      () => {
        forget();
        listen(true);
      },
      () => undefined,
    );
  });
}
