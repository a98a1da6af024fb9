/**
 * The web image's nginx configuration (deploy/nginx), exercised for real: rendered as the image
 * renders it, checked with `nginx -t`, then served by Debian's nginx against the built site
 * (web/dist: its assets, and its page server) and a running, seeded CMS (the cms test harness,
 * real Strapi on a temp SQLite). Asserts the pages passed to the page server, the caching policy, compression, the security headers, the proxy
 * of /api and /uploads, and the editors' panel port. Skips, saying why, when nginx is missing.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { freePort } from '../../scripts/lib/free-port';
import { CMS_DIR, SITE_SERVER, WEB_DIR } from '../../scripts/lib/paths';
import { startService, stopServices, waitForHttp, type Service } from '../../scripts/lib/processes';
import { buildForTests } from '../../scripts/lib/stack';
import { mirrorSite, type MirrorFigures } from '../../scripts/mirror/mirror-lib';
import {
  findNginx,
  imageEnvironment,
  startNginx,
  templateReferences,
  templateVariables,
  type NginxRun,
} from './support/nginx';
import { headerValues, rawRequest, type RawResponse } from './support/http';
import { startCmsForOps, type OpsCms } from './support/cms';
import { makeTestCertificate, observatoryGrade, startTlsTerminator } from './support/observatory';
import { CHROMIUM_PATH, launchBrowser } from '../e2e/browser';
import { statusOfRaw } from './support/raw-request';

const nginx = findNginx();
const SKIP = nginx ? false : 'nginx is not installed: `apt-get install -y nginx` (Debian) to run the proxy tests';

const NO_OPENSSL =
  spawnSync('openssl', ['version']).status === 0 ? false : 'openssl is not installed: no test certificate';
const NO_CHROMIUM = existsSync(CHROMIUM_PATH)
  ? false
  : `Chromium is not installed at ${CHROMIUM_PATH}: \`apt-get install -y chromium\` to check the CSP in a browser`;
const DIST = join(WEB_DIR, 'dist', 'client');
let cms: OpsCms;
let pages: Service;
let server: NginxRun;
let site: string;
let panel: string;
/** The static copy of the site nginx falls back to (npm run mirror). */
const mirror = mkdtempSync(join(tmpdir(), 'hospital-mirror-'));
// nginx's workers (nobody, under a root master) read it.
chmodSync(mirror, 0o755);
let mirrored: MirrorFigures;
let pagesUpstream: string;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const header = (response: RawResponse, name: string) => {
  const values = headerValues(response, name);
  assert.ok(values.length <= 1, `${name} is sent once, not ${values.length} times: ${values.join(' | ')}`);
  return values[0];
};

function largestAsset(extension: string): string {
  const files = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith(extension));
  assert.ok(files.length > 0, `web/dist/assets has no ${extension} file`);
  return files.sort((a, b) => statSync(join(DIST, 'assets', b)).size - statSync(join(DIST, 'assets', a)).size)[0];
}

/** The CSP as a map of directive → sources. */
function parseCsp(value: string | undefined): Map<string, string[]> {
  assert.ok(value, 'Content-Security-Policy is sent');
  return new Map(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function assertSecurityHeaders(response: RawResponse, where: string): void {
  const csp = parseCsp(header(response, 'content-security-policy'));
  assert.deepEqual(csp.get('default-src'), ["'self'"], `${where}: default-src`);
  assert.deepEqual(csp.get('script-src'), ["'self'"], `${where}: scripts only from the site, no inline or eval`);
  assert.deepEqual(csp.get('object-src'), ["'none'"], `${where}: object-src`);
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], `${where}: frame-ancestors`);
  assert.deepEqual(csp.get('base-uri'), ["'self'"], `${where}: base-uri`);
  for (const frame of [
    'https://www.youtube.com',
    'https://www.youtube-nocookie.com',
    'https://www.google.com',
    'https://maps.google.com',
  ]) {
    assert.ok(csp.get('frame-src')?.includes(frame), `${where}: frame-src allows ${frame}`);
  }
  assert.ok(csp.get('img-src')?.includes('https://img.youtube.com'), `${where}: img-src allows YouTube thumbnails`);
  // The one exception: style attributes, which server-rendered pages carry (React's inline
  // styles); style sheets and scripts stay same-origin only.
  assert.deepEqual(csp.get('style-src-attr'), ["'unsafe-inline'"], `${where}: style attributes only`);
  for (const [name, sources] of csp) {
    if (name === 'style-src-attr') continue;
    assert.ok(
      !sources.includes("'unsafe-inline'") && !sources.includes("'unsafe-eval'") && !sources.includes('*'),
      `${where}: ${name} is not opened up`,
    );
  }
  assertHeadersBesidesPolicy(response, where);
}

