import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'build', '.tmp', '.cache', '.strapi', 'uploads', 'coverage']);

function newestIn(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (SKIP.has(entry)) continue;
    newest = Math.max(newest, newestIn(join(path, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than any of `sources`: the build must run again. */
export function isStale(output: string, sources: string[]): boolean {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestIn(source) > built);
}
