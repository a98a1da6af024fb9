/**
 * The shipped nginx configuration's edge (issue 39): what it passes on of the page server's own
 * answers, what it keys its copies of pages on, how it limits page reads per address (an IPv6
 * address by its /64), which bodies it takes, and which request targets it refuses. Served by
 * Debian's nginx in front of a stand-in page server on this machine that records every request
 * reaching it and answers as told: no build and no CMS are needed. Skips when nginx is missing.
 */
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freePort } from '../../scripts/lib/free-port';
import { rawRequest } from './support/http';
import { findNginx, startNginx, type NginxRun } from './support/nginx';
import { statusOfRaw } from './support/raw-request';

const nginx = findNginx();
const SKIP = nginx ? false : 'nginx is not installed: `apt-get install -y nginx` (Debian) to run the proxy tests';

const EMERGENCY_PAGE = '<h1>Emergency</h1><a href="tel:+913322222222">Call</a> <a href="tel:108">108</a>';
/** Answers of the stand-in page server by path; anything else is a page of its own path. */
const answers = new Map<string, { status: number; headers?: Record<string, string>; body: string }>();
/** Every target that reached the stand-in page server, as sent. */
const reached: string[] = [];

const work = mkdtempSync(join(tmpdir(), 'hospital-nginx-edge-'));
const siteRoot = join(work, 'client');
const mirror = join(work, 'mirror');
let pages: Server;
let server: NginxRun;
let site: string;

function startPages(port = 0): Promise<Server> {
  const stand = createServer((req, res) => {
    reached.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      const answer = answers.get(path) ?? { status: 200, body: `<p>the page at ${req.url}</p>` };
      res.writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8', ...answer.headers });
      res.end(answer.body);
    });
  });
  return new Promise((resolve) => stand.listen(port, '127.0.0.1', () => resolve(stand)));
}

/** Files nginx keeps in a cache folder (its copies of pages). */
function filesIn(dir: string): number {
  let count = 0;
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else count += 1;
    }
  };
  try {
    walk(dir);
  } catch {
    return 0;
  }
  return count;
}

const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });

