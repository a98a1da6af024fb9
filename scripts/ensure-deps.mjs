// Installs the workspace's dependencies when they are missing or older than the lockfile,
// so `npm start` and `npm test` work on a fresh clone. Plain Node: nothing is installed yet.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const marker = join(root, 'node_modules', '.package-lock.json');
const lockfile = join(root, 'package-lock.json');

const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lockfile).mtimeMs;
if (stale) {
  console.log('Installing dependencies (first run: about 3 minutes, better-sqlite3 builds from source)...');
  execSync(process.env.CI ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' },
  });
}
