// @vitest-environment node
/**
 * The site server's page cache and its last good pages, against a stand-in CMS on a real socket:
 * what a visitor gets when the CMS answers, changes, errs, hangs, and after the site server restarts.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as site from '@hospital/test-support/site/fixtures';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';
import { searchAnswer } from '@hospital/test-support/site/search-fixtures';
import { DEFAULT_RENDER_LIMITS } from './render-gate';
import { createSiteServer } from './site-server';

const TEMPLATE = `<!doctype html><html lang="en-IN"><head><!--page-head--><title>Site</title><!--/page-head-->
<link rel="stylesheet" href="/assets/site.css"></head><body><div id="root"><!--page-body--></div></body></html>`;

const PHONE = siteContent.siteSettings.main_mobile.display;
const BUDGET_MS = 300;
/** A page never served may wait this long from its request (CMS_NEW_PAGE_BUDGET_MS). */
const NEW_PAGE_BUDGET_MS = 1500;

/** The CMS as a stand-in: the fixtures' answers, a version to move, and ways to fail. */
class StandInCms {
  version = 1;
  mode: 'answers' | 'errors' | 'hangs' = 'answers';
  /** API paths it holds (as a hung CMS would) while answering the rest. */
  holding = new Set<string>();
  /** The held requests' addresses, for counting the renderings waiting on the CMS. */
  readonly heldUrls: string[] = [];
  doctorName = site.doctors[0].name;
  apiReads = 0;
  /** How long each API answer (not the content version) takes. */
  answerDelayMs = 0;
  /** The searches asked of it (`GET /search/`), each query as sent. */
  readonly searches: string[] = [];
  private readonly held = new Set<ServerResponse>();
  private readonly sockets = new Set<Socket>();
  readonly server: Server = createServer((req, res) => this.answer(req, res));

  constructor() {
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    if (this.mode === 'hangs') return void this.held.add(res);
    if (this.mode === 'errors') {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      return void res.end('{"detail":"A server error occurred."}');
    }
    const path = new URL(req.url ?? '/', 'http://cms').pathname.replace(/^\/api/, '');
    if (this.holding.has(path)) {
      this.heldUrls.push(req.url ?? '');
      return void this.held.add(res);
    }
    if (path === '/content-version') return this.json(res, { version: `test.${this.version}` });
    if (this.answerDelayMs > 0) return void setTimeout(() => this.answerApi(req, res, path), this.answerDelayMs);
    this.answerApi(req, res, path);
  }

  private answerApi(req: IncomingMessage, res: ServerResponse, path: string): void {
    this.apiReads += 1;
    if (path === '/search/') {
      const query = new URL(req.url ?? '/', 'http://cms').searchParams;
      this.searches.push(query.toString());
      return this.json(res, searchAnswer(query));
    }
    const answers: Record<string, unknown> = {
      '/site-settings/': siteContent.siteSettings,
      '/doctors/': site.doctors.map((doctor, index) => (index === 0 ? { ...doctor, name: this.doctorName } : doctor)),
      '/home-texts/': siteContent.homeTexts,
    };
    this.json(res, answers[path] ?? []);
  }

