/**
 * Backups of a CMS on object storage (issue 45, point 4), against a real S3 API (s3rver): every
 * object of the public media bucket and of the private reports bucket goes into the archive with
 * its content type, and a restore into empty buckets gives them back byte for byte, served at the
 * same keys. A bucket that already holds objects is refused without --force; a hostile archive
 * (a key that names a path, a member outside the archive's folders) is refused before anything
 * changes. Without S3 the reports are files in PATIENT_REPORTS_DIR: they go into the archive's
 * `reports/` and come back into the folder; with S3 only the bucket counts (no report twice). The
 * database part is a small SQLite file: the whole-site round trip of the database and the upload
 * folder is cms/tests/ops/backup-restore.test.ts.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import Database from 'better-sqlite3';
import { startObjectStore, type ObjectStore } from '@hospital/test-support/s3';
import { createBackup } from '../../scripts/ops/backup';
import { restoreBackup } from '../../scripts/ops/restore';
import { resolveTarget } from '../../scripts/ops/target';
import { ROOT } from '../../scripts/lib/paths';

const work = mkdtempSync(join(tmpdir(), 'hospital-backup-buckets-'));
const quiet = () => {};

/** What the CMS put in its buckets: pictures (public) and a patient's report (private). */
const OBJECTS = {
  media: [
    { key: 'doctor_portrait_ab12cd.jpg', type: 'image/jpeg', body: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) },
    { key: 'small_doctor_portrait_ab12cd.webp', type: 'image/webp', body: Buffer.from('RIFF....WEBPVP8 small') },
    { key: 'events/ward opening 2026.png', type: 'image/png', body: Buffer.from('\x89PNG\r\n\x1a\n picture') },
  ],
  reports: [
    {
      key: 'reports/7d3c9e1a-5b2f-4c6d-8e9f-0a1b2c3d4e5f.pdf',
      type: 'application/pdf',
      body: Buffer.from('%PDF-1.7 MRI'),
    },
  ],
};

let store: ObjectStore;
let archive: string;
let instance = 0;

/** A CMS of its own: an SQLite file with one row per stored picture, an empty upload folder, its reports folder, the given buckets. */
function cmsTarget(buckets?: { media: string; reports: string }): Record<string, string> {
  instance += 1;
  const dir = join(work, `cms-${instance}`);
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  return {
    CMS_DIR: join(ROOT, 'cms'),
    // No cms/.env of the developer's: only what is given here.
    ENV_PATH: join(dir, 'none.env'),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: join(dir, 'data.db'),
    PUBLIC_DIR: join(dir, 'public'),
    PATIENT_REPORTS_DIR: join(dir, 'private', 'reports'),
    BACKUP_DIR: join(dir, 'backups'),
    ...(buckets ? store.env(buckets) : {}),
  };
}

function seedDatabase(file: string): void {
  const db = new Database(file);
  db.exec('CREATE TABLE files (id INTEGER PRIMARY KEY, url TEXT)');
  const insert = db.prepare('INSERT INTO files (url) VALUES (?)');
  for (const { key } of OBJECTS.media) insert.run(`${store.endpoint}/media/${key}`);
  db.close();
}

async function objectsOf(bucket: string): Promise<Record<string, { type?: string; body: Buffer }>> {
  const listed = await store.client.send(new ListObjectsV2Command({ Bucket: bucket }));
  const objects: Record<string, { type?: string; body: Buffer }> = {};
  for (const { Key } of listed.Contents ?? []) {
    const object = await store.client.send(new GetObjectCommand({ Bucket: bucket, Key }));
    objects[Key!] = { type: object.ContentType, body: Buffer.from(await object.Body!.transformToByteArray()) };
  }
  return objects;
}

const expected = (role: keyof typeof OBJECTS) =>
  Object.fromEntries(OBJECTS[role].map(({ key, type, body }) => [key, { type, body }]));

