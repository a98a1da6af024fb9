// `npm install` runs this (the root package's `prepare`): it installs the pre-commit hook
// (simple-git-hooks runs lint-staged, see package.json) into this clone's .git/hooks. Plain Node:
// it runs before anything is built. It does nothing, and never fails the install, where a hook has
// no use or no home: in CI, in a Docker build (no .git), or in a linked worktree, whose hooks are
// the main clone's and so shared with every other worktree.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const skip = (reason) => {
  console.log(`Git hooks not installed: ${reason}.`);
  process.exit(0);
};

if (process.env.CI) skip('CI');
const gitPath = join(root, '.git');
if (!existsSync(gitPath)) skip('no .git here');
if (!statSync(gitPath).isDirectory()) skip('a linked worktree shares the main clone’s hooks; install them there');

let cli;
try {
  cli = createRequire(import.meta.url).resolve('simple-git-hooks/cli.js');
} catch {
  skip('simple-git-hooks is not installed (npm install --omit=dev?)');
}
try {
  execFileSync(process.execPath, [cli], { cwd: root, stdio: 'inherit' });
} catch (error) {
  console.warn(`Git hooks not installed: ${error instanceof Error ? error.message : String(error)}`);
}
