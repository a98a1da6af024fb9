import type { Core } from '@strapi/strapi';

/** How long a health probe waits for the database before calling it unreachable. */
export const DATABASE_PROBE_TIMEOUT_MS = 3000;

export interface DatabaseProbe {
  reachable: boolean;
  latencyMs: number;
}

/**
 * Runs `select 1` on the pool with a deadline: a stopped Postgres would otherwise hold the
 * request for the pool's acquire timeout (a minute), far longer than any health check waits.
 */
export async function checkDatabase(
  strapi: Core.Strapi,
  timeoutMs = DATABASE_PROBE_TIMEOUT_MS,
): Promise<DatabaseProbe> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([strapi.db.connection.raw('select 1'), deadline]);
    return { reachable: true, latencyMs: Date.now() - started };
  } catch (error) {
    strapi.log.warn(
      `Health check: the database is unreachable (${error instanceof Error ? error.message : String(error)}).`,
    );
    return { reachable: false, latencyMs: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}
