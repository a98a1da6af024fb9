/**
 * Backup and restore read the CMS's .env as Strapi does (dotenv's rules, through Node's
 * util.parseEnv): a comment after a value is not part of it, and a quoted password keeps its `#`.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { resolveTarget } from '../../scripts/ops/target';

describe("the CMS's .env, as backup and restore read it", () => {
  const dir = mkdtempSync(join(tmpdir(), 'env-file-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the production database from a commented, quoted .env', () => {
    const envFile = join(dir, '.env');
    writeFileSync(
      envFile,
      [
        '# Production database (managed by ops)',
        'DATABASE_CLIENT=postgres  # not sqlite',
        "DATABASE_HOST='db.internal'",
        'DATABASE_USERNAME=hospital',
        'DATABASE_PASSWORD="s3cret#42 with spaces"',
        '#DATABASE_NAME=old_name',
        'DATABASE_NAME=hospital_site',
        '',
      ].join('\n'),
    );
    const target = resolveTarget({ ENV_PATH: envFile });
    assert.deepEqual(target.database, {
      client: 'postgres',
      connection: {
        host: 'db.internal',
        port: 5432,
        database: 'hospital_site',
        user: 'hospital',
        password: 's3cret#42 with spaces',
        sslmode: undefined,
      },
    });
  });

  it('lets the environment win over the file', () => {
    const envFile = join(dir, 'sqlite.env');
    writeFileSync(envFile, 'DATABASE_CLIENT=postgres\nDATABASE_FILENAME=from-file.db\n');
    const target = resolveTarget({ ENV_PATH: envFile, DATABASE_CLIENT: 'sqlite' });
    assert.equal(target.database.client, 'sqlite');
    assert.match(target.database.client === 'sqlite' ? target.database.file : '', /from-file\.db$/);
  });
});