describe('the shipped nginx in front of the page server', { skip: SKIP }, () => {
  before(async () => {
    mkdirSync(join(siteRoot, 'assets'), { recursive: true });
    writeFileSync(join(siteRoot, 'assets', 'app-0000.js'), 'console.log("app")');
    for (const path of ['review-videos', 'contact']) {
      mkdirSync(join(mirror, path), { recursive: true });
      writeFileSync(join(mirror, path, 'index.html'), `<p>the mirror's copy of /${path}</p>`);
    }
    // nginx's workers (nobody, under a root master) read these.
    for (const dir of [work, siteRoot, join(siteRoot, 'assets'), mirror]) chmodSync(dir, 0o755);
    pages = await startPages();
    server = await startNginx(nginx!, {
      cmsUpstream: '127.0.0.1:9',
      siteUpstream: `127.0.0.1:${(pages.address() as AddressInfo).port}`,
      siteRoot,
      sitePort: await freePort(),
      panelPort: await freePort(),
      mirrorRoot: mirror,
    });
    site = `http://127.0.0.1:${server.sitePort}`;
  });

  after(async () => {
    await server?.stop();
    pages?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("passes the page server's own 503, with its wait and the hospital's numbers, not the mirror's copy", async () => {
    answers.set('/review-videos', {
      status: 503,
      headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' },
      body: EMERGENCY_PAGE,
    });
    const answer = await rawRequest(`${site}/review-videos`, from('198.51.100.1'));
    assert.equal(answer.status, 503);
    assert.equal(answer.headers['retry-after'], '30');
    const body = answer.body.toString('utf8');
    assert.match(body, /href="tel:\+913322222222"/, 'the numbers on the page server 503 reach the visitor');
    assert.doesNotMatch(body, /the mirror's copy/);
  });

  it('keys its copies on the path and the query parameters pages read, and asks the page server for exactly that', async () => {
    reached.length = 0;
    const home = await rawRequest(`${site}/`, from('198.51.100.2'));
    for (let k = 0; k < 40; k += 1) {
      const junk = await rawRequest(`${site}/?k=${k}&utm_source=x${k}`, from('198.51.100.2'));
      assert.equal(junk.status, 200);
      assert.equal(junk.body.toString(), home.body.toString(), `/?k=${k} is the home page`);
    }
    assert.deepEqual(
      reached.filter((target) => target.includes('?')),
      [],
      'no invented parameter reaches the page server',
    );
    await rawRequest(`${site}/doctors?utm_source=a&specialty=neurology&Q=ab&q=sharma`, from('198.51.100.2'));
    assert.equal(reached.at(-1), '/doctors?q=sharma&specialty=neurology', 'the known parameters, in one order');
  });

  it("passes /schemes's every card ticked, the first run of them as a form sends them, and nothing between", async () => {
    await rawRequest(`${site}/schemes?utm_source=a&card=cghs&card=echs&x=1&card=wbhs`, from('198.51.100.4'));
    assert.equal(reached.at(-1), '/schemes?card=cghs&card=echs', 'the run of cards a form sends');
    await rawRequest(`${site}/bn/schemes?card=pm-jay&ref=BK-7KQ4-M2XD`, from('198.51.100.4'));
    assert.equal(reached.at(-1), '/bn/schemes?ref=BK-7KQ4-M2XD&card=pm-jay');
  });

  it("passes /search's words and page of results, and serves a repeated search from its copy", async () => {
    await rawRequest(`${site}/search?utm_source=a&page=2&x=1&q=stroke`, from('198.51.100.5'));
    assert.equal(reached.at(-1), '/search?q=stroke&page=2', 'the words and the page, in one order');
    await rawRequest(
      `${site}/hi/search?q=%E0%A4%B8%E0%A5%8D%E0%A4%9F%E0%A5%8D%E0%A4%B0%E0%A5%8B%E0%A4%95`,
      from('198.51.100.5'),
    );
    assert.equal(reached.at(-1), '/hi/search?q=%E0%A4%B8%E0%A5%8D%E0%A4%9F%E0%A5%8D%E0%A4%B0%E0%A5%8B%E0%A4%95');
    const before = reached.length;
    const first = await rawRequest(`${site}/search?q=migraine`, from('198.51.100.5'));
    // Its copy is written once its answer is complete; it is fresh for a second.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await rawRequest(`${site}/search?q=migraine&utm_source=mail`, from('198.51.100.5'));
    assert.equal(again.body.toString(), first.body.toString());
    assert.equal(reached.length - before, 1, 'the repeated search is answered from the copy, not the page server');
  });

  it('passes a preview link on whole: its secret and the page to open are no page parameters', async () => {
    await rawRequest(`${site}/preview?secret=s3cret&path=%2Fdepartment%2F7`, from('198.51.100.2'));
    assert.equal(reached.at(-1), '/preview?secret=s3cret&path=%2Fdepartment%2F7');
  });

  it('keeps pages with a query in a budget of their own, apart from the plain pages', async () => {
    const plainCopies = join(server.dir, 'pages');
    for (let n = 0; n < 30; n += 1) await rawRequest(`${site}/doctors?q=zq${n}`, from('198.51.100.3'));
    await rawRequest(`${site}/about`, from('198.51.100.3'));
    // Copies are written once their answer is complete.
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.ok(filesIn(`${plainCopies}-with-query`) >= 30, 'the searches are kept in their own cache');
    assert.ok(filesIn(plainCopies) <= 5, `the plain pages' cache holds only plain pages: ${filesIn(plainCopies)}`);
  });

  it('limits page reads per address, not its assets, with a page in its language and a wait', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 90; n += 1) statuses.push((await rawRequest(`${site}/about`, from('203.0.113.50'))).status);
    assert.ok(
      statuses.slice(0, 40).every((status) => status === 200),
      'a burst of pages is served',
    );
    assert.ok(statuses.includes(429), `a script asking ninety pages at once is stopped: ${statuses.join(' ')}`);
    const refused = await rawRequest(`${site}/bn/about`, from('203.0.113.50'));
    assert.equal(refused.status, 429);
    assert.equal(refused.headers['retry-after'], '60');
    assert.match(refused.body.toString('utf8'), /<html lang="bn">[\s\S]*href="tel:108"/);
    const asset = await rawRequest(`${site}/assets/app-0000.js`, from('203.0.113.50'));
    assert.equal(asset.status, 200, 'the assets of a page are not counted');
    assert.equal((await rawRequest(`${site}/about`, from('203.0.113.51'))).status, 200, 'another address reads on');
  });

  it('counts an IPv6 /64 as one address, however its addresses are written', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 90; n += 1) {
      statuses.push((await rawRequest(`${site}/about`, from(`2001:db8:1:2::${(n + 1).toString(16)}`))).status);
    }
    assert.ok(statuses.includes(429), `ninety addresses of one /64 are one client: ${statuses.join(' ')}`);
    for (const address of ['2001:db8:1:2:ffff:eeee:dddd:cccc', '2001:db8:1:2:1::']) {
      assert.equal((await rawRequest(`${site}/about`, from(address))).status, 429, address);
    }
    assert.equal((await rawRequest(`${site}/about`, from('2001:db8:1:3::1'))).status, 200, 'the next /64 reads on');
    // An IPv4 address written as IPv6 is that one IPv4 address, not the /64 of every such address.
    for (let n = 0; n < 90; n += 1) await rawRequest(`${site}/about`, from('::ffff:192.0.2.10'));
    assert.equal((await rawRequest(`${site}/about`, from('::ffff:192.0.2.10'))).status, 429);
    assert.equal((await rawRequest(`${site}/about`, from('::ffff:192.0.2.11'))).status, 200, 'its neighbour reads on');
  });

  it('takes a report of several megabytes on the estimate page in every language, and none of 12 MB', async () => {
    const report = Buffer.alloc(5 * 1024 * 1024, 1);
    for (const path of ['/estimate', '/bn/estimate', '/hi/estimate']) {
      const answer = await rawRequest(`${site}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(report.length),
          'X-Forwarded-For': '198.51.100.9',
        },
        body: report,
      });
      assert.equal(answer.status, 200, `${path}: passed to the page server`);
    }
    for (const path of ['/bn/estimate', '/hi/estimate']) {
      // Refused by its announced length, before a byte of the body is read.
      const raw = await statusOfRaw(
        server.sitePort,
        `POST ${path}`,
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${12 * 1024 * 1024}\r\n`,
      );
      assert.equal(raw, '413', path);
    }
  });

  it('sends a visit the terminator reports as plain HTTP to HTTPS, and answers one with no such report', async () => {
    const plain = await rawRequest(`${site}/doctors?q=sharma`, {
      headers: { 'X-Forwarded-Proto': 'http', Host: 'www.example-hospital.in', 'X-Forwarded-For': '198.51.100.7' },
    });
    assert.equal(plain.status, 301);
    assert.equal(plain.headers.location, 'https://www.example-hospital.in/doctors?q=sharma');
    const direct = await rawRequest(`${site}/doctors`, from('198.51.100.7'));
    assert.equal(direct.status, 200, 'a health check or a visit with nothing in front');
  });

  it('refuses a fragment in the request target', async () => {
    for (const target of ['/api/..#', '/api/..#/admin/init', '/about#top', '/doctors?q=#']) {
      assert.equal(await statusOfRaw(server.sitePort, `GET ${target}`), '400', target);
    }
  });

  // Last: it stops the stand-in page server.
  it('serves the mirror copy of a page only when the page server itself is down', async () => {
    answers.set('/contact', { status: 503, headers: { 'Retry-After': '30' }, body: EMERGENCY_PAGE });
    const up = await rawRequest(`${site}/contact`, from('198.51.100.4'));
    assert.equal(up.status, 503, "the page server's answer while it answers");
    assert.match(up.body.toString('utf8'), /tel:\+913322222222/);
    await new Promise<void>((resolve) => pages.close(() => resolve()));
    pages.closeAllConnections();
    const down = await rawRequest(`${site}/contact`, from('198.51.100.4'));
    assert.equal(down.status, 200);
    assert.equal(down.body.toString('utf8'), "<p>the mirror's copy of /contact</p>");
  });
});
