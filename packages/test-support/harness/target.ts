/**
 * Which database this test run targets. `vitest.config.ts` runs every test file once per project:
 * `sqlite` always, `postgres` when DATABASE_URL was set for `npm test`. The project passes its
 * target through the environment, so a test file never chooses its own database.
 */
export type DatabaseTarget = 'sqlite' | 'postgres';

/** Set by vitest.config.ts on each project. */
export const TARGET_VARIABLE = 'CMS_TEST_DATABASE';
/** The Postgres server (maintenance database) on which each run creates and drops its own database. */
export const POSTGRES_URL_VARIABLE = 'CMS_TEST_POSTGRES_URL';

export function currentTarget(): DatabaseTarget {
  const target = process.env[TARGET_VARIABLE] ?? 'sqlite';
  if (target !== 'sqlite' && target !== 'postgres') {
    throw new Error(`${TARGET_VARIABLE} must be "sqlite" or "postgres", not "${target}".`);
  }
  return target;
}

export function postgresServerUrl(): string {
  const url = process.env[POSTGRES_URL_VARIABLE];
  if (!url) {
    throw new Error(
      `${POSTGRES_URL_VARIABLE} is not set: run the postgres project through vitest.config.ts with DATABASE_URL set.`,
    );
  }
  return url;
}
