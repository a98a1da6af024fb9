import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyPostgresDatabase, dropPostgresDatabase } from './postgres-server';
import { postgresServerUrl, type DatabaseTarget } from './target';

/**
 * Booting Strapi on an empty database creates every table, role and permission, and with the demo
 * content it also draws and uploads every picture: 10 to 35 s a boot, against about a second on a
 * database it has already set up. So a test run sets up each kind of database once per target, on
 * first need, and every test file that does not bring its own database starts on a copy of it: a
 * Postgres `CREATE DATABASE … TEMPLATE`, or a copy of the SQLite file, with a copy of the public
 * folder that holds the uploaded pictures. The boot on the copy still runs the whole bootstrap, as
 * every restart does. Tests of what the first boot does (the seed, the idempotency of the
 * bootstrap) create their own empty database with `createTestDatabase()` and are not affected.
 *
 * Vitest's global setup (./template-store.ts) names a folder for the run in CMS_TEST_TEMPLATES and
 * removes it, and the Postgres templates, at the end. Without it (the drills, the ops tests) every
 * boot starts on an empty database as before.
 */
export type TemplateKind = 'accounts' | 'demo';

export const TEMPLATES_VARIABLE = 'CMS_TEST_TEMPLATES';

export interface DatabaseTemplate {
  readonly target: DatabaseTarget;
  /** The SQLite file to copy, or the Postgres database to clone. */
  readonly source: string;
  /** The public folder (uploads) as it was when the template was made. */
  readonly publicDir: string;
}

/** How long a worker waits for another one that is making the same template. */
const WAIT_MS = 300_000;

/**
 * The template of that kind for this run, made now if no test file made it yet (under a lock
 * folder, so two workers never make the same one). `make` boots Strapi on `target`'s fresh
 * database into `workDir` and resolves with what to keep; undefined when the run has no template
 * folder.
 */
export async function templateFor(
  target: DatabaseTarget,
  kind: TemplateKind,
  make: (workDir: string) => Promise<DatabaseTemplate>,
): Promise<DatabaseTemplate | undefined> {
  const root = process.env[TEMPLATES_VARIABLE];
  if (!root) return undefined;
  const dir = join(root, `${target}-${kind}`);
  const ready = join(dir, 'template.json');
  const failed = join(dir, 'failed.txt');
  try {
    mkdirSync(dir);
  } catch {
    return waitForTemplate(ready, failed);
  }
  try {
    const template = await make(mkdtempSync(join(dir, 'work-')));
    // Written whole, then named: a waiting worker never reads half a file.
    writeFileSync(`${ready}.partial`, JSON.stringify(template));
    renameSync(`${ready}.partial`, ready);
    return template;
  } catch (error) {
    writeFileSync(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
    throw error;
  }
}

async function waitForTemplate(ready: string, failed: string): Promise<DatabaseTemplate> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (existsSync(ready)) return JSON.parse(readFileSync(ready, 'utf8')) as DatabaseTemplate;
    if (existsSync(failed))
      throw new Error(`Another test file failed to make this template:\n${readFileSync(failed, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No database template at ${ready} after ${WAIT_MS / 1000} s.`);
}

/** Copies a database (SQLite file or Postgres database) and its public folder. */
export async function copyDatabase(from: DatabaseTemplate, to: { source: string; publicDir: string }): Promise<void> {
  cpSync(from.publicDir, to.publicDir, { recursive: true });
  if (from.target === 'sqlite') cpSync(from.source, to.source);
  else await copyPostgresDatabase(postgresServerUrl(), from.source, to.source);
}

/** The run's template folder (Vitest's global setup), and how to remove it with its databases. */
export function createTemplateStore(postgresUrl: string | undefined): { root: string; remove(): Promise<void> } {
  const root = mkdtempSync(join(tmpdir(), 'hospital-cms-templates-'));
  return {
    root,
    async remove() {
      try {
        for (const kind of ['accounts', 'demo'] satisfies TemplateKind[]) {
          const ready = join(root, `postgres-${kind}`, 'template.json');
          if (!postgresUrl || !existsSync(ready)) continue;
          const template = JSON.parse(readFileSync(ready, 'utf8')) as DatabaseTemplate;
          await dropPostgresDatabase(postgresUrl, template.source);
        }
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
