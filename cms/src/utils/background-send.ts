import type { Core } from '@strapi/strapi';

/** Seconds between attempts, from a variable like `10,60,300`; unset or blank gives `10,60,300`. */
export function retrySecondsFrom(raw: string | undefined): number[] {
  if (!raw?.trim()) return [10, 60, 300];
  return raw.split(',').map((part) => Math.max(0, Number(part.trim()) || 0));
}

interface BackgroundSend {
  /** Names the message in the log, e.g. `Desk notice for contact request NH-1234`. */
  what: string;
  /** Where it goes, for the log line that says it was sent. */
  to: string;
  /** One attempt: resolves when the message is handed over, throws when it is not. */
  attempt: () => Promise<unknown>;
  /** Seconds to wait after each failure; after the last one the message is given up. */
  delays: number[];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Sends a message in the background: the caller is never made to wait, and a failure is tried
 * again after each of `delays` (logged each time), then given up with an error in the log. The
 * queue lives in this process: a restart during the retries loses that message, never the record
 * it is about, which stays where the desk and the patient can see it.
 */
export function sendInBackground(strapi: Core.Strapi, { what, to, attempt, delays }: BackgroundSend): void {
  void (async () => {
    for (let tried = 0; tried <= delays.length; tried += 1) {
      try {
        await attempt();
        strapi.log.info(`${what} sent to ${to}.`);
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (tried === delays.length) {
          strapi.log.error(`${what} not sent after ${tried + 1} attempts: ${reason}`);
          return;
        }
        strapi.log.warn(`${what} failed (attempt ${tried + 1}): ${reason}; retrying in ${delays[tried]} s.`);
        await sleep(delays[tried] * 1000);
      }
    }
  })();
}