  private json(res: ServerResponse, body: unknown): void {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  /** Lets go of the requests it held, as a process resumed after SIGSTOP would. */
  release(): void {
    for (const res of this.held) res.destroy();
    this.held.clear();
  }

  close(): Promise<void> {
    this.release();
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
  ms: number;
}

function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, ms: Date.now() - started }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const listen = (server: Server, port = 0) =>
  new Promise<string>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let workDir: string;
let clientDir: string;
let cms: StandInCms;
let site_: Server;
let siteUrl: string;

function startSite(port = 0, pageStoreDir = join(workDir, 'pages')): Promise<string> {
  site_ = createSiteServer({
    clientDir,
    cmsUrl: cms.url,
    trustProxy: false,
    pageStoreDir,
    cmsBudgetMs: BUDGET_MS,
    cmsNewPageBudgetMs: NEW_PAGE_BUDGET_MS,
  });
  return listen(site_, port);
}

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'page-cache-'));
  clientDir = join(workDir, 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
  writeFileSync(join(clientDir, 'assets', 'site.css'), 'body{margin:0}');
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

beforeEach(async () => {
  rmSync(join(workDir, 'pages'), { recursive: true, force: true });
  cms = new StandInCms();
  await listen(cms.server);
  siteUrl = await startSite();
});
afterEach(async () => {
  site_.closeAllConnections();
  await close(site_);
  await cms.close();
});

describe('the rendered-page cache', () => {
  it('serves a repeated page from memory with a strong ETag, and 304 to a matching If-None-Match', async () => {
    const first = await get(siteUrl, '/doctors');
    expect(first.status).toBe(200);
    expect(first.body).toContain(site.doctors[0].name);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const reads = cms.apiReads;

    const again = await get(siteUrl, '/doctors');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(cms.apiReads).toBe(reads);

    const revalidated = await get(siteUrl, '/doctors', { 'If-None-Match': first.headers.etag as string });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('ignores query parameters no page reads: a junk query makes no entry and reaches no page', async () => {
    const plain = await get(siteUrl, '/doctors');
    const reads = cms.apiReads;
    const junk = await get(siteUrl, '/doctors?utm_source=x&%3Cscript%3E=1');
    expect(junk.headers.etag).toBe(plain.headers.etag);
    expect(junk.body).not.toContain('utm_source');
    expect(cms.apiReads).toBe(reads);

    // The finder's own filter is a page of its own.
    const filtered = await get(siteUrl, '/doctors?q=zzz-nobody');
    expect(filtered.headers.etag).not.toBe(plain.headers.etag);
  });

  it('serves a repeated search from memory: the CMS searches once per query and page', async () => {
    const first = await get(siteUrl, '/search?q=stroke');
    expect(first.status).toBe(200);
    expect(first.body).toContain('12 results for “stroke”');
    expect(first.body).toContain('Page 1 of 2');
    // The same words, spelt with spaces around them and a tracking parameter, are the same page.
    const again = await get(siteUrl, '/search?q=%20stroke%20&utm_source=mail');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(cms.searches).toEqual(['q=stroke']);

    const second = await get(siteUrl, '/search?q=stroke&page=2');
    expect(second.body).toContain('Page 2 of 2');
    await get(siteUrl, '/search?q=stroke&page=2');
    expect(cms.searches).toEqual(['q=stroke', 'q=stroke&page=2']);
  });

  it('shows an edit on the very next request once the CMS has a new version', async () => {
    await get(siteUrl, '/doctors');
    cms.doctorName = 'Dr. Edited Name';
    cms.version += 1;
    const next = await get(siteUrl, '/doctors');
    expect(next.body).toContain('Dr. Edited Name');
  });

  it('gzip and brotli copies carry ETags of their own', async () => {
    const plain = await get(siteUrl, '/emergency');
    const brotli = await get(siteUrl, '/emergency', { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
  });

  it("never serves one visitor's Host in another's page", async () => {
    await get(siteUrl, '/doctors', { Host: 'evil.example' });
    const honest = await get(siteUrl, '/doctors');
    expect(honest.body).not.toContain('evil.example');
  });
});

/** The pages kept on disk, every folder of the page store. */
const storedPages = () =>
  readdirSync(join(workDir, 'pages'), { recursive: true }).filter((name) => String(name).endsWith('.html')).length;

describe('one address per page', () => {
  it('redirects case and trailing-slash variants (301) to the one address, the query kept', async () => {
    const cases: Array<[string, string]> = [
      ['/ABOUT', '/about'],
      ['/About/', '/about'],
      ['/about/', '/about'],
      ['/about//', '/about'],
      ['/Doctors?q=sen', '/doctors?q=sen'],
      ['/department2', '/Department2'],
      ['/DEPARTMENT2/', '/Department2'],
      ['/Services/3', '/services/3'],
      ['/bn/About', '/bn/about'],
      ['/hi/doctors/?specialty=neurology', '/hi/doctors?specialty=neurology'],
      ['/Dr-Arindam-Sarkar', '/dr-arindam-sarkar'],
    ];
    for (const [asked, canonical] of cases) {
      const answer = await get(siteUrl, asked);
      expect([asked, answer.status, answer.headers.location]).toEqual([asked, 301, canonical]);
    }
    for (const page of ['/about', '/Department2', '/', '/bn/', '/bn/about', '/dr-arindam-sarkar']) {
      expect([page, (await get(siteUrl, page)).status]).toEqual([page, 200]);
    }
    // The router's own links to a language's home page: the same page, not a redirect.
    const bengaliHome = await get(siteUrl, '/bn/');
    expect((await get(siteUrl, '/bn')).headers.etag).toBe(bengaliHome.headers.etag);
  });

  it('makes no page of a value the page cannot use: the store does not grow', async () => {
    const plain = await get(siteUrl, '/doctors');
    const about = await get(siteUrl, '/about');
    const stored = storedPages();
    const reads = cms.apiReads;
    for (const junk of [
      '/doctors?specialty=nonsense',
      '/doctors?specialty=constructor',
      '/doctors?doctor=abc',
      '/doctors?doctor=03',
      '/doctors?q=%20%20',
      `/doctors?q=${'z'.repeat(200)}`,
      '/doctors?post=3',
      '/about?q=zq1',
      '/about?doctor=1&specialty=neurology',
    ]) {
      const answer = await get(siteUrl, junk);
      const page = junk.startsWith('/about') ? about : plain;
      expect([junk, answer.status, answer.headers.etag]).toEqual([junk, 200, page.headers.etag]);
    }
    expect(cms.apiReads).toBe(reads);
    expect(storedPages()).toBe(stored);
  });
});

describe('renderings on a cache miss', () => {
  it('are bounded: past a short queue the rest are turned away with the numbers', async () => {
    await get(siteUrl, '/emergency'); // the contact details are known, and a page is cached
    cms.holding.add('/doctors/');
    const { running, waiting } = DEFAULT_RENDER_LIMITS;
    const flood = Array.from({ length: 40 }, (_, n) => get(siteUrl, `/doctors?q=zq${n}`));
    const asking = () => cms.heldUrls.filter((url) => url.includes('type=doctor')).length;
    // Within the CMS budget, only as many renderings as there are places have asked it anything.
    await new Promise((resolve) => setTimeout(resolve, BUDGET_MS / 2));
    expect(asking()).toBeLessThanOrEqual(running);
    const answers = await Promise.all(flood);
    // The rest waited their turn (then, the CMS still silent, got the numbers too); none rendered
    // beyond the queue. A page's wait for its turn counts against its time for the CMS: those whose
    // turn came after it ran out asked the CMS nothing, so no visitor waited on the CMS twice.
    expect(asking()).toBeLessThanOrEqual(running);
    const turnedAway = answers.filter((answer) => answer.headers['x-render-queue']);
    expect(turnedAway.length).toBeGreaterThanOrEqual(40 - running - waiting);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.body).toContain(`href="tel:+${siteContent.siteSettings.main_mobile.digits}"`);
    }
    // A cached page is still served.
    const cached = await get(siteUrl, '/emergency');
    expect(cached.status).toBe(200);
    expect(cached.headers['x-page-stale']).toBeUndefined();
    cms.release();
  });
});

describe('last good, never nothing', () => {
  it('serves the last good page at once, marked stale, while the CMS hangs, with the phone numbers', async () => {
    const good = await get(siteUrl, '/emergency');
    expect(good.body).toContain(PHONE);
    cms.mode = 'hangs';
    cms.version += 1;

    const first = await get(siteUrl, '/emergency');
    expect(first.status).toBe(200);
    expect(first.headers['x-page-stale']).toBe('1');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toContain(PHONE);
    expect(first.body).toContain('tel:+' + siteContent.siteSettings.main_mobile.digits);
    expect(first.body).not.toMatch(/Loading (content|image)/);
    expect(first.ms).toBeLessThan(BUDGET_MS + 500);

    // Known to be down now: no waiting at all.
    const then = await get(siteUrl, '/emergency');
    expect(then.headers['x-page-stale']).toBe('1');
    expect(then.ms).toBeLessThan(BUDGET_MS);
  });

  it('never keeps an error as good, and is fresh again once the CMS is back', async () => {
    await get(siteUrl, '/doctors');
    cms.mode = 'errors';
    cms.doctorName = 'Dr. Never Seen';
    const during = await get(siteUrl, '/doctors');
    expect(during.status).toBe(200);
    expect(during.headers['x-page-stale']).toBe('1');
    expect(during.body).toContain(site.doctors[0].name);

    cms.mode = 'answers';
    cms.version += 1;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await get(siteUrl, '/doctors'); // the one that finds the CMS back
    const after = await get(siteUrl, '/doctors');
    expect(after.headers['x-page-stale']).toBeUndefined();
    expect(after.body).toContain('Dr. Never Seen');
  });

  it('answers a page never served with a 503 that carries the numbers, the address and /emergency', async () => {
    await get(siteUrl, '/emergency'); // the contact details are known from this one
    cms.mode = 'hangs';
    cms.version += 1;
    const answer = await get(siteUrl, '/research');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(answer.body).toContain('This page is briefly unavailable');
    expect(answer.body).toContain(`href="tel:+${siteContent.siteSettings.main_mobile.digits}"`);
    expect(answer.body).toContain(siteContent.siteSettings.landline.display);
    expect(answer.body).toContain(siteContent.siteSettings.main_address[0]);
    expect(answer.body).toContain('href="/emergency"');
    expect(answer.body).toContain('href="tel:108"');
  });

  it('serves a page never served when the CMS was slow a moment ago but answers now: it asks again, not the 503', async () => {
    await get(siteUrl, '/emergency'); // the contact details are known from this one
    cms.mode = 'hangs';
    cms.version += 1;
    const slow = await get(siteUrl, '/emergency');
    expect(slow.headers['x-page-stale']).toBe('1'); // the CMS now counts as down for a second
    cms.mode = 'answers';
    const answer = await get(siteUrl, '/research');
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain('This page is briefly unavailable');
    // And the pages after it are fresh again at once.
    const after = await get(siteUrl, '/emergency');
    expect(after.headers['x-page-stale']).toBeUndefined();
  });

  it('waits longer for a page never served than the budget: a CMS slow to answer gives the page, not the 503', async () => {
    cms.answerDelayMs = BUDGET_MS * 2; // and well within NEW_PAGE_BUDGET_MS
    const first = await get(siteUrl, '/emergency');
    expect(first.status).toBe(200);
    expect(first.headers['x-page-stale']).toBeUndefined();
    expect(first.body).toContain(PHONE);
    // Once it has a last good copy, the page is that copy at the budget: had it waited for the slow
    // answers, they would have arrived and the page been fresh.
    cms.version += 1;
    const kept = await get(siteUrl, '/emergency');
    expect(kept.status).toBe(200);
    expect(kept.headers['x-page-stale']).toBe('1');
  });

  it.each([
    ['errs', '/bn/search?q=stroke', 'এই মুহূর্তে খোঁজা যাচ্ছে না।', '/bn'],
    ['hangs', '/hi/search?q=stroke', 'अभी खोज उपलब्ध नहीं है।', '/hi'],
    ['errs', '/search?q=stroke', 'Search is not available just now.', ''],
  ] as const)(
    'answers a search never served while the CMS %s with the search page itself, saying so in its language (%s)',
    async (failure, address, words, prefix) => {
      await get(siteUrl, '/emergency'); // the contact details are known from this one
      cms.mode = failure === 'errs' ? 'errors' : 'hangs';
      cms.version += 1;
      const answer = await get(siteUrl, address);
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('30');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain(words);
      expect(answer.body).not.toContain('This page is briefly unavailable');
      // Still the way on: the conditions, the doctors, and the number to call.
      expect(answer.body).toContain(`href="${prefix}/conditions"`);
      expect(answer.body).toContain(`href="${prefix}/doctors"`);
      expect(answer.body).toContain(`href="tel:+${siteContent.siteSettings.main_mobile.digits}"`);
    },
  );

  it('answers a search with the CMS up but its search failing the same way, never keeping it as good', async () => {
    cms.holding.add('/search/');
    const answer = await get(siteUrl, '/search?q=stroke');
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('Search is not available just now.');
    cms.holding.clear();
    cms.release();
    const later = await get(siteUrl, '/search?q=stroke');
    expect(later.status).toBe(200);
    expect(later.body).toContain('12 results for “stroke”');
  });

  it('sends that 503 compressed for a browser that takes brotli or gzip, the same bytes each time', async () => {
    await get(siteUrl, '/emergency'); // the contact details are known from this one
    cms.mode = 'hangs';
    cms.version += 1;
    for (const encoding of ['br', 'gzip']) {
      const answers = await Promise.all(
        ['/research', '/packages'].map((path) =>
          fetch(`${siteUrl}${path}`, { headers: { 'Accept-Encoding': encoding } }),
        ),
      );
      const bodies = await Promise.all(answers.map((answer) => answer.text()));
      for (const [n, answer] of answers.entries()) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get('content-encoding')).toBe(encoding);
        expect(answer.headers.get('vary')).toBe('Accept-Encoding');
        expect(Number(answer.headers.get('content-length'))).toBeLessThan(bodies[n].length);
        expect(bodies[n]).toContain(`href="tel:+${siteContent.siteSettings.main_mobile.digits}"`);
      }
      expect(bodies[0]).toBe(bodies[1]);
    }
  });

  it('serves from memory when its folder on disk cannot be written', async () => {
    site_.closeAllConnections();
    await close(site_);
    siteUrl = await startSite(0, join(workDir, 'client', 'index.html', 'pages'));
    expect((await get(siteUrl, '/emergency')).status).toBe(200);
    cms.mode = 'hangs';
    cms.version += 1;
    const stale = await get(siteUrl, '/emergency');
    expect(stale.headers['x-page-stale']).toBe('1');
    expect(stale.body).toContain(PHONE);
  });

  it('keeps the last good pages and contact details across a restart of the site server', async () => {
    await get(siteUrl, '/emergency');
    site_.closeAllConnections();
    await close(site_);
    cms.mode = 'hangs';
    // The same address: pages are kept under the origin they were served at.
    siteUrl = await startSite(Number(new URL(siteUrl).port));

    const page = await get(siteUrl, '/emergency');
    expect(page.status).toBe(200);
    expect(page.headers['x-page-stale']).toBe('1');
    expect(page.body).toContain(PHONE);
    const unknown = await get(siteUrl, '/about');
    expect(unknown.status).toBe(503);
    expect(unknown.body).toContain(PHONE);
  });
});
