/**
 * SQLite: SQLite's online backup API (through better-sqlite3, the driver the CMS uses) copies a
 * consistent snapshot page by page even while the CMS writes; a restore replaces the file
 * atomically (rename) after folding any write-ahead log of the old one into it.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, copyFileSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { OpsError } from './errors';

export type RowCounts = Record<string, number>;

function tableNames(db: Database.Database): string[] {
  return (
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as {
      name: string;
    }[]
  ).map((row) => row.name);
}

function countRows(db: Database.Database): RowCounts {
  const counts: RowCounts = {};
  for (const name of tableNames(db)) {
    counts[name] = (db.prepare(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as { n: number }).n;
  }
  return counts;
}

/** A consistent copy of `file` at `destination`, checked, with the rows of every table counted. */
export async function backupSqlite(
  file: string,
  destination: string,
): Promise<{ rows: RowCounts; sqliteVersion: string }> {
  if (!existsSync(file))
    throw new OpsError(
      `The SQLite database ${file} does not exist (has the CMS ever started with this DATABASE_FILENAME?).`,
    );
  const source = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(destination);
  } finally {
    source.close();
  }
  return inspectSqlite(destination);
}

/** Opens a SQLite file read-only, runs SQLite's integrity check and counts the rows of every table. */
export function inspectSqlite(file: string): { rows: RowCounts; sqliteVersion: string } {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new OpsError(`${file} is not a SQLite database: ${(error as Error).message}`);
  }
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new OpsError(`SQLite's integrity check of ${file} failed: ${String(check)}`);
    const sqliteVersion = (db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
    return { rows: countRows(db), sqliteVersion };
  } catch (error) {
    if (error instanceof OpsError) throw error;
    throw new OpsError(`${file} is not a readable SQLite database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/** Number of tables in the target database: 0 when the file does not exist yet, 'unreadable' when it is damaged. */
export function sqliteTableCount(file: string): number | 'unreadable' {
  if (!existsSync(file)) return 0;
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return tableNames(db).length;
    } finally {
      db.close();
    }
  } catch {
    return 'unreadable';
  }
}

/**
 * Puts the checked copy `source` in place of `target`. The old database's write-ahead log is first
 * checkpointed into it (so nothing is lost if the swap fails) and then removed (so it can never be
 * replayed onto the restored file); the new file arrives by one atomic rename.
 */
export function restoreSqlite(source: string, target: string): void {
  mkdirSync(dirname(target), { recursive: true });
  const incoming = `${target}.restoring`;
  copyFileSync(source, incoming);
  const fd = openSync(incoming, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    if (existsSync(target)) {
      try {
        const old = new Database(target, { fileMustExist: true });
        try {
          old.pragma('wal_checkpoint(TRUNCATE)');
        } finally {
          old.close();
        }
      } catch {
        // A damaged database (the reason for many restores) cannot be checkpointed: it is replaced all the same.
      }
    }
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true });
    renameSync(incoming, target);
  } catch (error) {
    rmSync(incoming, { force: true });
    throw new OpsError(`Could not put the restored database in place at ${target}: ${(error as Error).message}`);
  }
}

export function sqliteRowCounts(file: string): RowCounts {
  return inspectSqlite(file).rows;
}
