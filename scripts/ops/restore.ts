/**
 * `npm run restore FILE`: brings the CMS's database, upload folder and reports folder (or, with S3,
 * its buckets) back to the archive's state.
 *
 * Everything is checked before anything changes: the archive unpacks, every member matches the
 * manifest's size and sha256, the database copy is readable (SQLite integrity check / pg_restore's
 * table of contents), the database kind and Strapi version fit this CMS, and the target is empty
 * (or --force) and not in use, its reports folder or buckets too. Then the database is replaced
 * atomically (one rename / one transaction), then the uploads, then the reports (folder or bucket
 * objects); finally the result is compared with the manifest. An archive made before the reports
 * folder was backed up leaves the folder as it is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareVersions, formatBytes, unpackArchive, verifyUnpacked, type Manifest } from './archive';
import { OpsError } from './errors';
import {
  bucketContents,
  bucketDifferences,
  bucketsTarget,
  describeBuckets,
  restoreBuckets,
  type BucketsTarget,
} from './buckets';
import { hashTree, listFiles, replaceFolder } from './files';
import { postgresRowCounts, postgresState, restorePostgres, verifyPostgresDump } from './postgres';
import { inspectSqlite, restoreSqlite, sqliteRowCounts, sqliteTableCount, type RowCounts } from './sqlite';
import { describeDatabase, resolveTarget, type CmsTarget, type Env } from './target';

export interface RestoreOptions {
  file: string;
  /** Replace a target that already has content. */
  force?: boolean;
  /** Check the archive and the target, change nothing. */
  checkOnly?: boolean;
  env?: Env;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  changed: boolean;
  milliseconds: number;
}

/** Files a fresh upload folder may hold without counting as content. */
const PLACEHOLDERS = new Set(['.gitkeep']);

function compareRows(expected: RowCounts, actual: RowCounts): string[] {
  const differences: string[] = [];
  for (const [table, rows] of Object.entries(expected)) {
    if (actual[table] !== rows) differences.push(`${table}: ${actual[table] ?? 'missing'} rows, expected ${rows}`);
  }
  for (const table of Object.keys(actual)) if (!(table in expected)) differences.push(`${table}: not in the archive`);
  return differences;
}

async function checkTarget(
  target: CmsTarget,
  manifest: Manifest,
  store: BucketsTarget | undefined,
  force: boolean,
): Promise<void> {
  const reasons: string[] = [];
  if (target.database.client === 'sqlite') {
    const tables = sqliteTableCount(target.database.file);
    if (tables === 'unreadable')
      reasons.push(`the database file ${target.database.file} exists but is not a readable SQLite database`);
    else if (tables > 0) reasons.push(`the database ${target.database.file} already has ${tables} tables`);
  } else {
    const state = await postgresState(target.database.connection);
    if (state.otherSessions > 0) {
      throw new OpsError(
        `${state.otherSessions} other session(s) are connected to database ${target.database.connection.database}. ` +
          'Stop the CMS (and any other client) first, e.g. `docker compose stop cms`; nothing was changed.',
      );
    }
    if (state.tables > 0)
      reasons.push(`database ${target.database.connection.database} already has ${state.tables} tables`);
  }
  const uploads = listFiles(target.uploadsDir).filter((path) => !PLACEHOLDERS.has(path));
  if (uploads.length > 0) reasons.push(`the upload folder ${target.uploadsDir} already holds ${uploads.length} files`);
  const reports = manifest.reports ? listFiles(target.reportsDir).length : 0;
  if (reports > 0) reasons.push(`the reports folder ${target.reportsDir} already holds ${reports} files`);
  if (store) reasons.push(...(await bucketContents(store)));
  if (reasons.length > 0 && !force) {
    throw new OpsError(
      `The target is not empty: ${reasons.join('; ')}. A restore replaces all of it; run again with --force to confirm. Nothing was changed.`,
    );
  }
}

/** Checks the unpacked archive and whether it fits this CMS; throws with the reason when it does not. */
async function checkArchive(work: string, target: CmsTarget, log: (line: string) => void): Promise<Manifest> {
  const manifest = await verifyUnpacked(work);
  const { database } = manifest;
  const objects = manifest.buckets
    ? `, ${manifest.buckets.media.count} media and ${manifest.buckets.reports.count} report objects`
    : manifest.reports
      ? `, ${manifest.reports.count} reports (${formatBytes(manifest.reports.bytes)})`
      : '';
  log(
    `  made ${manifest.created_at} by Strapi ${manifest.strapi_version}: ${database.client} database (${database.tables} tables), ` +
      `${manifest.uploads.count} uploads (${formatBytes(manifest.uploads.bytes)})${objects}; every checksum matches`,
  );
  log(
    manifest.source
      ? `  made on host ${manifest.source.host} from ${manifest.source.database}`
      : '  where it was made is not recorded (an older archive)',
  );

  if (database.client !== target.database.client) {
    throw new OpsError(
      `The archive holds a ${database.client} database, but this CMS is configured for ${target.database.client} (DATABASE_CLIENT). ` +
        'Restore into a CMS of the same kind; nothing was changed.',
    );
  }
  const versions = compareVersions(manifest.strapi_version, target.strapiVersion);
  if (versions > 0) {
    throw new OpsError(
      `The archive was made by Strapi ${manifest.strapi_version}, newer than the installed ${target.strapiVersion}: ` +
        'upgrade the CMS first (its schema may not read newer data); nothing was changed.',
    );
  }
  if (versions < 0)
    log(
      `  note: made by Strapi ${manifest.strapi_version}; Strapi ${target.strapiVersion} migrates the data on its next start`,
    );

  const staged = join(work, database.file.path);
  if (database.client === 'sqlite') {
    const { rows } = inspectSqlite(staged);
    const differences = compareRows(database.rows, rows);
    if (differences.length > 0)
      throw new OpsError(`The SQLite copy does not hold what the manifest says: ${differences.slice(0, 5).join('; ')}`);
  } else {
    await verifyPostgresDump(staged);
  }
  if (!manifest.buckets && !manifest.reports)
    log(
      `  note: the archive holds no patient reports (made before they were backed up); the reports folder ${target.reportsDir} is left as it is`,
    );
  return manifest;
}

