/**
 * The static mirror's own rules (scripts/mirror/mirror-lib.ts): which addresses it takes from the
 * sitemap, which files a page uses, and that no address — however hostile — writes outside the
 * folder it was given; and the mirror uploaded to a bucket (`--out s3://bucket/prefix`, against
 * s3rver) with each file's content type and cache header. The mirror served by nginx is checked in
 * nginx.test.ts.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { startObjectStore, type ObjectStore } from '@hospital/test-support/s3';
import { ROOT } from '../../scripts/lib/paths';
import { filesUsedBy, mirrorFile, mirrorSite, sitemapPaths } from '../../scripts/mirror/mirror-lib';

const out = mkdtempSync(join(tmpdir(), 'mirror-test-'));
after(() => rmSync(out, { recursive: true, force: true }));

describe('the static mirror', () => {
  it('writes each page as <path>/index.html and the home page as index.html', () => {
    assert.equal(mirrorFile(out, '/', true), join(out, 'index.html'));
    assert.equal(mirrorFile(out, '/emergency', true), join(out, 'emergency', 'index.html'));
    assert.equal(mirrorFile(out, '/assets/app-1.js', false), join(out, 'assets', 'app-1.js'));
  });

  it('refuses every address that would write outside its folder', () => {
    for (const hostile of [
      '/../etc/passwd',
      '/a/../../x',
      '/%2e%2e/x',
      '/a%2f..%2f..%2fx',
      '/..%5cx',
      '/%00',
      '/%E0%A4%A',
      'relative',
      '/.',
    ]) {
      assert.equal(mirrorFile(out, hostile, true), undefined, hostile);
      assert.equal(mirrorFile(out, hostile, false), undefined, hostile);
    }
  });

  it("takes the sitemap's paths and the site's own files a page uses, never another site's", () => {
    assert.deepEqual(
      sitemapPaths(
        '<urlset><url><loc>https://h.example/</loc></url><url><loc>https://h.example/blogs?post=3&amp;x=1</loc></url></urlset>',
      ),
      ['/', '/blogs?post=3&x=1'],
    );
    const html = `<link rel="icon" href="/favicon.png"><script src="/assets/a.js"></script>
      <img src="/uploads/b.jpg" srcset="/uploads/small_b.jpg 500w, /uploads/b.jpg 1000w">
      <a href="/doctors">Doctors</a><img src="https://img.youtube.com/x.jpg"><style>.x{background:url(/assets/c.png)}</style>
      <img src="/uploads/d.jpg" srcSet="/uploads/medium_d.jpg 750w, /uploads/d.jpg 1920w"><img src="/images/people/consultant.svg">
      <a href="/rates.json">The rates as a file</a>`;
    // React writes the attribute as `srcSet`: the mirror reads it as a browser does, in any case.
    assert.deepEqual(filesUsedBy(html).sort(), [
      '/assets/a.js',
      '/assets/c.png',
      '/favicon.png',
      '/images/people/consultant.svg',
      // The package rates' machine-readable file, linked from /packages.
      '/rates.json',
      '/uploads/b.jpg',
      '/uploads/d.jpg',
      '/uploads/medium_d.jpg',
      '/uploads/small_b.jpg',
    ]);
  });

  it('mirrors a site whose sitemap names a hostile address without writing outside its folder', async () => {
    const site = createServer((req, res) => {
      if (req.url === '/sitemap.xml') {
        const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
        res.end(`<urlset><url><loc>${base}/</loc></url><url><loc>${base}/a%2f..%2f..%2fescaped</loc></url></urlset>`);
        return;
      }
      res.end(req.url === '/' ? '<a href="tel:+911234567890">Call</a><img src="/assets/x.png">' : 'file');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const figures = await mirrorSite(`http://127.0.0.1:${(site.address() as AddressInfo).port}`, join(out, 'site'));
      assert.deepEqual(figures.pages, ['/']);
      assert.deepEqual(figures.skipped, ['/a%2f..%2f..%2fescaped']);
      assert.deepEqual(readdirSync(out).sort(), ['site']);
      assert.deepEqual(readdirSync(join(out, 'site')).sort(), ['assets', 'favicon.png', 'index.html']);
    } finally {
      site.close();
    }
  });
});

/** A small site: two pages using a hashed script and stylesheet, a picture from /uploads and one already on the bucket. */
function startSite(bucketPicture: string) {
  const site = createServer((req, res) => {
    const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    const page = (title: string) =>
      `<!doctype html><title>${title}</title><link rel="stylesheet" href="/assets/index-3f2a.css">` +
      `<script type="module" src="/assets/index-9b1c.js"></script><img src="/uploads/ward_1a2b.jpg">` +
      `<img src="${bucketPicture}" alt="Doctor"><a href="tel:+911234567890">Call</a>`;
    const answers: Record<string, string> = {
      '/sitemap.xml': `<urlset><url><loc>${base}/</loc></url><url><loc>${base}/emergency</loc></url></urlset>`,
      '/': page('Home'),
      '/emergency': page('Emergency'),
    };
    res.end(answers[req.url ?? ''] ?? `bytes of ${req.url}`);
  });
  return new Promise<string>((resolve) =>
    site.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(site.address() as AddressInfo).port}`)),
  ).then((url) => ({ url, close: () => site.close() }));
}

function runMirror(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'mirror.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the static mirror into a bucket (--out s3://bucket/prefix)', () => {
  let store: ObjectStore;
  let env: Record<string, string>;
  let bucketPicture: string;
  const objects = new Map<string, { type?: string; cache?: string }>();

  before(async () => {
    store = await startObjectStore();
    await store.createBucket('site-mirror');
    await store.createBucket('media');
    env = store.env({ media: 'media', reports: 'reports' });
    bucketPicture = `${env.S3_PUBLIC_URL}/doctor_5e6f.jpg`;
    const site = await startSite(bucketPicture);
    try {
      const run = await runMirror(['--out', 's3://site-mirror/hospital/2026', '--site', site.url], env);
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stdout, /Mirrored 2 pages and 4 files/);
    } finally {
      site.close();
    }
    const listed = await store.client.send(new ListObjectsV2Command({ Bucket: 'site-mirror' }));
    for (const { Key } of listed.Contents ?? []) {
      const head = await store.client.send(new HeadObjectCommand({ Bucket: 'site-mirror', Key }));
      objects.set(Key!, { type: head.ContentType, cache: head.CacheControl });
    }
  });
  after(() => store?.stop());

  it('writes each page as index.html under the prefix, and every file it uses, nothing outside it', () => {
    assert.deepEqual(
      [...objects.keys()].sort(),
      [
        'assets/index-3f2a.css',
        'assets/index-9b1c.js',
        'emergency/index.html',
        'favicon.png',
        'index.html',
        'uploads/ward_1a2b.jpg',
      ].map((path) => `hospital/2026/${path}`),
    );
  });

  it('gives each file its content type, pages revalidated on every use and hashed files kept a year', () => {
    const expected: Record<string, [string, string]> = {
      'index.html': ['text/html; charset=utf-8', 'no-cache'],
      'emergency/index.html': ['text/html; charset=utf-8', 'no-cache'],
      'assets/index-3f2a.css': ['text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
      'assets/index-9b1c.js': ['text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
      'uploads/ward_1a2b.jpg': ['image/jpeg', 'no-cache'],
      'favicon.png': ['image/png', 'no-cache'],
    };
    for (const [path, [type, cache]] of Object.entries(expected))
      assert.deepEqual(objects.get(`hospital/2026/${path}`), { type, cache }, path);
  });

  it("serves a page from the bucket's address as uploaded, its picture on the media bucket left where it is", async () => {
    const response = await fetch(`${store.endpoint}/site-mirror/hospital/2026/emergency/index.html`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const html = await response.text();
    assert.match(html, /<title>Emergency<\/title>/);
    assert.ok(html.includes(`src="${bucketPicture}"`), 'the absolute picture address is unchanged');
    assert.ok(![...objects.keys()].some((key) => key.includes('doctor_5e6f')), 'the bucket picture is not copied');
  });

  it('refuses an s3:// address without a bucket, saying how to write one', async () => {
    for (const out of ['s3://', 's3:///prefix', 's3://No_Such-Bucket!/x']) {
      const run = await runMirror(['--out', out, '--site', 'http://127.0.0.1:9'], env);
      assert.equal(run.code, 2, out);
      assert.match(run.stderr, /names no bucket: write s3:\/\/BUCKET or s3:\/\/BUCKET\/PREFIX/, out);
    }
  });
});
