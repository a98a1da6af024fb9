/**
 * The security drills (scripts/drills) in small form, asserting correctness, not speed: issue 12's
 * attacks all held, and a few hundred hostile requests with no 5xx, no hang, no accepted write,
 * no file left behind and no row changed. Runs against the cms test harness (real Strapi on a temp
 * SQLite, reached directly on its port, as an attacker on the network would).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CMS_DIR } from '../../scripts/lib/paths';
import { runAttacks } from '../../scripts/drills/attacks-lib';
import { runFuzz } from '../../scripts/drills/fuzz-lib';
import type { DrillTarget } from '../../scripts/drills/target';
import { startCms, tableRowCounts, type RunningCms } from '../../cms/tests/harness/index';

describe('security drills, small', () => {
  let cms: RunningCms;
  let target: DrillTarget;
  let adminToken: string;
  const requestTmpDir = mkdtempSync(join(tmpdir(), 'drills-requests-'));

  before(async () => {
    // As cms/vitest.config.mts does: a developer's cms/.env must not steer the test CMS.
    process.env.ENV_PATH = join(CMS_DIR, 'tests', 'harness', 'no-such.env');
    process.env.STRAPI_TELEMETRY_DISABLED = 'true';
    cms = await startCms({ env: { UPLOAD_TMP_DIR: requestTmpDir } });
    const admin = await cms.createUser({ role: 'admin' });
    adminToken = admin.token;
    target = { cmsUrl: cms.url, admin: { email: admin.email, password: admin.password }, requestTmpDir };
  });

  after(async () => {
    await cms?.stop();
    rmSync(requestTmpDir, { recursive: true, force: true });
  });

  it('every attack of issue 12 is held', async () => {
    const outcomes = await runAttacks(target);
    assert.ok(outcomes.length >= 9, `${outcomes.length} attacks tried`);
    assert.deepEqual(
      outcomes.filter((outcome) => !outcome.held),
      [],
    );
  });

  it('hostile requests: no 5xx, no hang, nothing accepted, no file left, no row changed', async () => {
    const figures = await runFuzz({ ...target, rowCounts: () => tableRowCounts(cms.strapi) }, { requests: 400, concurrency: 8, tokens: { admin: adminToken } });
    assert.deepEqual(
      { serverErrors: figures.serverErrors, hangs: figures.hangs, acceptedWrites: figures.acceptedWrites, filesLeft: figures.filesLeft, rowsChanged: figures.rowsChanged, examples: figures.examples },
      { serverErrors: 0, hangs: 0, acceptedWrites: 0, filesLeft: 0, rowsChanged: 0, examples: [] },
    );
    assert.equal(figures.requests, 400);
  });
});
