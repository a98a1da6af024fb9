/**
 * Backups that restore (the issue's point 4), on the run's database (SQLite, then Postgres):
 * seed, change content, back up while the CMS runs, wipe, restore into a fresh instance, and find
 * every legacy GET answer, every uploaded file's bytes and a patient's report (in its private
 * folder) as they were. Also: a corrupt, mismatching or hostile archive is refused with a clear
 * message and changes nothing; an archive made before the reports were backed up still restores.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPreparedDatabase,
  createTestDatabase,
  currentTarget,
  formData,
  imageFile,
  startCms,
  type RunningCms,
  type TestDatabase,
  pdfFile,
  REPORT_PDF,
} from '@hospital/test-support/harness';
import { publicReadsWith } from '@hospital/test-support/harness/endpoints';
import { libpqEnv } from '@hospital/ops/postgres';
import { resolveTarget } from '@hospital/ops/target';
import { hashTree } from '@hospital/ops/files';
import { envFor, fingerprint, runOps, type CommandResult } from './support';

const target = currentTarget();
const work = mkdtempSync(join(tmpdir(), `hospital-ops-${target}-`));
const archive = join(work, 'backup.tar.gz');

let source: TestDatabase | undefined;
let fresh: TestDatabase | undefined;
let cms: RunningCms | undefined;
let admin: { email: string; password: string };

/** Every public read of the contract's endpoint table, with its filters and paging; then the admin's lists. */
const PUBLIC_PATHS = publicReadsWith({
  '/doctors/': ['?type=doctor', '?type=medical_officer', '?page=1&page_size=2', '?page=2&page_size=2', '?search=a'],
  '/content/': ['?type=blog', '?type=video', '?type=review_video'],
});
const ADMIN_PATHS = ['/users/', '/contact-requests/'];

async function login(running: RunningCms): Promise<string> {
  const { status, body } = await running.requestJson<{ tokens: { access: string } }>('/login/', { json: admin });
  expect(status, 'the admin created before the backup can log in after the restore').toBe(200);
  return body.tokens.access;
}

/** Every legacy GET answer (status and JSON), with this instance's origin replaced so two instances compare. */
async function legacyAnswers(running: RunningCms): Promise<Record<string, unknown>> {
  const token = await login(running);
  const answers: Record<string, unknown> = {};
  for (const path of [...PUBLIC_PATHS, ...ADMIN_PATHS]) {
    const { status, body } = await running.requestJson(path, ADMIN_PATHS.includes(path) ? { token } : {});
    expect(status, `GET ${path}`).toBe(200);
    answers[path] = JSON.parse(JSON.stringify({ status, body }).split(running.url).join('<origin>'));
  }
  return answers;
}

function adminAccounts(running: RunningCms) {
  return running.strapi.db
    .query('admin::user')
    .findMany({ select: ['email', 'isActive'], populate: { roles: { select: ['code'] } }, orderBy: { email: 'asc' } });
}

function expectRefused(result: CommandResult, message: RegExp): void {
  expect(result.code, result.stdout + result.stderr).toBe(1);
  expect(result.stderr).toMatch(message);
}

/** A copy of the archive with one change made to its unpacked content (and any more members tar is given). */
function alteredArchive(name: string, change: (dir: string) => void, moreMembers: string[] = []): string {
  const dir = join(work, `${name}-content`);
  mkdirSync(dir);
  execFileSync('tar', ['-xzf', archive, '-C', dir]);
  change(dir);
  const file = join(work, `${name}.tar.gz`);
  const members = ['manifest.json', 'database', 'uploads', 'reports'].filter((member) => existsSync(join(dir, member)));
  // --absolute-names keeps a `..` in a member's name as given (tar strips it otherwise).
  execFileSync('tar', ['-czf', file, '--absolute-names', '-C', dir, ...members, ...moreMembers]);
  return file;
}