/**
 * The buckets to restore into: an archive with bucket objects needs a CMS with S3 configured (its
 * pictures' addresses are the bucket's); one without leaves this CMS's buckets as they are.
 */
function storeFor(manifest: Manifest, target: CmsTarget, log: (line: string) => void): BucketsTarget | undefined {
  const store = bucketsTarget(target.env);
  if (manifest.buckets && !store) {
    throw new OpsError(
      'The archive holds the media and reports buckets of a CMS on object storage, but this CMS has no S3_BUCKET: ' +
        'set the S3_* variables (docs/DEPLOYMENT.md) to the empty buckets to restore into; nothing was changed.',
    );
  }
  if (!manifest.buckets && store) {
    log(
      `  note: the archive holds no bucket objects (made with uploads on disk); the ${describeBuckets(store)} are left as they are, ` +
        'the files go to the upload and reports folders',
    );
    store.client.destroy();
    return undefined;
  }
  return store;
}

/** Compares the restored state with the archive: row counts, upload and report checksums, bucket objects. */
async function differencesAfterRestore(
  manifest: Manifest,
  target: CmsTarget,
  store: BucketsTarget | undefined,
): Promise<string[]> {
  const rows =
    target.database.client === 'sqlite'
      ? sqliteRowCounts(target.database.file)
      : await postgresRowCounts(target.database.connection);
  const differences = compareRows(manifest.database.rows, rows);
  for (const [dir, folder] of [
    [target.uploadsDir, manifest.uploads],
    [target.reportsDir, manifest.reports],
  ] as const) {
    if (!folder) continue;
    const hashes = await hashTree(dir);
    for (const entry of folder.files) {
      const path = entry.path.replace(/^(uploads|reports)\//, '');
      if (hashes[path] !== entry.sha256) differences.push(`${entry.path} differs after the restore`);
    }
  }
  if (store && manifest.buckets) differences.push(...(await bucketDifferences(store, manifest.buckets)));
  return differences;
}

async function applyRestore(
  work: string,
  manifest: Manifest,
  target: CmsTarget,
  store: BucketsTarget | undefined,
  log: (line: string) => void,
): Promise<void> {
  const staged = join(work, manifest.database.file.path);
  if (target.database.client === 'sqlite') restoreSqlite(staged, target.database.file);
  else await restorePostgres(target.database.connection, staged);
  log('  database restored');
  try {
    replaceFolder(join(work, 'uploads'), target.uploadsDir, 'uploads');
    log(`  ${manifest.uploads.count} uploads restored`);
    if (manifest.reports) {
      // Patients' medical records: a folder the restore creates is its owner's alone.
      replaceFolder(join(work, 'reports'), target.reportsDir, 'reports', 0o700);
      log(`  ${manifest.reports.count} reports restored into ${target.reportsDir}`);
    }
    if (store && manifest.buckets) {
      await restoreBuckets(store, manifest.buckets, work);
      log(`  ${manifest.buckets.media.count} media and ${manifest.buckets.reports.count} report objects restored`);
    }
  } catch (error) {
    throw new OpsError(
      `The database was restored, but the uploads or reports were not: ${(error as Error).message}\nRun the restore again with --force.`,
    );
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = Date.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const target = resolveTarget(options.env ?? process.env);
  const work = mkdtempSync(join(tmpdir(), 'hospital-restore-'));
  let store: BucketsTarget | undefined;
  try {
    log(`Checking ${options.file}`);
    await unpackArchive(options.file, work);
    const manifest = await checkArchive(work, target, log);
    store = storeFor(manifest, target, log);

    log(
      `Target: ${describeDatabase(target.database)} and ${target.uploadsDir}` +
        (manifest.reports ? `, ${target.reportsDir}` : '') +
        (store ? `, ${describeBuckets(store)}` : ''),
    );
    await checkTarget(target, manifest, store, options.force ?? false);
    if (options.checkOnly) {
      log('The archive and the target are fine; nothing was changed (--check).');
      return { manifest, changed: false, milliseconds: Date.now() - started };
    }

    await applyRestore(work, manifest, target, store, log);
    const differences = await differencesAfterRestore(manifest, target, store);
    if (differences.length > 0) {
      throw new OpsError(`The restored state differs from the archive: ${differences.slice(0, 5).join('; ')}`);
    }
    const milliseconds = Date.now() - started;
    log(
      `Restored in ${(milliseconds / 1000).toFixed(1)} s; row counts and upload checksums match the archive` +
        `${manifest.reports ? ', and so do the reports' : ''}${store ? ', and so do the buckets' : ''}. Start the CMS.`,
    );
    return { manifest, changed: true, milliseconds };
  } finally {
    store?.client.destroy();
    rmSync(work, { recursive: true, force: true });
  }
}