/** An uploaded file opened on its own: shown, never run, under the site's other headers. */
function assertUploadHeaders(response: RawResponse, where: string): void {
  const csp = parseCsp(header(response, 'content-security-policy'));
  assert.deepEqual(csp.get('default-src'), ["'none'"], `${where}: default-src`);
  assert.ok(csp.has('sandbox'), `${where}: sandboxed`);
  assertHeadersBesidesPolicy(response, where);
}

function assertHeadersBesidesPolicy(response: RawResponse, where: string): void {
  const hsts = header(response, 'strict-transport-security') ?? '';
  assert.match(hsts, /max-age=(\d+)/, `${where}: HSTS`);
  assert.ok(Number(/max-age=(\d+)/.exec(hsts)![1]) >= 15_552_000, `${where}: HSTS lasts at least 180 days`);
  assert.equal(header(response, 'x-content-type-options'), 'nosniff', `${where}: nosniff`);
  assert.equal(header(response, 'x-frame-options'), 'DENY', `${where}: X-Frame-Options`);
  assert.equal(header(response, 'referrer-policy'), 'strict-origin-when-cross-origin', `${where}: Referrer-Policy`);
  assert.equal(header(response, 'server'), 'nginx', `${where}: no version in Server`);
  assert.equal(header(response, 'x-powered-by'), undefined, `${where}: no X-Powered-By`);
}

/**
 * One policy per answer (header() refuses two), and its style-src allows exactly the page's inline
 * stylesheet by hash: a page whose CSS changed but whose policy did not would lose its styles.
 */
