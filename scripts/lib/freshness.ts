import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './processes';
import { CONTRACT_SOURCES, ROOT, WEB_DIR } from './paths';

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

/** Builds the site (`npm run build -w web`) unless the site's server build is newer than every source of it. */
export async function buildSiteIfStale(env: NodeJS.ProcessEnv): Promise<void> {
  const sources = [
    ...['src', 'server', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(WEB_DIR, p)),
    CONTRACT_SOURCES,
  ];
  if (isStale(join(WEB_DIR, 'dist', 'server', 'main.js'), sources)) {
    console.log('Building the site...');
    await run('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, env });
  }
}
