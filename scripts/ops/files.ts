/**
 * Files: checksums, the upload and reports folders' inventory, and putting a restored folder in place.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  copyFileSync,
  statSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { OpsError } from './errors';

export interface FileEntry {
  /** Path inside the archive, with forward slashes (e.g. `uploads/photo_ab12.jpg`). */
  path: string;
  bytes: number;
  sha256: string;
}

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every regular file under `dir`, relative paths with forward slashes, sorted. Symbolic links are reported, not followed. */
export function listFiles(dir: string, skipped: string[] = []): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = join(current, name);
      const stat = lstatSync(full);
      if (stat.isDirectory()) walk(full);
      else if (stat.isFile()) files.push(relative(dir, full).split(sep).join('/'));
      else skipped.push(relative(dir, full));
    }
  };
  walk(dir);
  return files;
}

export async function describeFile(file: string, archivePath: string): Promise<FileEntry> {
  return { path: archivePath, bytes: statSync(file).size, sha256: await sha256File(file) };
}

/** sha256 of every file under `dir`, by relative path: what a restore must reproduce byte for byte. */
export async function hashTree(dir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const path of listFiles(dir)) hashes[path] = await sha256File(join(dir, path));
  return hashes;
}

/**
 * Copies a folder (the uploads, the reports) into `destination`, file by file, describing each
 * copy. A file deleted while the backup runs is left out (the database snapshot was taken first,
 * so a file it names can only be missing if it was deleted afterwards). A folder that does not
 * exist yet (no report ever sent) has no files.
 */
export async function copyFolder(
  sourceDir: string,
  destination: string,
  archivePrefix: string,
): Promise<{ files: FileEntry[]; skipped: string[] }> {
  const skipped: string[] = [];
  const files: FileEntry[] = [];
  for (const path of listFiles(sourceDir, skipped)) {
    const target = join(destination, path);
    mkdirSync(dirname(target), { recursive: true });
    try {
      copyFileSync(join(sourceDir, path), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        skipped.push(`${path} (deleted during the backup)`);
        continue;
      }
      throw error;
    }
    files.push(await describeFile(target, `${archivePrefix}/${path}`));
  }
  return { files, skipped };
}

/**
 * Replaces the content of `folder` (the uploads, the reports) with the files of `sourceDir`. The
 * new files are first copied into a hidden folder inside `folder` (same file system, and the
 * folder itself may be a mount point, as with a Docker volume, so it is never renamed); then the
 * old entries move aside and the new ones move in by renames, and the old ones are deleted. On a
 * failure before the swap the folder is untouched; during it, the old entries are moved back.
 * A missing folder is created with `mode` (the reports': its owner's alone).
 */
export function replaceFolder(sourceDir: string, folder: string, what: 'uploads' | 'reports', mode = 0o777): void {
  mkdirSync(folder, { recursive: true, mode });
  const tag = randomBytes(4).toString('hex');
  const staging = join(folder, `.restoring-${tag}`);
  const previous = join(folder, `.replaced-${tag}`);
  const isOurs = (name: string) => name === `.restoring-${tag}` || name === `.replaced-${tag}`;
  try {
    mkdirSync(staging);
    for (const path of listFiles(sourceDir)) {
      mkdirSync(dirname(join(staging, path)), { recursive: true });
      copyFileSync(join(sourceDir, path), join(staging, path));
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new OpsError(`Could not copy the restored ${what} into ${folder}: ${(error as Error).message}`);
  }

  mkdirSync(previous);
  const movedAside: string[] = [];
  const movedIn: string[] = [];
  try {
    for (const name of readdirSync(folder)) {
      if (isOurs(name)) continue;
      renameSync(join(folder, name), join(previous, name));
      movedAside.push(name);
    }
    for (const name of readdirSync(staging)) {
      renameSync(join(staging, name), join(folder, name));
      movedIn.push(name);
    }
  } catch (error) {
    for (const name of movedIn) rmSync(join(folder, name), { recursive: true, force: true });
    for (const name of movedAside) renameSync(join(previous, name), join(folder, name));
    rmSync(staging, { recursive: true, force: true });
    rmSync(previous, { recursive: true, force: true });
    throw new OpsError(
      `Could not swap the restored ${what} into ${folder} (the old files were put back): ${(error as Error).message}`,
    );
  }
  rmSync(staging, { recursive: true, force: true });
  rmSync(previous, { recursive: true, force: true });
}
