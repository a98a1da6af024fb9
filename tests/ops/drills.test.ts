/**
 * The security drills (scripts/drills) in small form, asserting correctness, not speed: issue 12's
 * attacks all held; a few hundred hostile requests with no 5xx, no hang, no accepted write, no
 * file left behind and no row changed; readers and a saving admin with no error and no save lost
 * (the cms test harness: real Strapi on a temp SQLite, reached directly on its port); and kill -9
 * of a CMS process during writes with no acknowledged write lost (SQLite; the full drill adds Postgres);
 * and the CMS killed, then hung, under readers of every page, which all still answer 200 with the
 * hospital's phone number (a throw-away stack: the built site and the CMS as processes); and a
 * flood of junk addresses, then the CMS hung, after which every sitemap page still answers 200 with
 * the number's `tel:` link, directly and through the shipped nginx.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CMS_DIR, SITE_SERVER, WEB_DIR } from '../../scripts/lib/paths';
import { freePort } from '../../scripts/lib/free-port';
import { startService, stopServices, waitForHttp, type Service } from '../../scripts/lib/processes';
import { runEdgeAttacks } from '../../scripts/drills/edge-attacks';
import { runSiteFuzz } from '../../scripts/drills/site-fuzz-lib';
import { DEMO_EDITOR } from '../../scripts/drills/target';
import { runAttacks } from '../../scripts/drills/attacks-lib';
import { runCrashDrill } from '../../scripts/drills/crash-lib';
import { runFuzz } from '../../scripts/drills/fuzz-lib';
import { runLoad } from '../../scripts/drills/load-lib';
import { cmsHung, cmsKilled, hospitalPhone, runOutageDrill } from '../../scripts/drills/outage-lib';
import { floodTargets, runFloodDrill, type FloodTarget } from '../../scripts/drills/flood-lib';
import type { NginxRun } from './support/nginx';
import { buildForTests, startStack, type Stack } from '../../scripts/lib/stack';
import type { DrillTarget } from '../../scripts/drills/target';
import { startCms, tableRowCounts, type RunningCms } from '@hospital/test-support/harness';

describe('security drills, small', () => {
  let cms: RunningCms;
  let site: Service;
  let target: DrillTarget;
  let adminToken: string;
  const requestTmpDir = mkdtempSync(join(tmpdir(), 'drills-requests-'));

  before(async () => {
    // As cms/vitest.config.mts does: a developer's cms/.env must not steer the test CMS.
    process.env.ENV_PATH = join(CMS_DIR, 'tests', 'no-such.env');
    process.env.STRAPI_TELEMETRY_DISABLED = 'true';
    cms = await startCms({ env: { UPLOAD_TMP_DIR: requestTmpDir } });
    const admin = await cms.createUser({ role: 'admin' });
    adminToken = admin.token;
    // The site's own server in front of it (built by the end-to-end stage that runs first).
    const sitePort = await freePort();
    site = startService('site', process.execPath, [SITE_SERVER], {
      cwd: WEB_DIR,
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(sitePort), CMS_URL: cms.url },
    });
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    await waitForHttp(`${siteUrl}/robots.txt`, 30_000, () => site.child.exitCode === null);
    target = {
      cmsUrl: cms.url,
      siteUrl,
      siteAlive: () => site.child.exitCode === null && site.child.signalCode === null,
      admin: { email: admin.email, password: admin.password },
      editor: DEMO_EDITOR,
      requestTmpDir,
    };
  });

  after(async () => {
    if (site) await stopServices([site]);
    await cms?.stop();
    rmSync(requestTmpDir, { recursive: true, force: true });
  });

  it("every attack of issue 24 on the edge is held: a Range header, a `..` to Strapi's admin, the Editor reading patients", async () => {
    const outcomes = await runEdgeAttacks(target);
    assert.equal(outcomes.length, 3);
    assert.deepEqual(
      outcomes.filter((outcome) => !outcome.held),
      [],
    );
  });

  it("hostile requests at the site's own port: no 5xx, no hang, no crash", async () => {
    const figures = await runSiteFuzz(target.siteUrl!, { requests: 400, isAlive: target.siteAlive });
    assert.deepEqual(
      {
        serverErrors: figures.serverErrors,
        hangs: figures.hangs,
        crashes: figures.crashes,
        examples: figures.examples,
      },
      { serverErrors: 0, hangs: 0, crashes: 0, examples: [] },
    );
    assert.equal(figures.requests, 400);
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
    const figures = await runFuzz(
      { ...target, rowCounts: () => tableRowCounts(cms.strapi) },
      { requests: 400, concurrency: 8, tokens: { admin: adminToken } },
    );
    assert.deepEqual(
      {
        serverErrors: figures.serverErrors,
        hangs: figures.hangs,
        acceptedWrites: figures.acceptedWrites,
        filesLeft: figures.filesLeft,
        rowsChanged: figures.rowsChanged,
        examples: figures.examples,
      },
      { serverErrors: 0, hangs: 0, acceptedWrites: 0, filesLeft: 0, rowsChanged: 0, examples: [] },
    );
    assert.equal(figures.requests, 400);
  });

  it('readers and a saving admin at once: no error, every acknowledged save listed', async () => {
    const figures = await runLoad(target, { readers: 20, seconds: 3, adminToken });
    assert.ok(figures.reads > 0 && figures.saves > 0, JSON.stringify(figures));
    assert.deepEqual(
      { readErrors: figures.readErrors, saveErrors: figures.saveErrors, savesLost: figures.savesLost },
      { readErrors: 0, saveErrors: 0, savesLost: 0 },
    );
  });
});

describe('crash drill, small', () => {
  it('kill -9 during writes on SQLite: no acknowledged write lost, integrity ok, serving again', async () => {
    const figures = await runCrashDrill({ database: 'sqlite', writes: 60, kills: 1 });
    assert.deepEqual(
      {
        lost: figures.lost,
        kills: figures.kills,
        integrity: figures.integrity,
        servingAfterRestart: figures.servingAfterRestart,
      },
      { lost: 0, kills: 1, integrity: 'ok', servingAfterRestart: true },
    );
    assert.ok(figures.acknowledged >= 60);
  });
});

describe('outage drill, small', () => {
  let stack: Stack;

  before(async () => {
    await buildForTests();
    stack = await startStack({}, { quietRequests: true });
  });
  after(async () => {
    await stack?.stop();
  });

  it('the CMS killed, then hung: every page answers 200 with the phone number, and is fresh again soon after', async () => {
    const phone = await hospitalPhone(stack.siteUrl);
    const figures = await runOutageDrill([cmsKilled(stack), cmsHung(stack)], {
      siteUrl: stack.siteUrl,
      readers: 10,
      faultSeconds: 3,
      phone,
    });
    for (const row of figures) {
      assert.ok(row.requests > 0 && row.stale > 0, `${row.fault}: pages were served stale (${JSON.stringify(row)})`);
      assert.deepEqual(
        { fault: row.fault, ok: row.ok, phoneEverywhere: row.phoneEverywhere, freshWithin10s: row.freshAfter <= 10 },
        { fault: row.fault, ok: 100, phoneEverywhere: true, freshWithin10s: true },
      );
      // Loose on a shared CI machine: the drill holds 1.5 s; this catches a page waiting out the CMS.
      assert.ok(row.p99 <= 3000, `${row.fault}: p99 ${row.p99.toFixed(0)} ms`);
    }
  });
});

describe('flood drill, small', () => {
  let stack: Stack;
  let nginx: NginxRun | undefined;
  const targets: FloodTarget[] = [];

  before(async () => {
    await buildForTests();
    stack = await startStack({}, { quietRequests: true });
    const flood = await floodTargets(stack);
    targets.push(...flood.targets);
    nginx = flood.nginx;
  });
  after(async () => {
    await nginx?.stop();
    await stack?.stop();
  });

  // Junk enough that its doctor searches alone outnumber the 1,000 last good copies there used to be
  // for every address alike.
  it('2,500 junk addresses, then the CMS hung: every sitemap page is 200 with the tel: link, directly and through nginx', async () => {
    const hung = cmsHung(stack);
    const figures = await runFloodDrill({
      targets,
      junk: 2500,
      concurrency: 32,
      hangCms: () => hung.begin(),
      resumeCms: () => hung.end(),
    });
    assert.equal(figures.length, targets.length);
    for (const row of figures) {
      assert.ok(row.sitemapPages >= 3 * 19, `${row.target}: ${row.sitemapPages} sitemap pages`);
      assert.deepEqual(
        { target: row.target, held: row.held, missed: row.missed },
        { target: row.target, held: 100, missed: [] },
      );
    }
  });
});
