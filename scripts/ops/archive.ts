/**
 * The backup archive: one gzip-compressed tar file holding
 *
 *   manifest.json        what the archive holds and how to check it (below)
 *   database/<file>      the database: a SQLite file, or a pg_dump custom-format dump
 *   uploads/...          every file of the upload folder, as it was
 *   reports/...          without S3: every file of the patients' reports folder (PATIENT_REPORTS_DIR)
 *   buckets/media/<n>    with S3 configured: every object of the public media bucket,
 *   buckets/reports/<n>  and of the private reports bucket (keys and content types in the manifest)
 *
 * The manifest lists every other member with its size and sha256; a restore refuses an archive
 * whose members do not match it exactly, before it changes anything.
 */
import { chmodSync, existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { OpsError } from './errors';
import { describeFile, listFiles, type FileEntry } from './files';
import { runCommand } from './run';
import { bucketEntryProblems, type BucketsBackup } from './buckets';
import type { RowCounts } from './sqlite';

export const ARCHIVE_FORMAT = 'hospital-cms-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST = 'manifest.json';

/** A folder's files in the archive: `uploads/...` or `reports/...`. */
export interface FolderBackup {
  count: number;
  bytes: number;
  files: FileEntry[];
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  created_at: string;
  /** Where the archive was made (archives from before this field have none). */
  source?: { host: string; database: string };
  strapi_version: string;
  node_version: string;
  database: {
    client: 'sqlite' | 'postgres';
    /** How the copy was taken, e.g. "SQLite online backup API 3.50.2" or "pg_dump (PostgreSQL) 15.20, custom format". */
    method: string;
    /** Postgres server version at backup time. */
    server_version?: string;
    file: FileEntry;
    tables: number;
    /** Rows per table at the moment of the snapshot; a restore checks the restored database against them. */
    rows: RowCounts;
  };
  uploads: FolderBackup;
  /**
   * The patients' reports folder, when the reports are on disk (no S3_BUCKET). Absent with S3
   * configured (the reports are the reports bucket's objects, in `buckets`) and in archives made
   * before the folder was backed up (their restore leaves the folder as it is).
   */
  reports?: FolderBackup;
  /** With S3 configured (S3_BUCKET): both buckets' objects. Absent when the uploads are on disk. */
  buckets?: BucketsBackup;
}

/** Writes `<output>.partial` from the staging folder, then renames it: a half-written archive never carries the final name. */
export async function writeArchive(stagingDir: string, output: string): Promise<void> {
  const partial = `${output}.partial`;
  try {
    await runCommand(
      'tar',
      [
        '--create',
        '--gzip',
        `--file=${partial}`,
        '--owner=0',
        '--group=0',
        '--numeric-owner',
        `--directory=${stagingDir}`,
        MANIFEST,
        'database',
        'uploads',
        ...(existsSync(join(stagingDir, 'reports')) ? ['reports'] : []),
        ...(existsSync(join(stagingDir, 'buckets')) ? ['buckets'] : []),
      ],
      'Writing the archive',
    );
    // Patients' contact requests and account hashes are inside: readable by the owner only.
    chmodSync(partial, 0o600);
    renameSync(partial, output);
  } finally {
    rmSync(partial, { force: true });
  }
}

const ALLOWED_MEMBER =
  /^(manifest\.json|database\/?|database\/[^/]+|uploads\/?|uploads\/.+|reports\/?|reports\/.+|buckets\/?|buckets\/(media|reports)\/?|buckets\/(media|reports)\/\d+)$/;

/** Lists and unpacks the archive into `destination`, refusing anything that is not a well-formed archive of ours. */
export async function unpackArchive(file: string, destination: string): Promise<void> {
  if (!existsSync(file)) throw new OpsError(`No such archive: ${file}`);
  if (!statSync(file).isFile()) throw new OpsError(`${file} is not a file.`);
  let listing: string;
  try {
    listing = (await runCommand('tar', ['--list', '--gzip', `--file=${file}`], 'Reading the archive')).stdout;
  } catch (error) {
    throw new OpsError(
      `${file} is not a readable .tar.gz archive (corrupt or truncated?).\n${(error as Error).message}`,
    );
  }
  const members = listing.split('\n').filter((line) => line !== '');
  const unexpected = members.filter((name) => !ALLOWED_MEMBER.test(name) || name.split('/').includes('..'));
  if (!members.includes(MANIFEST))
    throw new OpsError(`${file} has no ${MANIFEST}: it is not a backup made by npm run backup.`);
  if (unexpected.length > 0) {
    throw new OpsError(
      `${file} holds members a backup never has: ${unexpected.slice(0, 5).join(', ')}${unexpected.length > 5 ? ', ...' : ''}`,
    );
  }
  try {
    await runCommand(
      'tar',
      [
        '--extract',
        '--gzip',
        `--file=${file}`,
        `--directory=${destination}`,
        '--no-same-owner',
        '--no-same-permissions',
        '--no-overwrite-dir',
      ],
      'Unpacking the archive',
    );
  } catch (error) {
    throw new OpsError(`${file} could not be unpacked (corrupt or truncated?).\n${(error as Error).message}`);
  }
}

function readManifest(dir: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch (error) {
    throw new OpsError(`${MANIFEST} is not valid JSON: ${(error as Error).message}`);
  }
  if (manifest?.format !== ARCHIVE_FORMAT)
    throw new OpsError(`${MANIFEST} does not describe a ${ARCHIVE_FORMAT} archive.`);
  if (manifest.version !== ARCHIVE_VERSION) {
    throw new OpsError(
      `The archive has format version ${manifest.version}; this restore reads version ${ARCHIVE_VERSION}.`,
    );
  }
  const client = manifest.database?.client;
  if (
    (client !== 'sqlite' && client !== 'postgres') ||
    !manifest.database.file?.path ||
    !Array.isArray(manifest.uploads?.files)
  ) {
    throw new OpsError(`${MANIFEST} is incomplete (database or uploads missing).`);
  }
  if (manifest.reports !== undefined && !Array.isArray(manifest.reports?.files))
    throw new OpsError(`${MANIFEST} is incomplete (the reports' files missing).`);
  if (manifest.reports && manifest.buckets)
    throw new OpsError(`${MANIFEST} lists the reports twice, in a folder and in a bucket: it is not one we wrote.`);
  const buckets = manifest.buckets;
  if (buckets !== undefined && !(Array.isArray(buckets?.media?.objects) && Array.isArray(buckets?.reports?.objects)))
    throw new OpsError(`${MANIFEST} is incomplete (a bucket's objects missing).`);
  return manifest;
}

/** What is wrong with a folder's part of the manifest: an entry outside the folder, counts that do not add up. */
function folderProblems(folder: 'uploads' | 'reports', backup: FolderBackup | undefined): string[] {
  if (!backup) return [];
  const problems = backup.files
    .filter((entry) => !String(entry.path).startsWith(`${folder}/`))
    .map((entry) => `${JSON.stringify(entry.path)} is not in ${folder}/`);
  const totalBytes = backup.files.reduce((sum, entry) => sum + entry.bytes, 0);
  if (backup.count !== backup.files.length || backup.bytes !== totalBytes)
    problems.push(`the ${folder === 'uploads' ? 'upload' : 'report'} counts in the manifest do not add up`);
  return problems;
}

/**
 * Checks an unpacked archive against its manifest: every listed file present with its size and
 * sha256, no file that the manifest does not list, the counts and totals consistent.
 */
export async function verifyUnpacked(dir: string): Promise<Manifest> {
  const manifest = readManifest(dir);
  const objects = manifest.buckets ? [...manifest.buckets.media.objects, ...manifest.buckets.reports.objects] : [];
  const reports = manifest.reports?.files ?? [];
  const expected = [manifest.database.file, ...manifest.uploads.files, ...reports, ...objects];
  const odd: string[] = [];
  const present = new Set(
    ['database', 'uploads', 'reports', 'buckets'].flatMap((folder) =>
      listFiles(join(dir, folder), odd).map((p) => `${folder}/${p}`),
    ),
  );
  const problems: string[] = odd.map((path) => `${path} is not a regular file (links and devices are never backed up)`);
  problems.push(...folderProblems('uploads', manifest.uploads), ...folderProblems('reports', manifest.reports));
  if (manifest.buckets) problems.push(...bucketEntryProblems(manifest.buckets));
  for (const entry of expected) {
    if (!present.has(entry.path)) {
      problems.push(`${entry.path} is missing`);
      continue;
    }
    present.delete(entry.path);
    const actual = await describeFile(join(dir, entry.path), entry.path);
    if (actual.bytes !== entry.bytes)
      problems.push(`${entry.path} has ${actual.bytes} bytes, the manifest says ${entry.bytes}`);
    else if (actual.sha256 !== entry.sha256) problems.push(`${entry.path} does not match its sha256 checksum`);
  }
  for (const path of present) problems.push(`${path} is not listed in the manifest`);
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).map((problem) => `  - ${problem}`);
    if (problems.length > 10) shown.push(`  - ... and ${problems.length - 10} more`);
    throw new OpsError(`The archive does not match its manifest (damaged or altered):\n${shown.join('\n')}`);
  }
  return manifest;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** Compares dotted versions: negative when a < b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  const pb = b.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
