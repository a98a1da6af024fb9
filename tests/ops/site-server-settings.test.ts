/**
 * The built site server (web/dist/server/main.js) refuses a REDIS_URL it could not use, naming the
 * variable, rather than starting and asking the CMS for the content version forever.
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
});
