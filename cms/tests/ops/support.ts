/**
 * Helpers for the operations tests: running the repository's backup/restore commands as the
 * operator would (child processes of `npm run backup` / `npm run restore`'s entry points), and
 * fingerprints of a database + upload folder to prove that something did or did not change.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestDatabase } from '@hospital/test-support/harness';
import { hashTree } from '@hospital/ops/files';
import { postgresRowCounts, libpqEnv } from '@hospital/ops/postgres';
import { sqliteRowCounts } from '@hospital/ops/sqlite';
import { resolveTarget } from '@hospital/ops/target';

export const ROOT = resolve(__dirname, '..', '..', '..');

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
  milliseconds: number;
}

/** The environment a command sees when pointed at `database`: like the harness, no DATABASE_* left over from outside. */
export function envFor(database: TestDatabase): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith('DATABASE_') && name !== 'PUBLIC_DIR' && name !== 'NODE_ENV') env[name] = value;
  }
  return { ...env, ...database.env };
}

/** Runs scripts/<script>.ts with tsx, as `npm run <script> -- ...args` does. */
export function runOps(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  const started = Date.now();
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', `${script}.ts`), ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr, milliseconds: Date.now() - started }));
  });
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Everything a restore could change, condensed: the database's full content (the SQLite file's
 * bytes, or a plain-SQL pg_dump) and the sha256 of every uploaded file and every patient's report.
 */
export async function fingerprint(database: TestDatabase): Promise<{
  database: string;
  rows: Record<string, number>;
  uploads: Record<string, string>;
  reports: Record<string, string>;
}> {
  const target = resolveTarget(envFor(database));
  const uploads = await hashTree(target.uploadsDir);
  const reports = await hashTree(target.reportsDir);
  if (target.database.client === 'sqlite') {
    return {
      database: sha256(readFileSync(target.database.file)),
      rows: sqliteRowCounts(target.database.file),
      uploads,
      reports,
    };
  }
  const connection = target.database.connection;
  const dump = await new Promise<string>((resolvePromise, reject) => {
    const child = spawn('pg_dump', ['--format=plain', '--no-owner', '--no-privileges'], {
      env: libpqEnv(connection),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Bytes first, text once: a Bengali or Hindi character split across two chunks would otherwise
    // be decoded as two replacement characters, differently on each run.
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) =>
      code === 0 ? resolvePromise(Buffer.concat(out).toString('utf8')) : reject(new Error(`pg_dump failed: ${err}`)),
    );
  });
  // psql 15.14+ brackets a dump with a random \restrict key: not content.
  const content = dump
    .split('\n')
    .filter((line) => !/^\\(un)?restrict /.test(line))
    .join('\n');
  return { database: sha256(content), rows: await postgresRowCounts(connection), uploads, reports };
}
