/**
 * The built site server (web/dist/server/main.js) refuses settings it could not use, naming each
 * variable, rather than starting and failing later for visitors (a REDIS_URL it cannot reach would
 * have it ask the CMS for the content version forever). The schema's cases: web/server/settings.test.ts.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { freePort } from '../../scripts/lib/free-port';
import { SITE_SERVER, WEB_DIR } from '../../scripts/lib/paths';

describe('the site server settings', { skip: !existsSync(SITE_SERVER) && 'the site is not built' }, () => {
  for (const bad of ['localhost:6379', 'http://127.0.0.1:6379', 'redis://']) {
    it(`refuses REDIS_URL=${bad} with a message naming it`, async () => {
      const run = spawnSync(process.execPath, [SITE_SERVER], {
        cwd: WEB_DIR,
        env: { ...process.env, NODE_ENV: 'production', PORT: String(await freePort()), REDIS_URL: bad },
        encoding: 'utf8',
        timeout: 20_000,
      });
      assert.equal(run.status, 1);
      assert.match(run.stderr, /REDIS_URL must look like redis:\/\/host:6379/);
    });
  }

  it('names every setting it refuses at once', async () => {
    const run = spawnSync(process.execPath, [SITE_SERVER], {
      cwd: WEB_DIR,
      env: { ...process.env, PORT: String(await freePort()), RENDER_THREADS: 'two', S3_PUBLIC_URL: 'media.example' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /The site server cannot start:/);
    assert.match(run.stderr, /- RENDER_THREADS /);
    assert.match(run.stderr, /- S3_PUBLIC_URL: "media.example" is not a web address/);
  });
});
