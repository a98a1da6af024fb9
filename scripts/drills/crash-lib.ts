/**
 * kill -9 of the CMS at random moments while several writers post contact requests (the writes
 * patients make), on SQLite or Postgres: every write the CMS acknowledged (201 with an id) must
 * still be there after the restarts, the database must pass its integrity check, and the CMS must
 * serve again. Used by `npm run drill:crash` and, small, by tests/ops/drills.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { freePort } from '../lib/free-port';
import { BIN, CMS_DIR } from '../lib/paths';
import { startService, waitForHttp, type Service } from '../lib/processes';
import { databaseOnServer, psqlQuery } from '../ops/postgres';

export interface CrashFigures {
  database: 'sqlite' | 'postgres';
  acknowledged: number;
  lost: number;
  kills: number;
  integrity: string;
  servingAfterRestart: boolean;
}

interface Options {
  database: 'sqlite' | 'postgres';
  /** Acknowledged writes to reach. */
  writes: number;
  kills: number;
  writers?: number;
  /** A Postgres server the drill may create a database on (postgres://user@host:port/db). */
  postgresUrl?: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runCrashDrill({
  database,
  writes,
  kills,
  writers = 4,
  postgresUrl = 'postgres://postgres@127.0.0.1:5432/test',
}: Options): Promise<CrashFigures> {
  const workDir = mkdtempSync(join(tmpdir(), 'drill-crash-'));
  mkdirSync(join(workDir, 'public', 'uploads'), { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dbName = `drill_crash_${process.pid}_${Date.now()}`;
  const server = databaseOnServer(postgresUrl, new URL(postgresUrl).pathname.slice(1) || 'postgres');
  const own = databaseOnServer(postgresUrl, dbName);
  if (database === 'postgres') await psqlQuery(server, `CREATE DATABASE ${dbName}`, 'Creating the drill database');
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    STRAPI_TELEMETRY_DISABLED: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_DIR: join(workDir, 'public'),
    SERVE_ADMIN_PANEL: 'false',
    SEED_DEMO_CONTENT: 'false',
    CONTACT_RATE_LIMIT_MAX: '1000000',
    ...(database === 'sqlite'
      ? { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(workDir, 'cms.db') }
      : {
          DATABASE_CLIENT: 'postgres',
          DATABASE_URL: `postgres://${encodeURIComponent(own.user)}${own.password ? `:${encodeURIComponent(own.password)}` : ''}@${own.host}:${own.port}/${dbName}`,
        }),
  };
  let cms: Service | undefined;
  const start = async () => {
    cms = startService('cms', join(BIN, 'strapi'), ['start'], { cwd: CMS_DIR, env }, (line) => /error/i.test(line));
    await waitForHttp(`${url}/api/health`, 300_000, () => cms?.child.exitCode === null);
  };

  const acknowledged = new Set<number>();
  let killsDone = 0;
  let running = true;
  try {
    await start();
    // Writers keep posting; while the CMS is down their requests fail and they retry.
    const writer = async (n: number) => {
      let i = 0;
      while (running && acknowledged.size < writes) {
        i += 1;
        try {
          const response = await fetch(`${url}/api/contact-requests/`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              name: `Crash drill ${n}-${i}`,
              phone: `+91 ${n}${i}`,
              message: 'Please call back.',
            }),
            signal: AbortSignal.timeout(10_000),
          });
          const body = (await response.json()) as { id?: number };
          if (response.status === 201 && typeof body.id === 'number') acknowledged.add(body.id);
        } catch {
          await pause(50);
        }
      }
    };
    const killer = async () => {
      while (killsDone < kills && acknowledged.size < writes) {
        // A random moment, spread over the writes still to come.
        const target =
          acknowledged.size +
          Math.max(1, Math.floor(((writes - acknowledged.size) / (kills - killsDone + 1)) * (0.5 + Math.random())));
        while (acknowledged.size < Math.min(target, writes - 1) && running) await pause(5);
        cms?.child.kill('SIGKILL');
        await cms?.exited;
        killsDone += 1;
        await start();
      }
    };
    await Promise.all([...Array.from({ length: writers }, (_, n) => writer(n)), killer()]);
    running = false;

    // Restart once more after a last kill, then check what survived.
    cms?.child.kill('SIGKILL');
    await cms?.exited;
    let stored: Set<number>;
    let integrity: string;
    if (database === 'sqlite') {
      const db = new Database(join(workDir, 'cms.db'), { readonly: true });
      try {
        integrity = String(db.pragma('integrity_check', { simple: true }));
        stored = new Set(
          (db.prepare('SELECT id FROM contact_requests').all() as Array<{ id: number }>).map((row) => row.id),
        );
      } finally {
        db.close();
      }
    } else {
      const ids = await psqlQuery(own, 'SELECT id FROM contact_requests', 'Reading the stored contact requests');
      stored = new Set(ids.map(([id]) => Number(id)));
      // No amcheck on every server: the primary key index and the table must agree.
      const [[viaIndex, viaTable, duplicates]] = await psqlQuery(
        own,
        `SET enable_seqscan = off; SELECT (SELECT count(*) FROM contact_requests WHERE id > 0), (SELECT count(*) FROM (SELECT id FROM contact_requests ORDER BY id) t), (SELECT count(*) - count(DISTINCT id) FROM contact_requests)`,
        'Checking the table against its index',
      );
      integrity =
        viaIndex === viaTable && duplicates === '0'
          ? 'ok'
          : `index ${viaIndex} rows, table ${viaTable} rows, ${duplicates} duplicate ids`;
    }
    await start();
    const serving = (await fetch(`${url}/api/banners/`)).status === 200;
    return {
      database,
      acknowledged: acknowledged.size,
      lost: [...acknowledged].filter((id) => !stored.has(id)).length,
      kills: killsDone,
      integrity,
      servingAfterRestart: serving,
    };
  } finally {
    running = false;
    if (cms && cms.child.exitCode === null) {
      cms.child.kill('SIGKILL');
      await cms.exited;
    }
    if (database === 'postgres')
      await psqlQuery(server, `DROP DATABASE IF EXISTS ${dbName}`, 'Dropping the drill database').catch(
        () => undefined,
      );
    rmSync(workDir, { recursive: true, force: true });
  }
}