/** The manifest fields the tests tamper with. */
interface EditableManifest {
  format: string;
  strapi_version: string;
  database: { client: string };
  reports?: { files: { path: string }[] };
}

/** The archive as `npm run backup` wrote it before the reports folder was backed up: no `reports/`, none in the manifest. */
const beforeReportsWereBackedUp = (dir: string) => {
  rmSync(join(dir, 'reports'), { recursive: true });
  editManifest((manifest) => delete manifest.reports)(dir);
};

const REPORT = Buffer.from(REPORT_PDF);

/** The report of the estimate request, as the desk reads it (admin only). */
async function deskReport(running: RunningCms, token: string): Promise<{ status: number; bytes: Buffer }> {
  const answer = await running.request(`/contact-requests/${estimateId}/report/`, { token });
  return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
}

const editManifest = (edit: (manifest: EditableManifest) => void) => (dir: string) => {
  const file = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as EditableManifest;
  edit(manifest);
  writeFileSync(file, JSON.stringify(manifest));
};

let before: {
  answers: Record<string, unknown>;
  uploads: Awaited<ReturnType<typeof fingerprint>>['uploads'];
  reports: Awaited<ReturnType<typeof fingerprint>>['reports'];
  admins: unknown;
};
let estimateId = 0;
let backupResult: CommandResult;

beforeAll(async () => {
  source = await createPreparedDatabase('demo');
  cms = await startCms({ database: source, demoContent: true });
});