function assertStylesAllowed(response: RawResponse, where: string): void {
  const csp = parseCsp(header(response, 'content-security-policy'));
  const inline = [...response.body.toString('utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  const hashes = inline.map((css) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`);
  assert.deepEqual(
    csp.get('style-src'),
    ["'self'", ...hashes],
    `${where}: style-src allows this origin and exactly the page's own inline style`,
  );
  if (where.startsWith('/admin')) assert.equal(inline.length, 0, `${where}: the admin shell links its stylesheet`);
  else assert.equal(inline.length, 1, `${where}: the page carries its stylesheet inline`);
}

describe('the web image nginx configuration, served', { skip: SKIP }, () => {
  before(async () => {
    try {
      await buildForTests();
    } catch (error) {
      // This file tests nginx, not the site's build (the web and cms tests own that): an
      // existing build will do when a fresh one fails.
      if (!existsSync(SITE_SERVER) || !existsSync(join(CMS_DIR, 'dist', 'src', 'index.js'))) throw error;
      console.warn(`ops: building failed (${(error as Error).message}); testing the existing web/dist and cms/dist.`);
    }
    cms = await startCmsForOps();
    const [sitePort, panelPort, pagesPort] = [await freePort(), await freePort(), await freePort()];
    pages = startService('pages', process.execPath, [SITE_SERVER], {
      cwd: WEB_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(pagesPort),
        CMS_URL: `http://${cms.host}`,
        TRUST_PROXY: 'true',
      },
    });
    await waitForHttp(`http://127.0.0.1:${pagesPort}/robots.txt`, 30_000, () => pages.child.exitCode === null);
    mirrored = await mirrorSite(`http://127.0.0.1:${pagesPort}`, mirror);
    pagesUpstream = `127.0.0.1:${pagesPort}`;
    server = await startNginx(nginx!, {
      cmsUpstream: cms.host,
      siteUpstream: pagesUpstream,
      siteRoot: DIST,
      sitePort,
      panelPort,
      mirrorRoot: mirror,
    });
    site = `http://127.0.0.1:${sitePort}`;
    panel = `http://127.0.0.1:${panelPort}`;
  });

  after(async () => {
    rmSync(mirror, { recursive: true, force: true });
    await server?.stop();
    if (pages) await stopServices([pages]);
    await cms?.stop();
  });

  it('every template variable has a default in web/Dockerfile, and no nginx variable looks like one', () => {
    const env = imageEnvironment();
    for (const name of templateVariables()) assert.ok(name in env, `web/Dockerfile sets a default for ${name}`);
    // envsubst replaces whatever is set in the environment (upper-case names): nginx's own
    // variables must stay lower-case so that none is ever replaced.
    for (const name of templateReferences()) {
      if (/[A-Z]/.test(name))
        assert.ok(name in env, `$${name} in a template is an environment variable with a default`);
    }
  });

  it('passes every page to the page server, rendered with its content and revalidated on every use', async () => {
    for (const [path, status, text] of [
      ['/', 200, '<h1 class="sr-only">Neurosciences Hospital</h1>'],
      ['/doctors', 200, 'Doctors &amp; Medical Officers'],
      ['/department/2', 200, 'Out Patient Department'],
      // The admin screens run in the browser; their served shell says they are loading.
      ['/admin/login', 200, 'Loading the admin screens...'],
      ['/no-such-page', 404, 'Page not found'],
    ] as const) {
      const response = await rawRequest(`${site}${path}`);
      assert.equal(response.status, status, path);
      assert.match(String(response.headers['content-type']), /^text\/html/, path);
      assert.equal(header(response, 'cache-control'), 'no-cache', `${path}: revalidated`);
      assert.ok(response.body.toString('utf8').includes(text), `${path}: shows "${text}"`);
      assertSecurityHeaders(response, path);
      assertStylesAllowed(response, path);
    }
    const template = await rawRequest(`${site}/index.html`);
    assert.equal(template.status, 301, 'the bare build template is no page');
    assert.match(header(template, 'location') ?? '', /^(https?:\/\/[^/]+)?\/$/);
    const robots = await rawRequest(`${site}/robots.txt`);
    assert.match(robots.body.toString('utf8'), /Disallow: \/admin/);
  });

  it("keeps nginx's policy and the page server's the same, but for the page's inline-style hash", async () => {
    const script = largestAsset('.js');
    const fromNginx = header(await rawRequest(`${site}/assets/${script}`), 'content-security-policy');
    const fromPages = header(await rawRequest(`${site}/admin/login`), 'content-security-policy');
    const page = header(await rawRequest(`${site}/`), 'content-security-policy');
    assert.equal(fromPages, fromNginx, 'the admin shell (no inline style) carries exactly the policy nginx sends');
    assert.equal(page?.replace(/ 'sha256-[^']+'/, ''), fromNginx, 'a page adds its style hash, nothing else');
  });

  it('caches hashed assets for a year as immutable, and answers 404 (not the app) for a missing one', async () => {
    const script = largestAsset('.js');
    const response = await rawRequest(`${site}/assets/${script}`);
    assert.equal(response.status, 200);
    assert.match(String(response.headers['content-type']), /javascript/);
    assert.equal(header(response, 'cache-control'), 'public, max-age=31536000, immutable');
    assert.ok(response.body.equals(readFileSync(join(DIST, 'assets', script))));
    assertSecurityHeaders(response, '/assets/*.js');

    const missing = await rawRequest(`${site}/assets/missing-0000.js`);
    assert.equal(missing.status, 404);
    assert.notEqual(
      header(missing, 'cache-control'),
      'public, max-age=31536000, immutable',
      'a 404 is not cached for a year',
    );
    assertSecurityHeaders(missing, 'a 404');
  });

  it('compresses text with gzip when the client accepts it, and only then', async () => {
    for (const file of [largestAsset('.js'), largestAsset('.css')]) {
      const original = readFileSync(join(DIST, 'assets', file));
      const gzipped = await rawRequest(`${site}/assets/${file}`, { headers: { 'Accept-Encoding': 'gzip' } });
      assert.equal(gzipped.status, 200);
      assert.equal(header(gzipped, 'content-encoding'), 'gzip', file);
      assert.match(header(gzipped, 'vary') ?? '', /Accept-Encoding/i, `${file}: Vary`);
      assert.ok(gzipped.body.length < original.length, `${file}: smaller on the wire`);
      assert.ok(gunzipSync(gzipped.body).equals(original), `${file}: the same bytes once unpacked`);
      const plain = await rawRequest(`${site}/assets/${file}`);
      assert.equal(header(plain, 'content-encoding'), undefined, `${file}: plain without Accept-Encoding`);
    }
    const api = await rawRequest(`${site}/api/doctors/`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(api.status, 200);
    if (api.body.length > 0 && header(api, 'content-encoding') === 'gzip') {
      assert.ok(
        Array.isArray(JSON.parse(gunzipSync(api.body).toString())),
        'a compressed API answer is still the JSON',
      );
    }
  });

  it('proxies /api to the CMS: the same JSON, the site headers once, the CMS headers hidden', async () => {
    const direct = await fetch(`${cms.url}/api/banners/`);
    const proxied = await rawRequest(`${site}/api/banners/`);
    assert.equal(proxied.status, 200);
    assert.match(String(proxied.headers['content-type']), /application\/json/);
    assert.deepEqual(JSON.parse(proxied.body.toString()), await direct.json());
    assertSecurityHeaders(proxied, '/api/banners/');
    // The CMS's own revalidation headers pass through unchanged, and so does its 304.
    assert.equal(header(proxied, 'cache-control'), 'public, max-age=0, must-revalidate');
    const etag = header(proxied, 'etag');
    assert.ok(etag, 'public API answers carry an ETag through the proxy');
    const revalidated = await rawRequest(`${site}/api/banners/`, { headers: { 'If-None-Match': etag } });
    assert.equal(revalidated.status, 304);
    assert.equal(revalidated.body.length, 0);

    const health = await rawRequest(`${site}/api/health`);
    assert.equal(health.status, 200);
    assert.equal((JSON.parse(health.body.toString()) as { status: unknown }).status, 'ok');

    // Methods and bodies pass through: a wrong login answers the legacy 401 from the CMS.
    const login = await rawRequest(`${site}/api/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
    assert.equal(login.status, 401);
    assert.ok('detail' in JSON.parse(login.body.toString()));
  });

  it('lets an admin upload a multi-megabyte image through the proxy (body limit above nginx default)', async () => {
    const admin = await cms.createAdmin();
    const image = await cms.largeJpeg(3 * 1024 * 1024);
    const form = new FormData();
    form.append('title', 'Through nginx');
    form.append('description', 'A large image, proxied.');
    form.append('image', new File([new Uint8Array(image)], 'large.jpg', { type: 'image/jpeg' }));
    const response = await fetch(`${site}/api/news/create/`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    assert.equal(response.status, 201, await response.clone().text());
  });

  it('proxies /uploads: the uploaded file, byte for byte', async () => {
    const banners = (await (await fetch(`${site}/api/banners/`)).json()) as { banner_image: string }[];
    assert.ok(banners.length > 0 && banners[0].banner_image, 'the seeded banner has an image');
    const path = new URL(banners[0].banner_image, site).pathname;
    assert.match(path, /^\/uploads\//);
    const proxied = await rawRequest(`${site}${path}`);
    assert.equal(proxied.status, 200);
    assert.match(String(proxied.headers['content-type']), /^image\//);
    const onDisk = readFileSync(join(cms.publicDir, path));
    assert.equal(sha256(proxied.body), sha256(onDisk));
    assertUploadHeaders(proxied, path);
    assert.equal((await rawRequest(`${site}/uploads/no-such-file.jpg`)).status, 404);
    assert.equal((await rawRequest(`${site}/uploads/medium_no-such-file.jpg`)).status, 404);
  });

  it('offers exactly the smaller copies the CMS answered for a picture, each served, and guesses none it did not make', async () => {
    type Sizes = { width: number; smaller: Array<{ url: string; width: number }> } | null;
    const [banner] = (await (await fetch(`${site}/api/banners/`)).json()) as Array<{
      banner_image: string;
      banner_image_sizes: Sizes;
    }>;
    const sizes = banner.banner_image_sizes;
    assert.ok(sizes && sizes.smaller.length > 0, 'the CMS answers the seeded banner with its smaller copies');
    const home = (await rawRequest(`${site}/`)).body.toString('utf8');
    const hero = /<img\b[^>]*\sfetchpriority="high"[^>]*>/.exec(home)?.[0] ?? '';
    assert.equal(
      /\ssrcset="([^"]*)"/i.exec(hero)?.[1],
      [...sizes.smaller.map((copy) => `${copy.url} ${copy.width}w`), `${banner.banner_image} ${sizes.width}w`].join(
        ', ',
      ),
      "the banner's srcset is the CMS's copies, then the original",
    );
    for (const copy of sizes.smaller) {
      const path = new URL(copy.url, site).pathname;
      const served = await rawRequest(`${site}${path}`);
      assert.equal(served.status, 200, path);
      assert.equal(sha256(served.body), sha256(readFileSync(join(cms.publicDir, path))), `${path}: the copy itself`);
      assertUploadHeaders(served, path);
    }
    // A portrait narrower than 1000 px has no large copy: that name is not answered with the original.
    const [director] = (await (await fetch(`${site}/api/directors/`)).json()) as { url: string }[];
    const guessed = new URL(director.url, site).pathname.replace('/uploads/', '/uploads/large_');
    assert.ok(!existsSync(join(cms.publicDir, guessed)), 'the seeded portrait has no large copy');
    assert.equal((await rawRequest(`${site}${guessed}`)).status, 404);
  });

  it("serves Strapi's panel backend on the panel port only: /admin there is Strapi, on the site it is the app", async () => {
    const strapiAdmin = await rawRequest(`${panel}/admin/init`);
    assert.equal(strapiAdmin.status, 200);
    assert.ok('data' in JSON.parse(strapiAdmin.body.toString()), "Strapi's /admin/init answers on the panel port");
    const siteAdmin = await rawRequest(`${site}/admin/init`);
    assert.match(
      String(siteAdmin.headers['content-type']),
      /^text\/html/,
      "the site's /admin routes stay with the app",
    );
    assert.equal((await rawRequest(`${panel}/api/health`)).status, 200);
  });

  it(
    'the CSP lets the site load everything it uses, in a browser (no violation on any public page)',
    { skip: NO_CHROMIUM },
    async () => {
      const browser = await launchBrowser();
      try {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        // The network here is closed: answer requests leaving the machine (YouTube, Google Maps) empty.
        // The CSP decides before any request is made, so a blocked frame or image is still reported.
        const outside = new Set<string>();
        await context.route(
          (url) => url.hostname !== '127.0.0.1',
          (route) => {
            outside.add(new URL(route.request().url()).hostname);
            return route.fulfill({ status: 204, body: '' });
          },
        );
        await context.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { cspViolations: string[] }).cspViolations = seen;
          document.addEventListener('securitypolicyviolation', (event) =>
            seen.push(`${event.violatedDirective} ${event.blockedURI}`),
          );
        });
        const page = await context.newPage();
        const violations: string[] = [];
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
        });
        const paths = [
          '/',
          '/about',
          '/doctors',
          '/departments',
          '/neurosurgery',
          '/blogs',
          '/videos',
          '/review-videos',
          '/news-and-events',
          '/contact',
          '/admin/login',
        ];
        for (const path of paths) {
          await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
          await page.mouse.wheel(0, 4000); // lazy iframes and images (the map) load when scrolled to
          await page.waitForTimeout(300);
          if (path === '/videos') {
            // Open a video: the player is a YouTube iframe.
            const card = page.getByText(/Watch/).first();
            if (await card.count()) {
              await card.click();
              await page.waitForTimeout(500);
            }
          }
          const seen = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
          violations.push(...seen.map((entry) => `${path}: ${entry}`));
        }
        assert.deepEqual(violations, [], 'no Content-Security-Policy violations');
        // Only what the CSP let through reaches the network: each outside resource must have been tried.
        for (const host of ['maps.google.com', 'img.youtube.com', 'www.youtube.com']) {
          assert.ok(
            outside.has(host),
            `the site loaded something from ${host} (else this check covered nothing for it: is the page broken?); seen: ${[...outside].join(', ')}`,
          );
        }
        await context.close();
      } finally {
        await browser.close();
      }
    },
  );

  it("answers login and the contact form with the site's headers once, the CMS's hidden, as every other API path", async () => {
    for (const path of ['/api/login/', '/api/contact-requests/', '/api/vitals/']) {
      const response = await rawRequest(`${site}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      assertSecurityHeaders(response, path);
    }
  });

  it('limits login posts per client address in nginx, in front of the CMS, answering in the legacy shape', async () => {
    const statuses: number[] = [];
    let nginxAnswer: unknown;
    for (let attempt = 0; attempt < 40 && nginxAnswer === undefined; attempt += 1) {
      const response = await fetch(`${site}/api/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong' }),
      });
      statuses.push(response.status);
      const body = (await response.json()) as { detail?: string };
      if (body.detail === 'Too many requests. Please try again in 60 seconds.') nginxAnswer = body;
    }
    // The CMS's limit (10 per address) answers first; nginx's (20 a minute, burst 20) takes over after.
    assert.ok(nginxAnswer, `nginx refused none of ${statuses.length} login posts: ${statuses.join(' ')}`);
    assert.deepEqual([...new Set(statuses)].sort(), [401, 429]);
  });

  it("refuses a target with dot segments, backslashes or encoded slashes before any routing: Strapi's admin is never reached", async () => {
    for (const path of [
      '/api/../admin/init',
      '/api/%2e%2e/admin/init',
      '/api/%2E%2e/admin/init',
      '/api/.%2e/admin/login',
      '/api/./doctors/',
      '/api/..%5cadmin/init',
      '/api%2f..%2fadmin/init',
      '/uploads/..%2f..%2fpackage.json',
      '/api\\..\\admin/init',
      '/api/%00/doctors/',
    ]) {
      // Byte for byte: a URL parser would resolve the dots before sending.
      assert.equal(await statusOfRaw(server.sitePort, `GET ${path}`), '400', path);
    }
    // A query string may carry dots and slashes (a search for "a/b" or "..."): not a path.
    assert.equal((await rawRequest(`${site}/doctors?q=..%2F..`)).status, 200);
  });

  it('sends the sandbox policy with every upload it proxies', async () => {
    const listed = JSON.parse((await rawRequest(`${site}/api/banners/`)).body.toString()) as Array<{
      banner_image: string;
    }>;
    const path = new URL(listed[0].banner_image, site).pathname;
    const response = await rawRequest(`${site}${path}`);
    assert.equal(response.status, 200);
    assert.match(header(response, 'content-security-policy') ?? '', /sandbox/);
    assert.match(header(response, 'content-security-policy') ?? '', /default-src 'none'/);
  });

  it('takes bodies over 1 MB only on the routes that take pictures, and 11 MB for an estimate with its report', async () => {
    // nginx answers from the announced length, before reading the body: no body need be sent.
    const announce = (path: string, bytes: number) =>
      statusOfRaw(server.sitePort, `POST ${path}`, `Content-Type: application/json\r\nContent-Length: ${bytes}\r\n`);
    for (const path of ['/api/login/', '/api/doctors/1/', '/about', '/feedback']) {
      assert.equal(await announce(path, 2 * 1024 * 1024), '413', path);
    }
    // The contact-requests route and the served /estimate form take a report of up to 10 MB.
    for (const path of ['/api/contact-requests/', '/api/CONTACT-REQUESTS/', '/estimate']) {
      assert.equal(await announce(path, 12 * 1024 * 1024), '413', path);
    }
    // The routes that take pictures accept more: "lets an admin upload a multi-megabyte image" above.
  });

  it('takes a field-measurement beacon of a few KB at most', async () => {
    const announce = (path: string, bytes: number) =>
      statusOfRaw(server.sitePort, `POST ${path}`, `Content-Type: text/plain\r\nContent-Length: ${bytes}\r\n`);
    assert.equal(await announce('/api/vitals/', 16 * 1024), '413');
    assert.equal(await announce('/api/VITALS', 16 * 1024), '413');
  });

  it('believes X-Forwarded-Proto only from the trusted proxy, not from a visitor', async () => {
    const canonicalOf = async (base: string) => {
      const html = (await rawRequest(`${base}/about`, { headers: { 'X-Forwarded-Proto': 'https' } })).body.toString();
      return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
    };
    // The tests connect from 127.0.0.1, this server's trusted proxy: believed.
    assert.match(await canonicalOf(site), /^https:/);
    const [sitePort, panelPort] = [await freePort(), await freePort()];
    const untrusting = await startNginx(nginx!, {
      cmsUpstream: cms.host,
      siteUpstream: pagesUpstream,
      siteRoot: DIST,
      sitePort,
      panelPort,
      trustedProxies: '192.0.2.1/32',
    });
    try {
      assert.match(await canonicalOf(`http://127.0.0.1:${sitePort}`), /^http:/);
    } finally {
      await untrusting.stop();
    }
  });

  it("lets pictures come from the media bucket's origin (S3_PUBLIC_URL), and from nothing a bad value would add", async () => {
    const imageSources = async (mediaPublicUrl: string) => {
      const [sitePort, panelPort] = [await freePort(), await freePort()];
      const withMedia = await startNginx(nginx!, {
        cmsUpstream: cms.host,
        siteUpstream: pagesUpstream,
        siteRoot: DIST,
        sitePort,
        panelPort,
        mediaPublicUrl,
      });
      try {
        // A file nginx answers itself (as it answers the mirror's pages when the page server is down).
        const answer = await rawRequest(`http://127.0.0.1:${sitePort}/images/placeholder.svg`);
        return parseCsp(answer.headers['content-security-policy'] as string | undefined);
      } finally {
        await withMedia.stop();
      }
    };
    const bucket = await imageSources('https://media.hospital.example/site');
    assert.ok(bucket.get('img-src')?.includes('https://media.hospital.example'), 'the bucket origin, without its path');
    const hostile = await imageSources('https://x.example; script-src *');
    assert.ok(
      !hostile.get('img-src')?.some((source) => source.includes('x.example')),
      'a value with more than an origin is dropped',
    );
    assert.deepEqual(hostile.get('script-src'), ["'self'"]);
    const scripted = await imageSources('javascript:alert(1)');
    assert.deepEqual(
      scripted.get('img-src'),
      parseCsp((await rawRequest(`${site}/images/placeholder.svg`)).headers['content-security-policy'] as string).get(
        'img-src',
      ),
    );
  });

  it(
    "grades A+ with Mozilla's HTTP Observatory, run here, behind a TLS terminator with a test certificate",
    { skip: NO_OPENSSL },
    async () => {
      const certificateDir = mkdtempSync(join(tmpdir(), 'hospital-tls-'));
      const certificate = makeTestCertificate(certificateDir);
      const terminator = await startTlsTerminator(server.sitePort, certificate);
      try {
        const graded = await observatoryGrade(terminator, certificate);
        const failed = Object.entries(graded.tests)
          .filter(([, test]) => !test.pass || test.scoreModifier < 0)
          .map(([name, test]) => `${name}: ${test.result} (${test.scoreModifier})`);
        assert.equal(graded.statusCode, 200, 'the home page itself was graded');
        assert.deepEqual(failed, [], 'no test failed or cost points');
        assert.equal(graded.grade, 'A+', `score ${graded.score}: ${JSON.stringify(graded.tests)}`);
        // A visit over plain HTTP, as the terminator reports it, is sent to HTTPS first.
        assert.equal(graded.tests.redirection.result, 'redirection-to-https');
      } finally {
        await terminator.stop();
        rmSync(certificateDir, { recursive: true, force: true });
      }
    },
  );

  it('logged no errors', () => {
    // Refusing an announced body over the limit is logged at "error" by nginx: the refusals above.
    const unexpected = server
      .errorLog()
      .split('\n')
      .filter((line) => !/client intended to send too large body/.test(line));
    assert.doesNotMatch(unexpected.join('\n'), /\[(error|crit|alert|emerg)\]/);
  });

  // Last: it stops the page server (and nginx then logs its refused connections).
  it('keeps serving a page it has served, whole, while the page server is down', async () => {
    const fresh = await rawRequest(`${site}/emergency`);
    assert.equal(fresh.status, 200);
    assert.match(fresh.body.toString('utf8'), /href="tel:\+\d+"/);
    await stopServices([pages]);
    // Past the copy's one fresh second: only proxy_cache_use_stale may serve it now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const attempt of [1, 2]) {
      const stale = await rawRequest(`${site}/emergency`);
      assert.equal(stale.status, 200, `attempt ${attempt}`);
      assert.equal(stale.body.toString('utf8'), fresh.body.toString('utf8'), `attempt ${attempt}: the same page`);
      assertSecurityHeaders(stale, '/emergency from nginx');
    }
  });

  it(
    'falls back to the static mirror for a page it has no copy of: whole, without JavaScript, its numbers callable',
    {
      skip: NO_CHROMIUM,
    },
    async () => {
      assert.ok(mirrored.pages.includes('/emergency') && mirrored.pages.includes('/'), JSON.stringify(mirrored.pages));
      assert.ok(
        mirrored.files.some((path) => path.startsWith('/assets/')),
        'the mirror holds the assets pages use',
      );
      // Asked under another host name, nginx has no copy of its own: only the mirror can answer.
      const other = `http://localhost:${new URL(site).port}`;
      const research = await rawRequest(`${other}/research`);
      assert.equal(research.status, 200);
      assert.match(research.body.toString('utf8'), /<h1[^>]*>Research/);
      const browser = await launchBrowser();
      try {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        const answer = await page.goto(`${other}/emergency`);
        assert.equal(answer?.status(), 200);
        assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Stroke and neuro emergencies');
        const calls = await page
          .locator('a[href^="tel:"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        assert.ok(calls.includes('tel:108'), `the ambulance number: ${calls.join(' ')}`);
        assert.ok(
          calls.some((href) => /^tel:\+\d{10,}$/.test(href ?? '')),
          `the hospital's own number: ${calls.join(' ')}`,
        );
        assert.ok(await page.getByRole('heading', { name: 'BE-FAST: the signs of a stroke' }).isVisible());
      } finally {
        await browser.close();
      }
    },
  );
});
