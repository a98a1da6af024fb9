/**
 * GET /api/health (the point 3): 200 while the database answers, 503 when it does not, and
 * quickly either way, because compose, the start script and load balancers poll it.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTarget, startCms, type RunningCms } from '@hospital/test-support/harness';

let cms: RunningCms;

type Raw = (...args: unknown[]) => Promise<unknown>;

/** Replaces the knex instance's `raw` (a read-only but configurable property) until the returned undo runs. */
function replaceRaw(fake: Raw): () => void {
  const connection = cms.strapi.db.connection as object;
  const original = Object.getOwnPropertyDescriptor(connection, 'raw')!;
  Object.defineProperty(connection, 'raw', { ...original, value: fake });
  return () => Object.defineProperty(connection, 'raw', original);
}

beforeAll(async () => {
  cms = await startCms();
});

afterAll(async () => {
  await cms?.stop();
});

/** On Postgres, really cut the database off: no new connections, existing ones terminated. */
async function setPostgresReachable(reachable: boolean): Promise<void> {
  const server = new URL(process.env.CMS_TEST_POSTGRES_URL!);
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const name = cms.database.name;
    await client.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS ${reachable ? 'true' : 'false'}`);
    if (!reachable)
      await client.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
      );
  } finally {
    await client.end();
  }
}

describe('GET /api/health', () => {
  it('answers 200 with the database reachable, without authentication and without caching', async () => {
    const { status, headers, body } = await cms.requestJson('/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', database: 'reachable' });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 when the database cannot be reached, then 200 again when it can', async () => {
    let undo = () => undefined as unknown;
    if (currentTarget() === 'postgres') {
      await setPostgresReachable(false);
    } else {
      // A SQLite file cannot be taken away from an open handle: make the query fail as a lost disk would.
      undo = replaceRaw(() => Promise.reject(new Error('SQLITE_IOERR: disk I/O error')));
    }
    try {
      const started = Date.now();
      const { status, body } = await cms.requestJson('/health');
      expect(status).toBe(503);
      expect(body).toMatchObject({ status: 'unavailable', database: 'unreachable' });
      expect(Date.now() - started, 'a health check answers within its own deadline').toBeLessThan(5000);
    } finally {
      if (currentTarget() === 'postgres') await setPostgresReachable(true);
      else undo();
    }
    expect((await cms.requestJson('/health')).status).toBe(200);
  });

  it('gives up on a database that hangs after its deadline, with 503', async () => {
    const undo = replaceRaw(() => new Promise(() => undefined));
    try {
      const started = Date.now();
      expect((await cms.requestJson('/health')).status).toBe(503);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
      expect(Date.now() - started).toBeLessThan(6000);
    } finally {
      undo();
    }
  });
});