/** A copy of the archive with a change made to its unpacked content (and any more members tar is given). */
function alteredArchive(name: string, change: (dir: string) => void, tarOptions: string[] = []): string {
  const dir = join(work, `${name}-content`);
  mkdirSync(dir);
  execFileSync('tar', ['-xzf', archive, '-C', dir]);
  change(dir);
  const file = join(work, `${name}.tar.gz`);
  execFileSync('tar', ['-czf', file, ...tarOptions, '-C', dir, 'manifest.json', 'database', 'uploads', 'buckets']);
  return file;
}

/** The manifest fields the hostile archives change. */
interface EditableManifest {
  buckets: Record<string, { objects: { key: string }[] }>;
}

function editManifest(dir: string, edit: (manifest: EditableManifest) => void) {
  const file = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as EditableManifest;
  edit(manifest);
  writeFileSync(file, JSON.stringify(manifest));
}

before(async () => {
  store = await startObjectStore();
  for (const bucket of ['media', 'reports', 'media-restored', 'reports-restored', 'media-full', 'reports-full'])
    await store.createBucket(bucket);
  for (const role of ['media', 'reports'] as const)
    for (const { key, type, body } of OBJECTS[role])
      await store.client.send(new PutObjectCommand({ Bucket: role, Key: key, Body: body, ContentType: type }));
  await store.client.send(
    new PutObjectCommand({ Bucket: 'media-full', Key: 'left-over.jpg', Body: 'old', ContentType: 'image/jpeg' }),
  );
});

