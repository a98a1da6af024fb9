/**
 * Postgres: PostgreSQL's own tools. `pg_dump --format=custom` takes one consistent snapshot
 * (MVCC) while the CMS keeps running; a restore replays it into a fresh `public` schema inside one
 * transaction, so the database ends either fully restored or exactly as it was.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { OpsError } from './errors';
import { lastLines, runCommand } from './run';
import type { PostgresConnection } from './target';
import type { RowCounts } from './sqlite';

/** libpq's environment for the client tools: the password never appears on a command line. */
export function libpqEnv(connection: PostgresConnection, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...base,
    PGHOST: connection.host,
    PGPORT: String(connection.port),
    PGDATABASE: connection.database,
    PGUSER: connection.user,
    PGPASSWORD: connection.password,
    PGCONNECT_TIMEOUT: base.PGCONNECT_TIMEOUT ?? '10',
    PGAPPNAME: 'hospital-cms-ops',
    ...(connection.sslmode ? { PGSSLMODE: connection.sslmode } : {}),
  };
}

/** The connection as a URL for node-postgres (the snapshot session of a backup). */
export function connectionUrl(connection: PostgresConnection): string {
  const url = new URL('postgres://localhost');
  url.hostname = connection.host.includes(':') ? `[${connection.host}]` : connection.host;
  url.port = String(connection.port);
  url.pathname = `/${encodeURIComponent(connection.database)}`;
  url.username = encodeURIComponent(connection.user);
  url.password = encodeURIComponent(connection.password);
  url.searchParams.set('application_name', 'hospital-cms-ops');
  url.searchParams.set('connect_timeout', '10');
  // libpq's require/prefer encrypt without checking the certificate: node-postgres calls that no-verify.
  const mode = connection.sslmode;
  if (mode === 'require' || mode === 'prefer' || mode === 'allow') url.searchParams.set('sslmode', 'no-verify');
  else if (mode === 'verify-ca' || mode === 'verify-full') url.searchParams.set('sslmode', mode);
  return url.toString();
}

/** Runs one query with psql and returns its unaligned rows (fields split on `|`). */
export async function psqlQuery(connection: PostgresConnection, sql: string, what: string): Promise<string[][]> {
  const { stdout } = await runCommand('psql', ['-X', '-A', '-t', '-q', '-v', 'ON_ERROR_STOP=1', '-c', sql], what, {
    env: libpqEnv(connection),
  });
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('|'));
}

const ROW_COUNTS_SQL = `
  SELECT table_name,
         (xpath('/row/c/text()', query_to_xml(format('SELECT count(*) AS c FROM %I.%I', table_schema, table_name), false, true, '')))[1]::text AS rows
  FROM information_schema.tables
  WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
  ORDER BY table_name`;

export async function postgresRowCounts(connection: PostgresConnection): Promise<RowCounts> {
  const rows = await psqlQuery(connection, ROW_COUNTS_SQL, 'Counting the rows of the Postgres database');
  return Object.fromEntries(rows.map(([name, count]) => [name, Number(count)]));
}

export async function pgDumpVersion(): Promise<string> {
  const { stdout } = await runCommand('pg_dump', ['--version'], 'Checking pg_dump');
  return stdout.trim();
}

/**
 * A custom-format dump of the whole database (no owners or grants: it restores under any role),
 * uncompressed because the archive's gzip compresses everything once. The rows are counted in
 * the very snapshot pg_dump copies (an exported snapshot, held open by a read-only transaction),
 * so the counts describe the dump even while the CMS keeps writing.
 */
