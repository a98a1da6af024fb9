/**
 * Every public page arrives as finished HTML (read here without a browser), hydrates without a
 * single React warning, carries its own head and structured data, and shows an edit or a delete
 * in the very next HTML served.
 */
import { createHash } from 'node:crypto';
import { createServer, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { CMS_URL, DESKTOP, keepOnSite, MOBILE, newVisit, SITE_URL } from './browser';
import { asAdmin, apiDelete } from './cms-api';
import { loadSiteData, type SiteData } from './routes';
import { fetchServedPage, metaContent, structuredData } from './served-html';
import { expect, test } from './fixtures';
import { waitUntil } from './wait';

const CONSULTANT_PATH = '/dr-arindam-sarkar';

/** What each public route must already contain in the HTML the server sends. */
function expectedContent(site: SiteData): Record<string, string[]> {
  return {
    '/': [site.banner!.main_heading, site.homeAbout, 'Emergency', 'Stroke Unit', site.doctors[0].name],
    '/about': [site.about],
    '/services': [site.services[0].heading],
    [`/services/${site.services[0].id}`]: [site.services[0].heading],
    '/departments': ['Facilities & Services', 'Emergency'],
    '/department/1': ['Emergency'],
    '/Department2': ['Neurology', 'Stroke Unit'],
    '/division/1': ['Stroke Unit'],
    '/neurosurgery': ['Neurosurgery'],
    '/doctors': [site.doctors[0].name, site.medicalOfficers[0].name],
    '/research': [
      'Research',
      'Biography',
      'Areas of Expertise',
      'Memberships',
      'Award',
      'Publications',
      'View all publications',
      'Conference Presentations',
      'Book Chapters',
    ],
    '/blogs': [site.blogs[0].title],
    '/videos': [site.videos[0].title],
    '/review-videos': [site.reviewVideos[0].title],
    '/news-and-events': [site.news[0].title, site.events[0].title],
    '/contact': ['Contact Us'],
    '/emergency': ['Stroke and neuro emergencies', 'BE-FAST', 'What to bring'],
    '/message': ["Director's Desk"],
    [CONSULTANT_PATH]: ['Dr. Arindam Sarkar'],
  };
}

const hydrationProblem = /hydrat|did not match|Minified React error #(418|421|423|425)|Warning:/i;

test.describe('pages served as finished HTML', () => {
  let site: SiteData;
  test.beforeAll(async () => {
    site = await loadSiteData();
  });

  test('every public route holds its content in the HTML, compressed and revalidated', async () => {
    for (const [path, texts] of Object.entries(expectedContent(site))) {
      const page = await fetchServedPage(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-encoding'), path).toBe('gzip');
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      for (const text of texts) expect(page.text, `${path} is missing "${text}"`).toContain(text);
    }
  });

  test('an unknown address is a real 404, and hashed assets are cached for a year', async () => {
    const missing = await fetchServedPage('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toMatch(/<title>Page not found/);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec((await fetchServedPage('/')).html)?.[1];
    expect(script, 'the page loads its script from /assets/').toBeTruthy();
    const asset = await fetch(new URL(script!, SITE_URL));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test("each page carries the site's stylesheet inline, and its Content-Security-Policy allows exactly that style by hash", async () => {
    for (const path of ['/', '/doctors', '/no-such-page']) {
      const page = await fetchServedPage(path);
      const inline = [...page.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
      expect(inline, `${path}: one inline stylesheet`).toHaveLength(1);
      expect(inline[0], `${path}: it is the site's stylesheet`).toMatch(/\.hero/);
      expect(inline[0], `${path}: without the admin screens' styles`).not.toMatch(/\.adm-/);
      expect(page.html, `${path}: no stylesheet to wait for`).not.toMatch(/<link rel="stylesheet"/);
      const styleSrc = /(?:^|;)\s*style-src ([^;]*)/
        .exec(page.headers.get('content-security-policy') ?? '')?.[1]
        ?.trim()
        .split(/\s+/);
      expect(styleSrc, `${path}: style-src`).toEqual([
        "'self'",
        `'sha256-${createHash('sha256').update(inline[0], 'utf8').digest('base64')}'`,
      ]);
    }
    const admin = await fetchServedPage('/admin/login');
    expect(admin.html, 'the admin shell links its stylesheet').toMatch(
      /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/,
    );
    expect(admin.headers.get('content-security-policy') ?? '', 'and allows no inline style').toMatch(
      /style-src 'self';/,
    );
  });

  test('in a browser, the inline stylesheet applies under that policy: no violation, the page is styled', async ({
    browser,
  }) => {
    // The page as served, before its code runs: the inline style alone must style it.
    const visit = await newVisit(browser, MOBILE, { servedOnly: true });
    try {
      await visit.page.goto('/', { waitUntil: 'load' });
      // The hidden heading stays out of sight only when the stylesheet applied.
      const box = await visit.page.locator('h1.sr-only').boundingBox();
      const styled = `the site stylesheet styles the page (heading box ${JSON.stringify(box)})`;
      expect(box, styled).not.toBeNull();
      expect(box!.width, styled).toBeLessThanOrEqual(1);
      expect(box!.height, styled).toBeLessThanOrEqual(1);
      const refused = visit.errors.filter((error) => /Content Security Policy/i.test(error));
      expect(refused, 'no Content-Security-Policy violation').toEqual([]);
    } finally {
      await visit.context.close();
    }
  });

  test("the admin screens load their own stylesheet, and are styled by it under the admin's policy", async ({
    browser,
  }) => {
    const visit = await newVisit(browser, DESKTOP);
    try {
      const adminStyles: string[] = [];
      visit.page.on('response', (response) => {
        if (/\/assets\/admin-styles-[^/]+\.css$/.test(response.url())) adminStyles.push(response.url());
      });
      await visit.page.goto('/admin/login');
      const login = visit.page.locator('main.adm-login');
      await login.waitFor();
      // The /admin route is ready only once admin-styles.css has loaded: the sign-in page is its grid.
      await expect(login).toHaveCSS('display', 'grid');
      expect(adminStyles, 'the admin stylesheet is fetched once').toHaveLength(1);
      const refused = visit.errors.filter((error) => /Content Security Policy/i.test(error));
      expect(refused, 'no Content-Security-Policy violation').toEqual([]);
    } finally {
      await visit.context.close();
    }
  });

  test('scripts and styles arrive compressed with brotli, or gzip for a client that only takes gzip', async () => {
    const home = (await fetchServedPage('/')).html;
    const admin = (await fetchServedPage('/admin/login')).html;
    const files = [
      ...new Set(
        [...`${home}${admin}`.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]),
      ),
    ];
    expect(files, 'the pages name their scripts and the stylesheet').toEqual(
      expect.arrayContaining([expect.stringMatching(/\.js$/), expect.stringMatching(/\.css$/)]),
    );
    for (const file of files) {
      const url = new URL(file, SITE_URL);
      // node:http, not fetch: fetch would unpack the body and hide how it travelled.
      const plain = await rawGet(url, {});
      // The build compresses files of 1 KB and more (vite.config.ts): below that a packet is a packet.
      if (plain.body.length < 1024) continue;
      const brotli = await rawGet(url, { 'accept-encoding': 'br, gzip' });
      const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
      expect(brotli.encoding, file).toBe('br');
      expect(gzip.encoding, file).toBe('gzip');
      expect(plain.encoding, file).toBeUndefined();
      expect(brotliDecompressSync(brotli.body).equals(plain.body), `${file}: the same bytes once unpacked`).toBe(true);
      expect(gunzipSync(gzip.body).equals(plain.body), `${file}: the same bytes once unpacked`).toBe(true);
      expect(brotli.body.length, `${file}: brotli is the smaller`).toBeLessThan(gzip.body.length);
    }
  });

  test("the banner picture comes from the CMS's uploads, never able to run a script; a missing upload is a 404", async () => {
    const picture = site.banner!.banner_image;
    expect(picture, 'the seeded banner is an upload').toMatch(/^\/uploads\//);
    const served = await fetch(new URL(picture, SITE_URL));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type') ?? '').toMatch(/^image\//);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy') ?? '').toMatch(/default-src 'none'.*sandbox/);
    const direct = await fetch(new URL(picture, CMS_URL));
    expect(
      Buffer.from(await served.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer())),
      'the same file the CMS holds',
    ).toBe(true);
    expect((await fetch(new URL('/uploads/no-such-picture.jpg', SITE_URL))).status).toBe(404);
    expect((await fetch(new URL('/uploads/medium_no-such-picture.jpg', SITE_URL))).status).toBe(404);
  });

  test('on a phone the banner comes first: preloaded from the head in the copies the CMS made, fetched once, before the app', async ({
    browser,
  }) => {
    const picture = site.banner!.banner_image;
    const sizes = site.banner!.banner_image_sizes;
    expect(sizes?.smaller.length, 'the CMS answers the seeded banner with its smaller copies').toBeGreaterThan(0);
    const { html } = await fetchServedPage('/');
    const head = html.slice(0, html.indexOf('</head>'));
    const preload =
      /<link rel="preload" as="image" href="([^"]*)" imagesrcset="([^"]*)" imagesizes="100vw" fetchpriority="high" \/>/.exec(
        head,
      );
    expect(preload, 'the head preloads the banner').not.toBeNull();
    const [tag, href, srcset] = preload!;
    expect(href).toBe(picture);
    expect(srcset, "exactly the CMS's copies, then the original").toBe(
      [...sizes!.smaller.map((copy) => `${copy.url} ${copy.width}w`), `${picture} ${sizes!.width}w`].join(', '),
    );
    for (const copy of sizes!.smaller) {
      expect((await fetch(new URL(copy.url, SITE_URL))).status, copy.url).toBe(200);
    }
    expect(head.indexOf(tag), 'before the scripts').toBeLessThan(head.indexOf('<script'));

    const { page, context } = await newVisit(browser, MOBILE);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await context.close();
    const banners = requested.filter((path) => path.endsWith(picture.slice('/uploads/'.length)));
    expect(
      banners,
      `one copy of the banner, not the preload and the picture apart: ${banners.join(', ')}`,
    ).toHaveLength(1);
    const app = requested.findIndex((path) => /\/assets\/start-app-[^/]+\.js$/.test(path));
    expect(app, "the app's code is asked for after the banner").toBeGreaterThan(requested.indexOf(banners[0]));
  });

  test('a public page starts the app as soon as it has been read, and works meanwhile without it', async ({
    browser,
  }) => {
    for (const path of ['/departments', '/contact', '/']) {
      const { html } = await fetchServedPage(path);
      expect(html, `${path}: no admin code for a visitor`).not.toMatch(/<link rel="modulepreload"[^>]*admin/);
    }

    // Without the app at all, the first facility appears when the specification selects its tab.
    const reader = await browser.newContext({ viewport: MOBILE, baseURL: SITE_URL, javaScriptEnabled: false });
    const served = await reader.newPage();
    await served.goto('/departments');
    const firstFacility = served.locator('.tabs__panel').getByRole('heading', { name: 'Emergency', exact: true });
    await firstFacility.waitFor({ state: 'visible' });
    await reader.close();
  });

  test('/admin paints at once: a loading state in the served page, the admin code preloaded, then the login form', async ({
    browser,
  }) => {
    const { html } = await fetchServedPage('/admin/dashboard');
    expect(html).toMatch(/Loading the admin screens\.\.\./);
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/admin-app-[^"]+\.js" \/>/);
    const { page, context } = await newVisit(browser, MOBILE);
    await page.goto('/admin/dashboard');
    await page.getByLabel('Email').waitFor({ state: 'visible' });
    await expect(page).toHaveURL((url) => url.pathname === '/admin/login');
    const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length);
    expect(painted, 'the page reported a first paint').toBe(1);
    await context.close();
  });

  test('a hydrated page does not fetch again the data it was served with', async ({ browser }) => {
    for (const path of ['/', '/doctors', '/news-and-events']) {
      const { page, context } = await newVisit(browser, MOBILE);
      const apiRequests: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) apiRequests.push(pathname);
      });
      await page.goto(path);
      // SWR would have revalidated each read in the tasks right after hydration.
      await page.waitForTimeout(1_000);
      await context.close();
      expect(apiRequests, `${path}: no request for what the page already carried`).toEqual([]);
    }
  });

  test("a tap the moment the page is live is answered, even when a section's code is slow to arrive", async ({
    page,
  }) => {
    // The home page's sections below the fold come in a chunk of their own. Held back here for
    // 1.5 s: React drops a tap on a part whose code has not arrived.
    const slowly = (pattern: string) =>
      page.route(pattern, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
    await slowly('**/assets/home-sections-*.js');

    // goto returns as soon as the app is live (see browser.ts): each first tap comes right then.
    await page.goto('/');
    const icu = page.getByRole('tablist', { name: 'Facilities' }).getByRole('tab', { name: 'Neuro ICU', exact: true });
    await icu.click();
    await waitUntil(
      'the Neuro ICU tab selected by the first tap',
      () => icu.getAttribute('aria-selected'),
      (selected) => selected === 'true',
      5_000,
    );

    await page.goto('/blogs');
    const blogs = page.getByRole('group', { name: 'Latest Blogs' });
    await blogs.getByRole('button', { name: 'Next slide' }).click();
    await waitUntil(
      'the second blog current after the first tap on Next',
      () => blogs.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current'),
      (current) => current === 'true',
      5_000,
    );
  });

  test('on a slow network a page is drawn as it arrives, and nothing moves as the rest arrives', async ({
    browser,
  }) => {
    // A connection that delivers each page in two parts a second apart; the break falls inside the
    // site header, inside its row of links, inside the page's first section, or in the middle of
    // <main>, as a packet might.
    const slowLink = await startSlowLink();
    try {
      const pages = [
        { viewport: MOBILE, paths: ['/', '/news-and-events', '/doctors'] },
        // The desktop header's row of links and dropdowns, arriving in two parts.
        { viewport: DESKTOP, paths: ['/'] },
      ];
      for (const { viewport, paths } of pages)
        for (const path of paths) {
          const context = await browser.newContext({ viewport, baseURL: slowLink.url });
          await keepOnSite(context);
          for (const [where, breakAt] of Object.entries(BREAKS)) {
            slowLink.breakAt(breakAt);
            const page = await context.newPage();
            await page.addInitScript(() => {
              // The first frame the browser draws with <main> in it: how much of it the visitor sees.
              const watch = () => {
                const main = document.getElementById('main');
                if (!main || getComputedStyle(main).visibility !== 'visible') return void requestAnimationFrame(watch);
                document.documentElement.dataset.mainAtFirstFrame = String(main.querySelectorAll('*').length);
              };
              requestAnimationFrame(watch);
            });
            await page.goto(path, { waitUntil: 'load' });
            const { atFirstFrame, whole } = await page.evaluate(async () => {
              // The main content as served (the app may redraw parts of it once live).
              const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
              return {
                atFirstFrame: Number(document.documentElement.dataset.mainAtFirstFrame),
                whole: served.getElementById('main')?.querySelectorAll('*').length ?? 0,
              };
            });
            if (where === 'mid-main') {
              // Drawn as it arrives: the visitor reads the first half a second before the rest comes.
              const shown = `${path}: first frame showed ${atFirstFrame} of ${whole}`;
              expect(atFirstFrame, shown).toBeGreaterThan(0);
              expect(atFirstFrame, shown).toBeLessThan(whole);
            }
            const shift = await layoutShift(page);
            expect(
              shift.total,
              `${path} at ${viewport.width} px, broken ${where}: the page moved as it arrived (layout shift ${shift.total.toFixed(3)})`,
            ).toBeLessThanOrEqual(0.02);
            // The header is drawn whole or not yet: none of its entries is ever drawn in one place, then another.
            expect(
              shift.header,
              `${path} at ${viewport.width} px, broken ${where}: the header moved as it arrived (layout shift ${shift.header.toFixed(4)})`,
            ).toBe(0);
            await page.close();
          }
          await context.close();
        }
    } finally {
      await slowLink.close();
    }
  });

  test("a picture offers only the copies the CMS made of it: a portrait's missing large copy is never asked for, nor answered", async () => {
    // The directors' portraits are 600 px wide: Strapi made a thumbnail and a small copy, no medium or large.
    const [director] = (await (await fetch(new URL('/api/directors/', SITE_URL))).json()) as Array<{
      url: string;
      url_sizes: { width: number; smaller: Array<{ url: string; width: number }> } | null;
    }>;
    const widths = director.url_sizes?.smaller.map((copy) => copy.width) ?? [];
    expect(widths.length, 'the portrait has its copies').toBeGreaterThan(0);
    expect(Math.max(...widths), 'none as wide as the original').toBeLessThan(director.url_sizes!.width);
    const guessed = director.url.replace(/\/uploads\//, '/uploads/large_');
    const { html } = await fetchServedPage('/message');
    expect(html, "the Director's Desk offers the copies the CMS made").toContain(
      `${director.url_sizes!.smaller[0].url} ${director.url_sizes!.smaller[0].width}w`,
    );
    expect(html).not.toContain(guessed);
    expect((await fetch(new URL(guessed, SITE_URL))).status, 'a guessed name is not answered with the original').toBe(
      404,
    );
  });

  test('every public route hydrates without a React warning and without moving, on a phone and on a desktop', async ({
    browser,
  }) => {
    // Thirty-eight page loads, each until the network is quiet: well over a minute on a busy machine.
    test.setTimeout(240_000);
    const visits = Object.keys(expectedContent(site)).flatMap((path) => [
      { path, viewport: MOBILE },
      { path, viewport: DESKTOP },
    ]);
    for (const { path, viewport } of visits) {
      const { page, context } = await newVisit(browser, viewport);
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
      });
      page.on('pageerror', (error) => messages.push(error.message));
      await page.goto(path, { waitUntil: 'networkidle' });
      const shift = (await layoutShift(page)).total;
      await context.close();
      expect(
        messages.filter((text) => hydrationProblem.test(text)),
        `${path} at ${viewport.width}px`,
      ).toEqual([]);
      // The served page is already laid out as the app will draw it (carousels with their slide count).
      expect(
        shift,
        `${path} at ${viewport.width}px: the page moved as it started (layout shift ${shift.toFixed(3)})`,
      ).toBeLessThanOrEqual(0.02);
    }
  });
});