after(async () => {
  await store?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore with the uploads on object storage', () => {
  it('puts every object of the media and the reports bucket into the archive, with its content type', async () => {
    const env = cmsTarget({ media: 'media', reports: 'reports' });
    seedDatabase(env.DATABASE_FILENAME);
    // A report left in the folder from before the CMS moved to S3: not the CMS's any more.
    mkdirSync(env.PATIENT_REPORTS_DIR, { recursive: true });
    writeFileSync(join(env.PATIENT_REPORTS_DIR, 'left-over.pdf'), '%PDF-1.7 old');
    const lines: string[] = [];
    const result = await createBackup({ env, log: (line) => lines.push(line) });
    archive = result.file;
    const { buckets } = result.manifest;
    assert.ok(buckets, 'the manifest lists the buckets');
    for (const role of ['media', 'reports'] as const) {
      assert.deepEqual(
        buckets[role].objects
          .map(({ key, content_type, bytes }) => ({ key, content_type, bytes }))
          .sort((a, b) => a.key.localeCompare(b.key)),
        OBJECTS[role]
          .map(({ key, type, body }) => ({ key, content_type: type, bytes: body.length }))
          .sort((a, b) => a.key.localeCompare(b.key)),
      );
    }
    const members = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' });
    assert.match(members, /^buckets\/media\/000001$/m);
    assert.match(members, /^buckets\/reports\/000001$/m);
    assert.match(lines.join('\n'), /media bucket media: 3 objects/);
    assert.equal(result.manifest.reports, undefined, 'the reports are counted once: in their bucket');
    assert.doesNotMatch(members, /^reports/m);
  });

  it('refuses to restore into buckets that hold objects, changing nothing, unless --force', async () => {
    const env = cmsTarget({ media: 'media-full', reports: 'reports-full' });
    await assert.rejects(
      restoreBackup({ file: archive, env, log: quiet }),
      /bucket media-full already holds 1 objects.*--force/s,
    );
    assert.deepEqual(Object.keys(await objectsOf('media-full')), ['left-over.jpg']);
    assert.equal(existsSync(env.DATABASE_FILENAME), false, 'the database was not written either');

    await restoreBackup({ file: archive, env, force: true, log: quiet });
    assert.deepEqual(
      await objectsOf('media-full'),
      expected('media'),
      'the bucket holds what was archived, nothing else',
    );
  });

  it('restores into empty buckets: the same objects with their bytes and content types, served at the same keys', async () => {
    const env = cmsTarget({ media: 'media-restored', reports: 'reports-restored' });
    const result = await restoreBackup({ file: archive, env, log: quiet });
    assert.equal(result.changed, true);
    assert.deepEqual(await objectsOf('media-restored'), expected('media'));
    assert.deepEqual(await objectsOf('reports-restored'), expected('reports'));
    assert.equal(existsSync(env.PATIENT_REPORTS_DIR), false, 'with S3 the reports folder is not the CMS’s');
    // A page's picture, fetched from the bucket's public address as a visitor's browser does.
    const picture = await fetch(
      `${store.env({ media: 'media-restored', reports: '' }).S3_PUBLIC_URL}/${OBJECTS.media[0].key}`,
    );
    assert.equal(picture.status, 200);
    assert.equal(picture.headers.get('content-type'), 'image/jpeg');
    assert.deepEqual(Buffer.from(await picture.arrayBuffer()), OBJECTS.media[0].body);
    const rows = new Database(env.DATABASE_FILENAME, { readonly: true })
      .prepare('SELECT COUNT(*) AS n FROM files')
      .get();
    assert.deepEqual(rows, { n: 3 });
  });

  it('refuses an archive of buckets for a CMS without S3, changing nothing', async () => {
    const env = cmsTarget();
    await assert.rejects(restoreBackup({ file: archive, env, log: quiet }), /no S3_BUCKET.*nothing was changed/s);
    assert.equal(existsSync(env.DATABASE_FILENAME), false);
  });

  for (const [n, [name, key]] of [
    ['a key that climbs out with ../', '../../escaped.jpg'],
    ['an absolute key', '/etc/cron.d/escaped'],
    ['a key with a control character', 'a\u0000b.jpg'],
  ].entries()) {
    it(`refuses an archive whose manifest names ${name}, before anything changes`, async () => {
      const file = alteredArchive(`hostile-${n}`, (dir) =>
        editManifest(dir, (manifest) => (manifest.buckets.media.objects[0].key = key)),
      );
      const buckets = { media: `hostile-media-${n}`, reports: `hostile-reports-${n}` };
      await store.createBucket(buckets.media);
      await store.createBucket(buckets.reports);
      const env = cmsTarget(buckets);
      await assert.rejects(restoreBackup({ file, env, log: quiet }), /is not a plain object key/);
      assert.deepEqual(await objectsOf(buckets.media), {});
      assert.deepEqual(await objectsOf(buckets.reports), {});
      assert.equal(existsSync(env.DATABASE_FILENAME), false);
    });
  }

  it('refuses an archive with a member outside its folders (an absolute path), writing nothing there', async () => {
    const outside = join(work, 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'planted'), 'x');
    const file = alteredArchive('absolute', () => {}, ['--absolute-names', join(outside, 'planted')]);
    rmSync(join(outside, 'planted'));
    await store.createBucket('absolute-media');
    await store.createBucket('absolute-reports');
    const env = cmsTarget({ media: 'absolute-media', reports: 'absolute-reports' });
    await assert.rejects(restoreBackup({ file, env, log: quiet }), /holds members a backup never has/);
    assert.equal(existsSync(join(outside, 'planted')), false);
    assert.deepEqual(await objectsOf('absolute-media'), {});
  });

  it('without S3, the archive is as before: no bucket in it, and no report when none was ever sent', async () => {
    const env = cmsTarget();
    seedDatabase(env.DATABASE_FILENAME);
    const result = await createBackup({ env, log: quiet });
    assert.equal(result.manifest.buckets, undefined);
    assert.deepEqual(result.manifest.reports, { count: 0, bytes: 0, files: [] });
    assert.doesNotMatch(execFileSync('tar', ['-tzf', result.file], { encoding: 'utf8' }), /^buckets/m);
  });
});

