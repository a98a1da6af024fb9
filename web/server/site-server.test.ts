import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server as fakeApi } from '../src/test/server';
import { MESSAGES } from '@hospital/contract';
import { createSiteServer } from './site-server';

/**
 * The site's server against hostile requests, sent byte for byte over a socket (no client library
 * tidies them up first), with a stand-in CMS that records every path that reaches it.
 */
const FAVICON = Buffer.from(Array.from({ length: 100 }, (_, i) => i));
const UPLOAD = Buffer.from('a picture of the hospital, 40 bytes long');
const REPORT_TOO_LARGE = JSON.stringify({ report: [MESSAGES.reportTooLarge(10)] });
const PREVIEW_SECRET = 'a-preview-secret-of-some-length';
let dir: string;
let site: Server;
let cms: Server;
let sitePort: number;
const cmsPaths: string[] = [];

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends one raw request (the request line exactly as given) and reads the whole answer. */
function send(requestLine: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(sitePort, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      if (split === -1) return reject(new Error(`No answer to ${requestLine}`));
      const [statusLine, ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        ),
        body: raw.subarray(split + 4),
      });
    });
    const lines = Object.entries({ Host: 'localhost', Connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}`);
    socket.write(`${requestLine} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
  });
}

beforeAll(async () => {
  // The proxy's requests must reach the stand-in CMS, not the site's msw fake of the API.
  fakeApi.close();
  dir = mkdtempSync(join(tmpdir(), 'site-server-'));
  const client = join(dir, 'client');
  mkdirSync(join(client, 'assets'), { recursive: true });
  writeFileSync(join(client, 'assets', 'app.css'), 'body{margin:0}');
  writeFileSync(
    join(client, 'index.html'),
    '<html lang="en-IN"><head><!--page-head--><title>Site</title><!--/page-head--><link rel="stylesheet" href="/assets/app.css"></head><body><div id="root"><!--page-body--></div></body></html>',
  );
  writeFileSync(join(client, 'favicon.png'), FAVICON);
  const publicDir = join(dir, 'cms-public');
  mkdirSync(join(publicDir, 'uploads'), { recursive: true });
  writeFileSync(join(publicDir, 'uploads', 'ward.jpg'), UPLOAD);
  writeFileSync(join(publicDir, 'robots.txt'), 'the CMS public folder, not for the site');
  writeFileSync(join(dir, 'secret.txt'), 'outside every served folder');
  symlinkSync(join(dir, 'secret.txt'), join(publicDir, 'uploads', 'linked.jpg'));

  cms = createServer((req, res) => {
    // The content version the page server asks before each page (the CMS's /api/content-version).
    if (req.url === '/api/content-version') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end('{"version":"stand-in.1"}');
    }
    cmsPaths.push(req.url ?? '');
    // As the CMS's request gate: a report over its cap is refused by its declared length, unread,
    // and the connection closed (cms/src/middlewares/request-gate.ts).
    if (req.method === 'POST' && Number(req.headers['content-length']) > 11 * 1024 * 1024) {
      res.writeHead(400, { 'Content-Type': 'application/json', Connection: 'close' });
      return void res.end(REPORT_TOO_LARGE);
    }
    req.resume();
    req.on('end', () => {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end('{"detail":"Not found."}');
    });
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  site = createSiteServer({
    clientDir: client,
    cmsUrl: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
    trustProxy: false,
    cmsPublicDir: publicDir,
    previewSecret: PREVIEW_SECRET,
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  sitePort = (site.address() as AddressInfo).port;
});

// Pages rendered without their data (the stand-in CMS has none) log why; not this test's subject.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => cms.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('byte ranges on static files', () => {
  it('answers a satisfiable range with 206 and exactly those bytes', async () => {
    const answer = await send('GET /favicon.png', { Range: 'bytes=10-19' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe('bytes 10-19/100');
    expect(answer.body).toEqual(FAVICON.subarray(10, 20));
    const suffix = await send('GET /favicon.png', { Range: 'bytes=-5' });
    expect(suffix.body).toEqual(FAVICON.subarray(95));
  });

  it('clips an absurd end to the file, refuses an unsatisfiable range with 416, and keeps serving', async () => {
    const huge = await send('GET /favicon.png', { Range: 'bytes=0-18446744073709551615' });
    expect(huge.status).toBe(206);
    expect(huge.body).toEqual(FAVICON);
    for (const range of ['bytes=9-1', 'bytes=100-', 'bytes=18446744073709551615-', 'bytes=-0']) {
      const answer = await send('GET /favicon.png', { Range: range });
      expect(answer.status, range).toBe(416);
      expect(answer.headers['content-range'], range).toBe('bytes */100');
    }
    expect((await send('GET /favicon.png')).status).toBe(200);
  });

  it('ignores malformed ranges, several ranges and If-Range: the whole file', async () => {
    const cases: Array<Record<string, string>> = [
      { Range: 'bytes=abc' },
      { Range: 'items=0-1' },
      { Range: 'bytes=0-1,50-60' },
      { Range: 'bytes=0-1', 'If-Range': '"not-ours"' },
    ];
    for (const headers of cases) {
      const answer = await send('GET /favicon.png', headers);
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(answer.body, JSON.stringify(headers)).toEqual(FAVICON);
    }
  });

  it('survives the requests that used to stop the server (a trailing slash, index.html)', async () => {
    for (const [path, range] of [
      ['/favicon.png/', 'bytes=0-18446744073709551615'],
      ['/index.html/', 'bytes=9-1'],
      ['/uploads/ward.jpg/', 'bytes=9-1'],
      ['/uploads/ward.jpg', 'bytes=0-18446744073709551615'],
    ]) {
      const answer = await send(`GET ${path}`, { Range: range });
      expect(answer.status, path).toBeLessThan(500);
    }
    expect((await send('GET /favicon.png')).body).toEqual(FAVICON);
  });

  it('serves ranges of an upload under its sandbox policy', async () => {
    const answer = await send('GET /uploads/ward.jpg', { Range: 'bytes=0-9' });
    expect(answer.status).toBe(206);
    expect(answer.body.toString()).toBe('a picture ');
    expect(answer.headers['content-security-policy']).toContain('sandbox');
  });
});

describe('paths are checked once, before any routing', () => {
  it('refuses dot segments, plain or encoded in any case, backslashes and encoded slashes with 400', async () => {
    for (const path of [
      '/api/../admin/init',
      '/api/%2e%2e/admin/init',
      '/api/%2E%2e/admin/init',
      '/api/.%2E/admin/init',
      '/api/./doctors/',
      '/api/%2e/doctors/',
      '/api/..%5cadmin/init',
      '/api\\..\\admin/init',
      '/api%2f..%2fadmin/init',
      '/api/%2F/x',
      '/uploads/../../secret.txt',
      '/uploads/%2e%2e/robots.txt',
      '/api/%00/doctors',
      '/api/%zz',
      // A fragment is never sent by a browser; Node's URL drops it and leaves `/api/..`, the root.
      '/api/..#',
      '/api/..#/x',
      '/api/doctors#',
      '/uploads/..#',
      '/about?q=#',
      '//evil.example/',
      'http://evil.example/',
      '*',
    ]) {
      const answer = await send(`GET ${path}`);
      expect(answer.status, path).toBe(400);
    }
    expect(cmsPaths.filter((p) => /admin|\.\.|%2e/i.test(p))).toEqual([]);
  });

  it('answers an overlong address with 414', async () => {
    expect((await send(`GET /doctors?q=${'a'.repeat(3000)}`)).status).toBe(414);
  });

  it('passes only /api/ and /uploads/ to the CMS: its admin routes are never reached', async () => {
    cmsPaths.length = 0;
    for (const path of [
      '/content-manager/init',
      '/content-type-builder/content-types',
      '/users-permissions/roles',
      '/i18n/locales',
      '/upload/files',
    ]) {
      await send(`GET ${path}`);
    }
    await send('POST /admin/login');
    // Those are pages of the site (its not-found page, its own /admin screens), whose data comes
    // from the public API; none of them was passed on.
    expect(cmsPaths.length).toBeGreaterThan(0);
    expect(cmsPaths.filter((p) => !p.startsWith('/api/'))).toEqual([]);
    expect(
      cmsPaths.filter((p) => /admin|content-manager|content-type-builder|users-permissions|i18n|upload/.test(p)),
    ).toEqual([]);
    cmsPaths.length = 0;
    await send('GET /api/doctors/');
    expect(cmsPaths).toEqual(['/api/doctors/']);
  });
});

describe('served folders', () => {
  it('serves only regular files of the uploads folder: no symbolic link, nothing else of the public folder', async () => {
    expect((await send('GET /uploads/ward.jpg')).body).toEqual(UPLOAD);
    cmsPaths.length = 0;
    const linked = await send('GET /uploads/linked.jpg');
    expect(linked.body.toString()).not.toContain('outside every served folder');
    // Not on disk here: asked of the CMS, which applies its own rules.
    expect(cmsPaths).toEqual(['/uploads/linked.jpg']);
  });

  it("never answers a copy that is not there with another file: a name like Strapi's copies is the CMS's to answer", async () => {
    cmsPaths.length = 0;
    const guessed = await send('GET /uploads/large_ward.jpg');
    expect(guessed.status).toBe(404);
    expect(guessed.body).not.toEqual(UPLOAD);
    expect(cmsPaths).toEqual(['/uploads/large_ward.jpg']);
  });

  it('keeps serving after bogus Host headers, odd methods and malformed cookies', async () => {
    for (const [line, headers] of [
      ['GET /', { Host: 'a b' }],
      ['GET /', { Host: 'x'.repeat(300) + ':99999999' }],
      ['GET /doctors', { Cookie: '=;;;%%%=\u00ff' }],
      ['PROPFIND /'],
      ['DELETE /favicon.png'],
      ['PROPFIND /uploads/ward.jpg'],
      ['TRACE /api/doctors/'],
      ['BREW /api/doctors/'],
    ] as Array<[string, Record<string, string>?]>) {
      const answer = await send(line, headers);
      // The stand-in CMS has no content: a page is then the designed 503 (with Retry-After), not a crash.
      const designedUnavailable = answer.status === 503 && answer.headers['retry-after'] !== undefined;
      if (!designedUnavailable) expect(answer.status, line).toBeLessThan(500);
    }
    expect((await send('GET /favicon.png')).status).toBe(200);
  });
});

describe('the proxy to the CMS', () => {
  it("passes on the CMS's refusal of an oversized report, not a 502", async () => {
    const boundary = 'report-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="report"; filename="mri.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.alloc(12 * 1024 * 1024, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await fetch(`http://127.0.0.1:${sitePort}/api/contact-requests/`, {
        method: 'POST',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      expect(answer.status, `attempt ${attempt}`).toBe(400);
      expect(await answer.text()).toBe(REPORT_TOO_LARGE);
    }
    expect((await send('GET /favicon.png')).status).toBe(200);
    // A report within the cap goes on to the CMS (the stand-in has no such route: its 404).
    cmsPaths.length = 0;
    const small = await fetch(`http://127.0.0.1:${sitePort}/api/contact-requests/`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: body.subarray(0, 2 * 1024 * 1024),
    });
    expect(small.status).toBe(404);
    expect(cmsPaths).toEqual(['/api/contact-requests/']);
  });
});

describe('the files that are not pages (the resource routes)', () => {
  const get = (path: string, method = 'GET') =>
    fetch(`http://127.0.0.1:${sitePort}${path}`, { method, redirect: 'manual' });

  it("sends a loader's redirect as it is: /preview on to the entry's page, with no store and no referrer", async () => {
    const answer = await get(`/preview?secret=${PREVIEW_SECRET}&path=%2Fdoctors%3Fdoctor%3D4%23opd`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/doctors?doctor=4#opd');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await answer.text()).toBe('');
    const refused = await get('/preview?secret=wrong&path=%2F');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toBe('This preview link is not valid.');
  });

  it('answers HEAD with the headers alone', async () => {
    expect(await (await get('/robots.txt')).text()).toMatch(/^User-agent: \*\nAllow: \/\nDisallow: \/admin\n/);
    const head = await get('/robots.txt', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  it('answers each file at its one address: another case, a trailing slash or an escape is left to the pages', async () => {
    for (const path of ['/ROBOTS.TXT', '/robots.txt/', '/robots%2etxt', '/bn/robots.txt', '/Preview?secret=x']) {
      const answer = await get(path);
      expect(answer.status, path).not.toBe(200);
      expect(await answer.text(), path).not.toMatch(/User-agent|preview/);
    }
  });
});
