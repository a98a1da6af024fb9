import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropPostgresDatabase, onPostgresServer } from './postgres-server';
import { currentTarget, postgresServerUrl, type DatabaseTarget } from './target';
import { copyDatabase, type DatabaseTemplate } from './templates';

/**
 * A throw-away database and upload folder for one test file (or one idempotency check that boots
 * Strapi twice on it). Nothing here outlives `drop()`.
 */
export interface TestDatabase {
  readonly target: DatabaseTarget;
  /** Human-readable: the SQLite file or the Postgres database name. */
  readonly name: string;
  /** The public folder Strapi serves; uploads land in `<publicDir>/uploads`. */
  readonly publicDir: string;
  /** The DATABASE_* / PUBLIC_DIR variables that point Strapi at this database. */
  readonly env: Readonly<Record<string, string>>;
  drop(): Promise<void>;
}

/** Empty, or a copy of `template` (./templates.ts) with its uploads. */
export async function createTestDatabase(
  target: DatabaseTarget = currentTarget(),
  template?: DatabaseTemplate,
): Promise<TestDatabase> {
  const workDir = mkdtempSync(join(tmpdir(), 'hospital-cms-test-'));
  const publicDir = join(workDir, 'public');
  // The local upload provider refuses to start without the folder.
  mkdirSync(join(publicDir, 'uploads'), { recursive: true });
  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
  // Reports attached to estimate requests: private, per test database, outside its public folder.
  const reportsDir = join(workDir, 'reports');

  if (template && template.target !== target) {
    removeWorkDir();
    throw new Error(`A ${template.target} template cannot make a ${target} database.`);
  }

  if (target === 'sqlite') {
    const filename = join(workDir, 'cms.db');
    if (template) {
      try {
        await copyDatabase(template, { source: filename, publicDir });
      } catch (error) {
        removeWorkDir();
        throw error;
      }
    }
    return {
      target,
      name: filename,
      publicDir,
      env: {
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: filename,
        PUBLIC_DIR: publicDir,
        PATIENT_REPORTS_DIR: reportsDir,
      },
      async drop() {
        removeWorkDir();
      },
    };
  }

  const serverUrl = postgresServerUrl();
  const name = `hospital_test_${randomBytes(5).toString('hex')}`;
  try {
    if (template) await copyDatabase(template, { source: name, publicDir });
    else await onPostgresServer(serverUrl, `CREATE DATABASE ${name}`);
  } catch (error) {
    removeWorkDir();
    throw error;
  }
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    target,
    name,
    publicDir,
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: databaseUrl.toString(),
      PUBLIC_DIR: publicDir,
      PATIENT_REPORTS_DIR: reportsDir,
    },
    async drop() {
      try {
        await dropPostgresDatabase(serverUrl, name);
      } finally {
        removeWorkDir();
      }
    },
  };
}
