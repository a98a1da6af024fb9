/**
 * `npm run backup`: one archive with the database content, every uploaded file and every patient's
 * report in the reports folder (see archive.ts), or with S3 configured every object of the media
 * and reports buckets instead. The database snapshot is taken first and the folders and buckets
 * copied second, so every file the database names is in the archive (unless it was deleted in
 * between); all of it works while the CMS runs.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  MANIFEST,
  formatBytes,
  writeArchive,
  type FolderBackup,
  type Manifest,
} from './archive';
import { BUCKET_ROLES, bucketsTarget, copyBucket, describeBuckets, type BucketsBackup } from './buckets';
import { copyFolder, describeFile } from './files';
import { backupPostgres } from './postgres';
import { backupSqlite } from './sqlite';
import { ROOT, describeDatabase, resolveTarget, type Env } from './target';

export interface BackupOptions {
  /** The archive to write; default `<BACKUP_DIR or ./backups>/hospital-cms-<client>-<timestamp>.tar.gz`. */
  output?: string;
  env?: Env;
  log?: (line: string) => void;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  milliseconds: number;
}

/** Copies `dir` into `<staging>/<folder>/` (an empty folder when `dir` does not exist) and logs what it holds. */
async function backupFolder(
  dir: string,
  staging: string,
  folder: 'uploads' | 'reports',
  log: (line: string) => void,
): Promise<FolderBackup> {
  const { files, skipped } = await copyFolder(dir, join(staging, folder), folder);
  mkdirSync(join(staging, folder), { recursive: true });
  for (const path of skipped) log(`  skipped ${path}`);
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  log(`  ${folder}: ${files.length} files, ${formatBytes(bytes)}`);
  return { count: files.length, bytes, files };
}

function timestamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*$/, '');
}

export async function createBackup(options: BackupOptions = {}): Promise<BackupResult> {
  const started = Date.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const target = resolveTarget(options.env ?? process.env);
  const store = bucketsTarget(target.env);
  const createdAt = new Date();
  const backupDir = resolve(target.env.BACKUP_DIR ?? join(ROOT, 'backups'));
  const output = resolve(
    options.output ?? join(backupDir, `hospital-cms-${target.database.client}-${timestamp(createdAt)}.tar.gz`),
  );
  mkdirSync(dirname(output), { recursive: true });

  const staging = mkdtempSync(join(tmpdir(), 'hospital-backup-'));
  try {
    mkdirSync(join(staging, 'database'));
    // With S3 the reports are the reports bucket's objects; the folder is not the CMS's then.
    log(
      `Backing up ${describeDatabase(target.database)} and ${target.uploadsDir}` +
        (store ? `, and the ${describeBuckets(store)}` : `, and the reports in ${target.reportsDir}`),
    );

    let database: Manifest['database'];
    if (target.database.client === 'sqlite') {
      const file = join(staging, 'database', 'strapi.sqlite');
      const { rows, sqliteVersion } = await backupSqlite(target.database.file, file);
      database = {
        client: 'sqlite',
        method: `SQLite online backup API (SQLite ${sqliteVersion})`,
        file: await describeFile(file, 'database/strapi.sqlite'),
        tables: Object.keys(rows).length,
        rows,
      };
    } else {
      const file = join(staging, 'database', 'strapi.pgdump');
      const { rows, serverVersion, tool } = await backupPostgres(target.database.connection, file);
      database = {
        client: 'postgres',
        method: `${tool}, custom format`,
        server_version: serverVersion,
        file: await describeFile(file, 'database/strapi.pgdump'),
        tables: Object.keys(rows).length,
        rows,
      };
    }
    log(`  database: ${database.tables} tables, ${formatBytes(database.file.bytes)} (${database.method})`);

    const uploads = await backupFolder(target.uploadsDir, staging, 'uploads', log);
    const reports = store ? undefined : await backupFolder(target.reportsDir, staging, 'reports', log);
    let buckets: BucketsBackup | undefined;
    if (store) {
      const copied = {} as BucketsBackup;
      for (const role of BUCKET_ROLES) {
        const { backup, skipped: gone } = await copyBucket(store.client, store.buckets[role], role, staging);
        for (const object of gone) log(`  skipped ${object}`);
        log(`  ${role} bucket ${backup.bucket}: ${backup.count} objects, ${formatBytes(backup.bytes)}`);
        copied[role] = backup;
      }
      buckets = copied;
    }

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      created_at: createdAt.toISOString(),
      source: { host: hostname(), database: describeDatabase(target.database) },
      strapi_version: target.strapiVersion,
      node_version: process.version,
      database,
      uploads,
      ...(reports ? { reports } : {}),
      ...(buckets ? { buckets } : {}),
    };
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeArchive(staging, output);
    const bytes = statSync(output).size;
    const milliseconds = Date.now() - started;
    log(`Wrote ${output} (${formatBytes(bytes)}) in ${(milliseconds / 1000).toFixed(1)} s.`);
    log(`Restore it (CMS stopped) with: ${target.env.RESTORE_COMMAND ?? 'npm run restore --'} ${output}`);
    return { file: output, bytes, manifest, milliseconds };
  } finally {
    store?.client.destroy();
    rmSync(staging, { recursive: true, force: true });
  }
}
