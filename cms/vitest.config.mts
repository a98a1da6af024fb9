import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Every CMS test file runs once per database project: `sqlite` always, then `postgres` when
 * DATABASE_URL names a Postgres server (CI sets it). The harness creates a fresh database per file
 * on that server and drops it afterwards, so DATABASE_URL only needs the right to create databases.
 */
const postgresServerUrl = process.env.DATABASE_URL;

const project = (name: 'sqlite' | 'postgres', env: Record<string, string>) => ({
  extends: true as const,
  test: { name, env: { CMS_TEST_DATABASE: name, ...env } },
});

export default defineConfig({
  // Unit tests import cms/src directly: they read the contract from its source too, as the site does.
  resolve: {
    alias: {
      '@hospital/contract': join(import.meta.dirname, '..', 'packages', 'contract', 'src', 'index.ts'),
      // The backup tests drive the repository's backup library (scripts/ops) by name: it stays in
      // scripts/, where the cms image bundles it into the backup and restore commands.
      '@hospital/ops': join(import.meta.dirname, '..', 'scripts', 'ops'),
    },
  },
  test: {
    include: ['tests/**/*.test.ts'],
    // Compiles cms/ first when a source is newer than cms/dist: the harness boots the compiled app.
    // Then a folder for the run's database templates: a boot on a copy takes a second, not 10-35.
    globalSetup: ['compiled-app.ts', 'template-store.ts'].map((file) =>
      join(import.meta.dirname, '..', 'packages', 'test-support', 'harness', file),
    ),
    // The default `forks` pool crashed at teardown ("Channel closed"); threads pass.
    pool: 'threads',
    // Two files at a time, one per core: each boots a whole Strapi (CPU-heavy for a few seconds,
    // ~300 MB). Each worker thread has its own process.env (the harness configures Strapi there),
    // its own database, public folder and temp folder, and the Redis tests use keys of their own.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
    env: {
      STRAPI_TELEMETRY_DISABLED: 'true',
      // Strapi loads `.env` from the working directory: a developer's cms/.env must not steer the tests.
      ENV_PATH: join(import.meta.dirname, 'tests', 'no-such.env'),
    },
    projects: [
      project('sqlite', {}),
      ...(postgresServerUrl ? [project('postgres', { CMS_TEST_POSTGRES_URL: postgresServerUrl })] : []),
    ],
  },
});