afterAll(async () => {
  await cms?.stop();
  await source?.drop();
  await fresh?.drop();
  rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore on ${target}`, () => {
  it('backs up the seeded and edited CMS while it runs: one archive with a manifest', async () => {
    const running = cms!;
    const user = await running.createUser({ role: 'admin' });
    admin = { email: user.email, password: user.password };
    const token = user.token;

    // Change content the way the site's admins do: new records with new images, a replaced
    // banner, a deleted doctor, a contact request.
    const news = await running.requestJson('/news/create/', {
      token,
      form: formData({
        title: 'Backup drill',
        description: 'Restored byte for byte.',
        image: await imageFile({ colour: '#aa3355' }),
      }),
    });
    expect(news.status).toBe(201);
    const event = await running.requestJson('/events/create/', {
      token,
      form: formData({
        title: 'Open day',
        description: 'Tours of the neuro ICU.',
        main_image: await imageFile({ format: 'png', colour: '#118844' }),
        extra_images: [
          await imageFile({ format: 'webp', colour: '#223344', name: 'a.webp' }),
          await imageFile({ colour: '#ddeeff', name: 'b.jpg' }),
        ],
      }),
    });
    expect(event.status).toBe(201);
    const banner = await running.requestJson('/banners/', {
      token,
      form: formData({
        main_heading: 'Restored banner',
        sub_heading: 'from the archive',
        banner_image: await imageFile({ width: 1200, height: 400 }),
      }),
    });
    expect(banner.status).toBe(201);
    const doctors = await running.requestJson<{ id: number }[]>('/doctors/');
    expect(doctors.body.length).toBeGreaterThan(1);
    expect((await running.request(`/doctors/${doctors.body[0].id}/`, { method: 'DELETE', token })).status).toBe(204);
    const contact = await running.requestJson('/contact-requests/', {
      json: {
        name: 'Asha Roy',
        email: 'asha@example.com',
        phone: '+91 98300 00000',
        message: 'Please call me back about an appointment.',
      },
    });
    expect(contact.status).toBe(201);
    // A family's estimate request with a scan of their MRI report: kept in the private folder.
    const estimate = await running.requestJson<{ id: number }>('/contact-requests/', {
      form: formData({
        type: 'estimate',
        name: 'Rafiq Hasan',
        phone: '+880 1712 345678',
        procedure: 'Lumbar microdiscectomy',
        report: pdfFile(),
      }),
    });
    expect(estimate.status).toBe(201);
    estimateId = estimate.body.id;
    expect(await deskReport(running, token)).toEqual({ status: 200, bytes: REPORT });

    // The pictures' responsive formats are made after the saves are answered: the state to compare
    // with is the one once they are (the backup below would otherwise hold more than `before`).
    await running.strapi.plugin('upload').service<{ drained(): Promise<void> }>('format-queue').drained();
    const answers = await legacyAnswers(running);
    const state = await fingerprint(source!);
    before = { answers, uploads: state.uploads, reports: state.reports, admins: await adminAccounts(running) };
    expect(Object.keys(before.uploads).length, 'the demo content and the changes stored images').toBeGreaterThan(10);
    expect(Object.keys(before.reports), 'the report is on disk').toHaveLength(1);

    backupResult = await runOps('backup', [archive], envFor(source!));
    expect(backupResult.code, backupResult.stdout + backupResult.stderr).toBe(0);
    expect(existsSync(archive)).toBe(true);
    const listing = execFileSync('tar', ['-tzf', archive]).toString().split('\n');
    expect(listing).toContain('manifest.json');
    const manifest = JSON.parse(execFileSync('tar', ['-xzOf', archive, 'manifest.json']).toString());
    expect(manifest).toMatchObject({
      format: 'hospital-cms-backup',
      version: 1,
      strapi_version: '5.54.0',
      database: { client: target },
    });
    expect(manifest.uploads.count).toBe(Object.keys(before.uploads).length);
    const [report] = Object.keys(before.reports);
    expect(manifest.reports).toEqual({
      count: 1,
      bytes: REPORT.length,
      files: [{ path: `reports/${report}`, bytes: REPORT.length, sha256: before.reports[report] }],
    });
    expect(listing).toContain(`reports/${report}`);
    // Patient data inside: the archive is the owner's alone, and it says where it came from.
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(manifest.source).toEqual({
      host: hostname(),
      database: expect.stringMatching(target === 'sqlite' ? /^SQLite \// : /^Postgres /),
    });
    expect(manifest.database.rows.files).toBeGreaterThan(0);
    expect(manifest.database.rows.admin_users).toBeGreaterThan(0);
    console.log(
      `[ops ${target}] backup: ${backupResult.milliseconds} ms, archive ${statSync(archive).size} bytes, ` +
        `${manifest.uploads.count} uploads (${manifest.uploads.bytes} bytes), ${manifest.database.tables} tables`,
    );
  });

  it('refuses a corrupt or mismatching archive with a clear message and changes nothing', async () => {
    await cms!.stop();
    cms = undefined;
    const env = envFor(source!);
    const original = await fingerprint(source!);
    const bytes = readFileSync(archive);

    const truncated = join(work, 'truncated.tar.gz');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const flipped = join(work, 'flipped.tar.gz');
    const damaged = Buffer.from(bytes);
    for (let i = 0; i < 64; i += 1) damaged[Math.floor(damaged.length / 3) + i] ^= 0xff;
    writeFileSync(flipped, damaged);
    const notAnArchive = join(work, 'notes.tar.gz');
    writeFileSync(notAnArchive, 'not a backup');

    const cases: [string, string, RegExp][] = [
      ['a truncated archive', truncated, /not a readable \.tar\.gz archive|could not be unpacked/],
      [
        'a damaged archive',
        flipped,
        /not a readable \.tar\.gz archive|could not be unpacked|does not match its manifest/,
      ],
      ['a file that is no archive', notAnArchive, /not a readable \.tar\.gz archive/],
      [
        'an upload altered after the backup',
        alteredArchive('altered-upload', (dir) => {
          const entry = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).uploads.files[0].path as string;
          writeFileSync(join(dir, entry), 'swapped');
        }),
        /does not match its manifest[\s\S]*uploads\/\S+ has \d+ bytes/,
      ],
      [
        "a patient's report altered after the backup",
        alteredArchive('altered-report', (dir) => {
          const report = readdirSync(join(dir, 'reports'))[0];
          writeFileSync(join(dir, 'reports', report), Buffer.alloc(REPORT.length));
        }),
        /does not match its manifest[\s\S]*reports\/\S+ does not match its sha256 checksum/,
      ],
      [
        'a member that climbs out of reports/ with ..',
        alteredArchive('climbing-report', (dir) => writeFileSync(join(dir, 'x'), 'planted'), ['reports/../x']),
        /holds members a backup never has: reports\/\.\.\/x/,
      ],
      [
        'a manifest that lists a report outside reports/',
        alteredArchive(
          'report-outside',
          editManifest((m) => (m.reports!.files[0].path = m.reports!.files[0].path.replace(/^reports/, 'uploads'))),
        ),
        /"uploads\/[^"]+" is not in reports\//,
      ],
      [
        'a database copy altered after the backup',
        alteredArchive('altered-database', (dir) => {
          const entry = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).database.file.path as string;
          const data = readFileSync(join(dir, entry));
          data[Math.floor(data.length / 2)] ^= 0x01;
          writeFileSync(join(dir, entry), data);
        }),
        /does not match its manifest[\s\S]*database\/\S+ does not match its sha256 checksum/,
      ],
      [
        'an extra file the manifest does not list',
        alteredArchive('extra-file', (dir) =>
          writeFileSync(join(dir, 'uploads', 'intruder.html'), '<script>alert(1)</script>'),
        ),
        /uploads\/intruder\.html is not listed in the manifest/,
      ],
      [
        'an archive of the other database kind',
        alteredArchive(
          'other-client',
          editManifest((m) => (m.database.client = target === 'sqlite' ? 'postgres' : 'sqlite')),
        ),
        new RegExp(
          `holds a ${target === 'sqlite' ? 'postgres' : 'sqlite'} database, but this CMS is configured for ${target} \\(DATABASE_CLIENT\\)`,
        ),
      ],
      [
        'an archive from a newer Strapi',
        alteredArchive(
          'newer-strapi',
          editManifest((m) => (m.strapi_version = '6.0.0')),
        ),
        /made by Strapi 6\.0\.0, newer than the installed 5\.54\.0/,
      ],
      [
        'an archive of another format',
        alteredArchive(
          'other-format',
          editManifest((m) => (m.format = 'strapi-export')),
        ),
        /does not describe a hospital-cms-backup archive/,
      ],
    ];
    for (const [what, file, message] of cases) {
      const result = await runOps('restore', [file, '--force'], env);
      expectRefused(result, message);
      expect(result.stderr, `${what}: the message says nothing changed or why`).not.toMatch(/unexpected failure/);
    }
    // The archive is fine, but the target has content: without --force nothing happens.
    expectRefused(
      await runOps('restore', [archive], env),
      /The target is not empty: .*run again with --force.*Nothing was changed/,
    );

    expect(await fingerprint(source!), 'no refused restore changed the database, the uploads or the reports').toEqual(
      original,
    );
  });

  it('with --force, replaces a damaged database, upload folder and reports folder completely', async () => {
    const env = envFor(source!);
    const target = resolveTarget(env);
    const damaged = await fingerprint(source!);
    // The disaster: a lost upload and report, stray files, and a database that is broken.
    rmSync(join(target.uploadsDir, Object.keys(damaged.uploads)[0]));
    writeFileSync(join(target.uploadsDir, 'stray.txt'), 'left over');
    rmSync(join(target.reportsDir, Object.keys(damaged.reports)[0]));
    writeFileSync(join(target.reportsDir, 'stray.pdf'), '%PDF-1.4 someone else');
    if (target.database.client === 'sqlite') {
      writeFileSync(target.database.file, 'this is no longer a database');
    } else {
      execFileSync('psql', ['-X', '-q', '-c', 'DROP TABLE files CASCADE'], {
        env: libpqEnv(target.database.connection),
      });
    }
    const refused = await runOps('restore', [archive], env);
    expectRefused(
      refused,
      target.database.client === 'sqlite' ? /not a readable SQLite database/ : /The target is not empty/,
    );

    if (target.database.client === 'postgres') {
      // pg_restore dies half-way through its SQL: psql never gets COMMIT, the server rolls back.
      const shims = join(work, 'shims');
      mkdirSync(shims, { recursive: true });
      const real = execFileSync('sh', ['-c', 'command -v pg_restore']).toString().trim();
      writeFileSync(
        join(shims, 'pg_restore'),
        `#!/bin/sh\ncase "$1" in --list) exec ${real} "$@";; esac\n${real} "$@" | head -c 300000\necho 'pg_restore: error: simulated failure' >&2\nexit 1\n`,
        { mode: 0o755 },
      );
      const before = await fingerprint(source!);
      const halfway = await runOps('restore', [archive, '--force'], { ...env, PATH: `${shims}:${env.PATH}` });
      expectRefused(halfway, /pg_restore failed \(exit 1\); the database was left unchanged/);
      expect(await fingerprint(source!), 'the failed restore changed nothing').toEqual(before);
    }

    // An archive made before the reports were backed up restores as it did: the reports folder is
    // left as it is (it has nothing to put there), and the restore says so.
    const reportsBefore = await hashTree(target.reportsDir);
    const old = await runOps('restore', [alteredArchive('old-format', beforeReportsWereBackedUp), '--force'], env);
    expect(old.code, old.stdout + old.stderr).toBe(0);
    expect(old.stdout).toMatch(/the archive holds no patient reports \(made before they were backed up\)/);
    const fromOld = await fingerprint(source!);
    expect(fromOld.uploads).toEqual(before.uploads);
    expect(fromOld.reports, 'the reports folder left as it was').toEqual(reportsBefore);

    const forced = await runOps('restore', [archive, '--force'], env);
    expect(forced.code, forced.stdout + forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/upload checksums match the archive, and so do the reports/);
    const restored = await fingerprint(source!);
    expect(restored.uploads).toEqual(before.uploads);
    expect(restored.reports, 'the lost report is back, the stray one gone').toEqual(before.reports);
    const manifest = JSON.parse(execFileSync('tar', ['-xzOf', archive, 'manifest.json']).toString());
    expect(restored.rows).toEqual(manifest.database.rows);
  });

  it('restores into a fresh instance: every legacy answer, uploaded file and patient’s report as before', async () => {
    await source!.drop(); // the wipe: the database and the upload folder are gone
    source = undefined;
    fresh = await createTestDatabase();
    const env = envFor(fresh);

    const check = await runOps('restore', [archive, '--check'], env);
    expect(check.code, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toMatch(/nothing was changed/);
    expect(check.stdout).toContain(`made on host ${hostname()} from `);

    const restore = await runOps('restore', [archive], env);
    expect(restore.code, restore.stdout + restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/row counts and upload checksums match the archive/);
    console.log(`[ops ${target}] restore: ${restore.milliseconds} ms (backup was ${backupResult.milliseconds} ms)`);

    expect((await fingerprint(fresh)).uploads, 'every uploaded file, byte for byte').toEqual(before.uploads);
    expect((await fingerprint(fresh)).reports, "every patient's report, byte for byte").toEqual(before.reports);
    const reportsDir = resolveTarget(env).reportsDir;
    expect(statSync(reportsDir).mode & 0o777, 'the new reports folder is private').toBe(0o700);

    cms = await startCms({ database: fresh });
    const health = await cms.requestJson('/health');
    expect(health.status).toBe(200);
    const after = await legacyAnswers(cms);
    for (const path of Object.keys(before.answers)) expect(after[path], path).toEqual(before.answers[path]);
    expect(await adminAccounts(cms), "Strapi's admin panel accounts are restored too").toEqual(before.admins);
    expect(await deskReport(cms, await login(cms)), 'the desk opens the restored request’s report').toEqual({
      status: 200,
      bytes: REPORT,
    });
  });
});