describe('backup and restore with the reports on disk (no S3)', () => {
  const REPORTS = {
    '0b9d6f4e-2c1a-4e7b-9f3d-5a6b7c8d9e0f.pdf': Buffer.from('%PDF-1.7 discharge summary\n\x00\xff'),
    'c3a1e2d4-5f6b-4a7c-8d9e-0f1a2b3c4d5e.png': Buffer.from('\x89PNG\r\n\x1a\n scan'),
  };
  let onDisk: string;

  const folderOf = (env: Record<string, string>) =>
    Object.fromEntries(
      readdirSync(env.PATIENT_REPORTS_DIR).map((name) => [name, readFileSync(join(env.PATIENT_REPORTS_DIR, name))]),
    );

  before(async () => {
    const env = cmsTarget();
    seedDatabase(env.DATABASE_FILENAME);
    mkdirSync(env.PATIENT_REPORTS_DIR, { recursive: true, mode: 0o700 });
    for (const [name, body] of Object.entries(REPORTS)) writeFileSync(join(env.PATIENT_REPORTS_DIR, name), body);
    onDisk = (await createBackup({ env, log: quiet })).file;
  });

  it('puts every report of the folder into the archive, and back into a new private folder byte for byte', async () => {
    const members = execFileSync('tar', ['-tzf', onDisk], { encoding: 'utf8' });
    for (const name of Object.keys(REPORTS))
      assert.match(members, new RegExp(`^reports/${name.replace('.', '\\.')}$`, 'm'));
    const env = cmsTarget();
    const lines: string[] = [];
    await restoreBackup({ file: onDisk, env, log: (line) => lines.push(line) });
    assert.deepEqual(folderOf(env), REPORTS);
    assert.equal(statSync(env.PATIENT_REPORTS_DIR).mode & 0o777, 0o700, "the patients' reports: the owner's alone");
    assert.match(lines.join('\n'), /2 reports restored into /);
  });

  it('refuses to restore into a reports folder that holds files, changing nothing, unless --force', async () => {
    const env = cmsTarget();
    mkdirSync(env.PATIENT_REPORTS_DIR, { recursive: true });
    writeFileSync(join(env.PATIENT_REPORTS_DIR, 'someone-else.pdf'), '%PDF-1.7 another patient');
    await assert.rejects(
      restoreBackup({ file: onDisk, env, log: quiet }),
      /the reports folder \S+ already holds 1 files.*--force/s,
    );
    assert.deepEqual(Object.keys(folderOf(env)), ['someone-else.pdf']);
    assert.equal(existsSync(env.DATABASE_FILENAME), false, 'the database was not written either');

    await restoreBackup({ file: onDisk, env, force: true, log: quiet });
    assert.deepEqual(folderOf(env), REPORTS, 'the folder holds what was archived, nothing else');
  });

  it('finds the reports folder where the CMS keeps it: PATIENT_REPORTS_DIR relative to the CMS folder', () => {
    const env = cmsTarget();
    const cms = join(ROOT, 'cms');
    assert.equal(resolveTarget({ ...env, PATIENT_REPORTS_DIR: '' }).reportsDir, join(cms, 'private', 'reports'));
    assert.equal(
      resolveTarget({ ...env, PATIENT_REPORTS_DIR: ' data/reports ' }).reportsDir,
      join(cms, 'data', 'reports'),
    );
    assert.equal(resolveTarget(env).reportsDir, env.PATIENT_REPORTS_DIR);
  });

  it('refuses a PATIENT_REPORTS_DIR inside the public folder, as the CMS does', async () => {
    const env = cmsTarget();
    await assert.rejects(
      restoreBackup({
        file: onDisk,
        env: { ...env, PATIENT_REPORTS_DIR: join(env.PUBLIC_DIR, 'reports') },
        log: quiet,
      }),
      /PATIENT_REPORTS_DIR \(\S+\) is inside the public folder/,
    );
    assert.equal(existsSync(join(env.PUBLIC_DIR, 'reports')), false);
    assert.equal(existsSync(env.DATABASE_FILENAME), false);
  });
});
