import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes a file of the page store whole, or not at all: beside it under a temporary name, then
 * renamed over it (a rename within a folder is atomic). The temporary name is this writer's own:
 * with `--scale site=N` the instances share one page-store volume, and two of them saving the same
 * page under one shared temporary name would truncate each other's half-written copy and rename it
 * into place.
 */
export function writeWhole(dir: string, name: string, data: string | Buffer): void {
  const partial = join(dir, `${name}.${process.pid}-${randomBytes(6).toString('hex')}.partial`);
  try {
    writeFileSync(partial, data);
    renameSync(partial, join(dir, name));
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}
