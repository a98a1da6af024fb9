/**
 * Backups that restore (the point 4), on the run's database (SQLite, then Postgres):
 * seed, change content, back up while the CMS runs, wipe, restore into a fresh instance, and find
 * every legacy GET answer and every uploaded file's bytes as they were. Also: a corrupt or
 * mismatching archive is refused with a clear message and changes nothing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
} from '@hospital/test-support/harness';
import { publicReadsWith } from '@hospital/test-support/harness/endpoints';
import { libpqEnv } from '@hospital/ops/postgres';
import { resolveTarget } from '@hospital/ops/target';
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

/** A copy of the archive with one change made to its unpacked content. */
function alteredArchive(name: string, change: (dir: string) => void): string {
  const dir = join(work, `${name}-content`);
  mkdirSync(dir);
  execFileSync('tar', ['-xzf', archive, '-C', dir]);
  change(dir);
  const file = join(work, `${name}.tar.gz`);
  execFileSync('tar', ['-czf', file, '-C', dir, 'manifest.json', 'database', 'uploads']);
  return file;
}

/** The manifest fields the tests tamper with. */
interface EditableManifest {
  format: string;
  strapi_version: string;
  database: { client: string };
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
  admins: unknown;
};
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

    before = {
      answers: await legacyAnswers(running),
      uploads: (await fingerprint(source!)).uploads,
      admins: await adminAccounts(running),
    };
    expect(Object.keys(before.uploads).length, 'the demo content and the changes stored images').toBeGreaterThan(10);

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

    expect(await fingerprint(source!), 'no refused restore changed the database or the uploads').toEqual(original);
  });

  it('with --force, replaces a damaged database and upload folder completely', async () => {
    const env = envFor(source!);
    const target = resolveTarget(env);
    const damaged = await fingerprint(source!);
    // The disaster: a lost upload, a stray file, and a database that is broken.
    rmSync(join(target.uploadsDir, Object.keys(damaged.uploads)[0]));
    writeFileSync(join(target.uploadsDir, 'stray.txt'), 'left over');
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

    const forced = await runOps('restore', [archive, '--force'], env);
    expect(forced.code, forced.stdout + forced.stderr).toBe(0);
    const restored = await fingerprint(source!);
    expect(restored.uploads).toEqual(before.uploads);
    const manifest = JSON.parse(execFileSync('tar', ['-xzOf', archive, 'manifest.json']).toString());
    expect(restored.rows).toEqual(manifest.database.rows);
  });

  it('restores into a fresh instance: every legacy answer and every uploaded file as before', async () => {
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

    cms = await startCms({ database: fresh });
    const health = await cms.requestJson('/health');
    expect(health.status).toBe(200);
    const after = await legacyAnswers(cms);
    for (const path of Object.keys(before.answers)) expect(after[path], path).toEqual(before.answers[path]);
    expect(await adminAccounts(cms), "Strapi's admin panel accounts are restored too").toEqual(before.admins);
  });
});