/** Where a slow link breaks a page's HTML (a byte offset), by name. */
const BREAKS: Record<string, (html: Buffer) => number> = {
  'in the header': (html) => middle(html, '<header', '</header>'),
  // The desktop row of links and dropdowns, cut short: its first entries stand at the row's end.
  'in the navigation': (html) => middle(html, 'class="main-nav__list"', '</ul>'),
  'in the first section': (html) => middle(html, '<main', '</section>'),
  'mid-main': (html) => middle(html, '<main', '</main>'),
};

/** Halfway between the start of `open` and the start of `close` (after `open`); -1 if either is missing. */
function middle(html: Buffer, open: string, close: string): number {
  const start = html.indexOf(open);
  const end = start < 0 ? -1 : html.indexOf(close, start);
  return end < 0 ? -1 : Math.round((start + end) / 2);
}

/** The site behind a slow link: a page's HTML comes in two parts a second apart, broken where `breakAt` says. */
async function startSlowLink(): Promise<{
  url: string;
  breakAt: (at: (html: Buffer) => number) => void;
  close: () => Promise<void>;
}> {
  let breakAt = BREAKS['mid-main'];
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', SITE_URL));
      const body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      response.writeHead(upstream.status, { 'content-type': type });
      const at = type.startsWith('text/html') ? breakAt(body) : -1;
      if (at < 0) {
        response.end(body);
        return;
      }
      response.write(body.subarray(0, at));
      setTimeout(() => response.end(body.subarray(at)), 1_000);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    breakAt: (at) => {
      breakAt = at;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One GET as it travels: the raw body and its Content-Encoding. */
function rawGet(url: URL, headers: Record<string, string>): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

/**
 * The page's cumulative layout shift so far (shifts right after a visitor's input do not count),
 * and the part of it that moved something in the site's header.
 */
function layoutShift(page: Page): Promise<{ total: number; header: number }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; header: number }>((resolve) => {
        const sum = { total: 0, header: 0 };
        const inHeader = (node?: Node | null) =>
          (node instanceof Element ? node : node?.parentElement)?.closest('.site-header');
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node | null }> }
          >) {
            if (entry.hadRecentInput) continue;
            sum.total += entry.value;
            if (entry.sources.some(({ node }) => inHeader(node))) sum.header += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in a task of their own.
        setTimeout(() => resolve(sum), 100);
      }),
  );
}

