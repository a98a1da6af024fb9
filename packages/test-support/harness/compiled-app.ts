import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

/**
 * The harness boots the compiled app (cms/dist), because Strapi ignores the TypeScript config
 * files of an uncompiled project (strapi/strapi#20935).
 */

/** cms/ (this file is packages/test-support/harness/compiled-app.ts). */
export const CMS_DIR = resolve(__dirname, '..', '..', '..', 'cms');
export const DIST_DIR = join(CMS_DIR, 'dist');
const BUILD_INFO = join(DIST_DIR, 'tsconfig.tsbuildinfo');
const CONTRACT_DIR = resolve(CMS_DIR, '..', 'packages', 'contract');
const CONTRACT_TSCONFIG = join(CONTRACT_DIR, 'tsconfig.json');

/**
 * Vitest's global setup: compiles cms/ when a source file is newer than the last compile, so that
 * `npx vitest run tests/api/x.test.ts` never tests yesterday's code. `npm test` compiles before
 * vitest starts, and then this costs nothing.
 */
export default function compileIfStale(): void {
  if (existsSync(join(DIST_DIR, 'src', 'index.js')) && !newerSource()) return;
  const tsc = createRequire(join(CMS_DIR, 'package.json')).resolve('typescript/bin/tsc');
  // The contract package first: cms/ compiles against its declarations and runs its output.
  execFileSync(process.execPath, [tsc, '-p', CONTRACT_TSCONFIG], { cwd: CMS_DIR, stdio: 'inherit' });
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: CMS_DIR, stdio: 'inherit' });
  // tsc leaves its build info alone when no file's content changed (a touched file): mark the
  // check done, or every later run would compile again.
  const now = new Date();
  utimesSync(BUILD_INFO, now, now);
}

export function assertCompiled(): void {
  if (!existsSync(join(DIST_DIR, 'src', 'index.js'))) {
    throw new Error('cms/dist is missing: run `npm run compile -w cms` (`npm test -w cms` compiles first).');
  }
}

function newerSource(): boolean {
  if (!existsSync(BUILD_INFO)) return true;
  const compiledAt = statSync(BUILD_INFO).mtimeMs;
  return [...['src', 'config', 'scripts'].map((dir) => join(CMS_DIR, dir)), join(CONTRACT_DIR, 'src')].some((dir) =>
    sourceFiles(dir).some((file) => statSync(file).mtimeMs > compiledAt),
  );
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : sourceFiles(path);
    return /\.(ts|json)$/.test(entry.name) ? [path] : [];
  });
}