export async function backupPostgres(
  connection: PostgresConnection,
  destination: string,
): Promise<{ rows: RowCounts; serverVersion: string; tool: string }> {
  const tool = await pgDumpVersion();
  const client = new pg.Client({ connectionString: connectionUrl(connection) });
  try {
    await client.connect();
  } catch (error) {
    throw new OpsError(
      `Could not connect to Postgres at ${connection.host}:${connection.port}/${connection.database}: ${(error as Error).message}`,
    );
  }
  try {
    const [{ server_version: serverVersion }] = (await client.query('SHOW server_version')).rows as {
      server_version: string;
    }[];
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [{ snapshot }] = (await client.query('SELECT pg_export_snapshot() AS snapshot')).rows as {
      snapshot: string;
    }[];
    const counted = (await client.query(ROW_COUNTS_SQL)).rows as { table_name: string; rows: string }[];
    await runCommand(
      'pg_dump',
      [
        '--format=custom',
        '--compress=0',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${destination}`,
      ],
      `Dumping Postgres database ${connection.database}`,
      { env: libpqEnv(connection) },
    );
    await client.query('COMMIT');
    await verifyPostgresDump(destination);
    return { rows: Object.fromEntries(counted.map((row) => [row.table_name, Number(row.rows)])), serverVersion, tool };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** pg_restore reads the dump's table of contents: a truncated or foreign file fails here. */
export async function verifyPostgresDump(file: string): Promise<void> {
  try {
    await runCommand('pg_restore', ['--list', file], 'Reading the Postgres dump');
  } catch (error) {
    throw new OpsError(`The archive's Postgres dump is not readable by pg_restore. ${(error as Error).message}`);
  }
}

export interface PostgresState {
  tables: number;
  otherSessions: number;
}

/** How many tables the target already has, and who else is connected to it. */
export async function postgresState(connection: PostgresConnection): Promise<PostgresState> {
  let rows: string[][];
  try {
    rows = await psqlQuery(
      connection,
      `SELECT (SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'),
              (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid())`,
      `Connecting to the target database ${connection.database} at ${connection.host}:${connection.port}`,
    );
  } catch (error) {
    throw new OpsError(
      `${(error as Error).message}\nThe target database must exist (an empty one is fine: CREATE DATABASE ${connection.database}).`,
    );
  }
  return { tables: Number(rows[0][0]), otherSessions: Number(rows[0][1]) };
}

/**
 * Replaces the `public` schema with the dump's content in ONE transaction: psql receives BEGIN,
 * the schema reset, pg_restore's SQL, and COMMIT only once pg_restore has finished cleanly. Any
 * error (ON_ERROR_STOP) or a missing COMMIT rolls everything back on the server.
 */
export function restorePostgres(connection: PostgresConnection, dumpFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const env = libpqEnv(connection);
    const psql = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-o', '/dev/null'], {
      env,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dumpFile], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let psqlErr = '';
    let restoreErr = '';
    let failed = false;
    const fail = (message: string) => {
      if (failed) return;
      failed = true;
      restore.kill();
      psql.stdin.end();
      reject(new OpsError(message));
    };
    psql.stderr.on('data', (chunk: Buffer) => (psqlErr += chunk.toString()));
    restore.stderr.on('data', (chunk: Buffer) => (restoreErr += chunk.toString()));
    psql.on('error', (error) => fail(`Could not run psql: ${error.message}`));
    restore.on('error', (error) => fail(`Could not run pg_restore: ${error.message}`));
    psql.stdin.on('error', () => undefined); // psql stopped early: its exit code tells why

    psql.stdin.write(
      'SET client_min_messages = warning;\nBEGIN;\nDROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n',
    );
    restore.stdout.pipe(psql.stdin, { end: false });
    restore.on('close', (code) => {
      if (code !== 0)
        return fail(`pg_restore failed (exit ${code}); the database was left unchanged.\n${lastLines(restoreErr)}`);
      psql.stdin.end('COMMIT;\n');
    });
    psql.on('close', (code) => {
      if (failed) return;
      if (code !== 0) {
        failed = true;
        restore.kill();
        return reject(
          new OpsError(
            `psql failed (exit ${code}); the transaction was rolled back and the database left unchanged.\n${lastLines(psqlErr)}`,
          ),
        );
      }
      resolve();
    });
  });
}

/** A database on the server a postgres:// URL names (the drills make throw-away ones there). */
export function databaseOnServer(serverUrl: string, database: string): PostgresConnection {
  const parsed = new URL(serverUrl);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 5432),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database,
  };
}