test.describe('found by search, and shareable', () => {
  let site: SiteData;
  test.beforeAll(async () => {
    site = await loadSiteData();
  });

  const typesOf = (html: string) => structuredData(html).map((item) => item['@type']);

  test('each route has its title, description, canonical address, card tags, language and structured data', async () => {
    const expected: Record<string, string[]> = {
      '/': ['Hospital'],
      '/doctors': ['Physician'],
      [CONSULTANT_PATH]: ['Physician', 'BreadcrumbList'],
      '/research': ['Physician'],
      '/department/1': ['MedicalWebPage', 'BreadcrumbList'],
      '/division/1': ['MedicalWebPage', 'BreadcrumbList'],
      [`/services/${site.services[0].id}`]: ['MedicalWebPage', 'BreadcrumbList'],
      '/blogs': ['BlogPosting'],
      '/news-and-events': ['NewsArticle', 'Event'],
      '/videos': ['VideoObject'],
      '/about': [],
    };
    for (const [path, types] of Object.entries(expected)) {
      const { html } = await fetchServedPage(path);
      expect(html, path).toMatch(/<html lang="en-IN">/);
      expect(html.match(/<title>/g) ?? [], `${path} has one title`).toHaveLength(1);
      expect(metaContent(html, 'description'), `${path} has a description`).toBeTruthy();
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], path).toBe(new URL(path, SITE_URL).href);
      expect(metaContent(html, 'og:url'), path).toBe(new URL(path, SITE_URL).href);
      expect(metaContent(html, 'og:title') && metaContent(html, 'twitter:card'), `${path} has a card`).toBeTruthy();
      for (const type of types) expect(typesOf(html), `${path} describes a ${type}`).toContain(type);
    }
    const home = (await fetchServedPage('/')).html;
    expect(metaContent(home, 'og:image') ?? '', 'the home card shows the banner').toMatch(/^https?:\/\/.+\/uploads\//);
    const hospital = structuredData(home).find((item) => item['@type'] === 'Hospital')!;
    expect(hospital.address as unknown[], 'both branches').toHaveLength(2);
    expect(
      (hospital.department as Array<{ '@type': string }>).every((clinic) => clinic['@type'] === 'MedicalClinic'),
    ).toBe(true);
  });

  test('a shared blog post, news item or event link carries its own title, text and picture, and opens it', async ({
    page,
  }) => {
    const blog = site.blogs[0];
    const { html } = await fetchServedPage(`/blogs?post=${blog.id}`);
    expect(metaContent(html, 'og:title')?.startsWith(blog.title)).toBe(true);
    expect(
      metaContent(html, 'og:description')!.startsWith(blog.description.replace(/\s+/g, ' ').trim().slice(0, 40)),
    ).toBe(true);
    expect(metaContent(html, 'og:image')?.startsWith('http'), 'the post picture as an absolute address').toBe(true);
    expect(typesOf(html)).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    const news = await fetchServedPage(`/news-and-events?news=${site.news[0].id}`);
    expect(metaContent(news.html, 'og:title')?.startsWith(site.news[0].title)).toBe(true);
    const event = await fetchServedPage(`/news-and-events?event=${site.events[0].id}`);
    expect(metaContent(event.html, 'og:title')?.startsWith(site.events[0].title)).toBe(true);

    await page.goto(`/blogs?post=${blog.id}`);
    await page.getByRole('dialog', { name: blog.title }).waitFor();
  });

  test('robots.txt is plain text that keeps crawlers out of /admin and names the sitemap', async () => {
    const response = await fetch(new URL('/robots.txt', SITE_URL));
    expect(response.headers.get('content-type') ?? '').toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${new URL('/sitemap.xml', SITE_URL).href}$`, 'm'));
  });

  test('the sitemap lists every public page and every item, with its date from the CMS', async () => {
    const xml = await (await fetch(new URL('/sitemap.xml', SITE_URL))).text();
    const url = (path: string) => new URL(path, SITE_URL).href.replace(/&/g, '&amp;');
    for (const path of [
      '/',
      '/doctors',
      '/emergency',
      '/Department2',
      CONSULTANT_PATH,
      '/department/10',
      '/division/1',
      `/services/${site.services[0].id}`,
    ]) {
      expect(xml, `the sitemap lists ${path}`).toContain(`<loc>${url(path)}</loc>`);
    }
    const blog = site.blogs[0];
    expect(xml, 'each blog post with its lastmod').toContain(`<loc>${url(`/blogs?post=${blog.id}`)}</loc><lastmod>`);
    expect(xml).toContain(`<loc>${url(`/news-and-events?news=${site.news[0].id}`)}</loc><lastmod>`);
    expect(xml).toContain(`<loc>${url(`/news-and-events?event=${site.events[0].id}`)}</loc><lastmod>`);
    expect(xml, 'each facility page with its lastmod').toContain(`<loc>${url('/department/10')}</loc><lastmod>`);
    expect(xml, 'a list page dated by its latest item').toContain(`<loc>${url('/doctors')}</loc><lastmod>`);
    expect(xml).not.toContain('/admin');
  });
});

/** Strapi's own panel API (its Content Manager, which writes through the Document Service), as the seeded editor. */
async function asPanelEditor(): Promise<
  (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>
> {
  const login = await fetch(`${CMS_URL}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.SEED_EDITOR_EMAIL ?? 'editor@example.com',
      password: process.env.SEED_EDITOR_PASSWORD ?? 'Editor-password1',
    }),
  });
  expect(login.status, 'the seeded panel editor logs in').toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  return async (method, path, body) => {
    const response = await fetch(`${CMS_URL}/content-manager/collection-types/${path}`, {
      method,
      headers: { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok, `${method} ${path} answered ${response.status}`).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
}

const servedText = async (path: string) => (await fetchServedPage(path)).text;

test.describe('fresh after every edit', () => {
  test('a doctor added and deleted through the site API shows in the next HTML served', async () => {
    const token = await asAdmin();
    const form = new FormData();
    form.append('name', 'Dr. Served Fresh');
    form.append('designation', 'Consultant, freshness check');
    form.append('about', 'Sees patients for the freshness check.');
    form.append('type', 'doctor');
    const created = await fetch(`${CMS_URL}/api/doctors/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      expect(await servedText('/doctors')).toContain('Dr. Served Fresh');
      expect(await servedText('/')).toContain('Dr. Served Fresh');
    } finally {
      await apiDelete(`/doctors/${id}/`, token);
    }
    expect(await servedText('/doctors')).not.toContain('Dr. Served Fresh');
  });

  test("an edit and a delete in Strapi's own panel show in the next HTML served", async () => {
    const panel = await asPanelEditor();
    const created = (await panel('POST', 'api::doctor.doctor', {
      name: 'Dr. Panel Fresh',
      designation: 'Consultant, panel check',
      about: 'Sees patients for the panel check.',
      type: 'doctor',
      is_active: true,
    })) as { data: { documentId: string } };
    const documentId = created.data.documentId;
    try {
      expect(await servedText('/doctors')).toContain('Dr. Panel Fresh');
      const edit = (await panel('PUT', `api::doctor.doctor/${documentId}`, { name: 'Dr. Panel Renamed' })) as {
        data: { updatedAt: string };
      };
      const renamed = await servedText('/doctors');
      expect(renamed).toContain('Dr. Panel Renamed');
      expect(renamed).not.toContain('Dr. Panel Fresh');
      // Search engines are told too: the sitemap dates /doctors by this edit, the latest.
      const sitemap = await (await fetch(new URL('/sitemap.xml', SITE_URL))).text();
      const doctorsEntry = `<loc>${new URL('/doctors', SITE_URL).href}</loc><lastmod>${new Date(edit.data.updatedAt).toISOString()}</lastmod>`;
      expect(sitemap, `the sitemap holds ${doctorsEntry}`).toContain(doctorsEntry);
    } finally {
      await panel('DELETE', `api::doctor.doctor/${documentId}`);
    }
    expect(await servedText('/doctors')).not.toContain('Dr. Panel Renamed');
  });

  test("a rate changed in Strapi's panel is in the next /rates.json, valid against the schema the site publishes", async () => {
    const schemaAnswer = await fetch(new URL('/rates.schema.json', SITE_URL));
    expect(schemaAnswer.status).toBe(200);
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    // The formats' full checks are web/server/rate-files-served.test.ts's (ajv-formats); here their shapes.
    ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
    ajv.addFormat('uri', /^https?:\/\/\S+$/);
    const validate = ajv.compile((await schemaAnswer.json()) as object);
    interface RatesFile {
      standard_charge_information: Array<{ description: string; standard_charges: unknown[]; demo_figure: boolean }>;
    }
    const ratesFile = async (): Promise<RatesFile> => {
      const answer = await fetch(new URL('/rates.json', SITE_URL));
      expect(answer.status).toBe(200);
      const body: unknown = await answer.json();
      expect(validate(body), ajv.errorsText(validate.errors)).toBe(true);
      return body as RatesFile;
    };
    const seeded = await ratesFile();
    expect(seeded.standard_charge_information.length).toBeGreaterThanOrEqual(6);
    expect(seeded.standard_charge_information.every((item) => item.demo_figure)).toBe(true);

    const panel = await asPanelEditor();
    const { results } = (await panel('GET', 'api::package.package?page=1&pageSize=100')) as {
      results: Array<{ documentId: string; title: string; price_inr: number }>;
    };
    const rate = results.find((each) => each.title === 'Inpatient stroke rehabilitation (14 days)')!;
    try {
      await panel('PUT', `api::package.package/${rate.documentId}`, { price_inr: rate.price_inr + 1234 });
      const changed = (await ratesFile()).standard_charge_information.find((item) => item.description === rate.title);
      expect(changed?.standard_charges).toEqual([{ room_category: null, package_price: rate.price_inr + 1234 }]);
    } finally {
      await panel('PUT', `api::package.package/${rate.documentId}`, { price_inr: rate.price_inr });
    }
    const pointer = await (await fetch(new URL('/.well-known/hospital-rates.txt', SITE_URL))).text();
    expect(pointer).toMatch(new RegExp(`^mrf-url: ${new URL('/rates.json', SITE_URL).href}$`, 'm'));
  });
});
