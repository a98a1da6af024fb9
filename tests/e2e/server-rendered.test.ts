/**
 * Every public page arrives as finished HTML (read here without a browser), hydrates without a
 * single React warning, carries its own head and structured data, and shows an edit or a delete
 * in the very next HTML served.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { CMS_URL, DESKTOP, keepOnSite, MOBILE, newVisit, SITE_URL } from './browser';
import { asAdmin, apiDelete } from './cms-api';
import { loadSiteData, type SiteData } from './routes';
import { fetchServedPage, metaContent, structuredData } from './served-html';
import { test } from './fixtures';
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
      assert.equal(page.status, 200, path);
      assert.equal(page.headers.get('content-encoding'), 'gzip', path);
      assert.equal(page.headers.get('cache-control'), 'no-cache', path);
      for (const text of texts) assert.ok(page.text.includes(text), `${path} is missing "${text}"`);
    }
  });

  test('an unknown address is a real 404, and hashed assets are cached for a year', async () => {
    const missing = await fetchServedPage('/no-such-page');
    assert.equal(missing.status, 404);
    assert.match(missing.html, /<title>Page not found/);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec((await fetchServedPage('/')).html)?.[1];
    assert.ok(script, 'the page loads its script from /assets/');
    const asset = await fetch(new URL(script, SITE_URL));
    assert.equal(asset.status, 200);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  test("each page carries the site's stylesheet inline, and its Content-Security-Policy allows exactly that style by hash", async () => {
    for (const path of ['/', '/doctors', '/no-such-page']) {
      const page = await fetchServedPage(path);
      const inline = [...page.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
      assert.equal(inline.length, 1, `${path}: one inline stylesheet`);
      assert.match(inline[0], /\.hero/, `${path}: it is the site's stylesheet`);
      assert.doesNotMatch(inline[0], /\.adm-/, `${path}: without the admin screens' styles`);
      assert.doesNotMatch(page.html, /<link rel="stylesheet"/, `${path}: no stylesheet to wait for`);
      const styleSrc = /(?:^|;)\s*style-src ([^;]*)/
        .exec(page.headers.get('content-security-policy') ?? '')?.[1]
        ?.trim()
        .split(/\s+/);
      assert.deepEqual(
        styleSrc,
        ["'self'", `'sha256-${createHash('sha256').update(inline[0], 'utf8').digest('base64')}'`],
        `${path}: style-src`,
      );
    }
    const admin = await fetchServedPage('/admin/login');
    assert.match(
      admin.html,
      /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/,
      'the admin shell links its stylesheet',
    );
    assert.match(admin.headers.get('content-security-policy') ?? '', /style-src 'self';/, 'and allows no inline style');
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
      assert.ok(
        box && box.width <= 1 && box.height <= 1,
        `the site stylesheet styles the page (heading box ${JSON.stringify(box)})`,
      );
      const refused = visit.errors.filter((error) => /Content Security Policy/i.test(error));
      assert.deepEqual(refused, [], 'no Content-Security-Policy violation');
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
      assert.equal(await login.evaluate((element) => getComputedStyle(element).display), 'grid');
      assert.equal(adminStyles.length, 1, 'the admin stylesheet is fetched once');
      const refused = visit.errors.filter((error) => /Content Security Policy/i.test(error));
      assert.deepEqual(refused, [], 'no Content-Security-Policy violation');
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
    assert.ok(
      files.some((file) => file.endsWith('.js')) && files.some((file) => file.endsWith('.css')),
      'the pages name their scripts and the stylesheet',
    );
    for (const file of files) {
      const url = new URL(file, SITE_URL);
      // node:http, not fetch: fetch would unpack the body and hide how it travelled.
      const plain = await rawGet(url, {});
      // The build compresses files of 1 KB and more (vite.config.ts): below that a packet is a packet.
      if (plain.body.length < 1024) continue;
      const brotli = await rawGet(url, { 'accept-encoding': 'br, gzip' });
      const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
      assert.equal(brotli.encoding, 'br', file);
      assert.equal(gzip.encoding, 'gzip', file);
      assert.equal(plain.encoding, undefined, file);
      assert.ok(brotliDecompressSync(brotli.body).equals(plain.body), `${file}: the same bytes once unpacked`);
      assert.ok(gunzipSync(gzip.body).equals(plain.body), `${file}: the same bytes once unpacked`);
      assert.ok(brotli.body.length < gzip.body.length, `${file}: brotli is the smaller`);
    }
  });

  test("the banner picture comes from the CMS's uploads, never able to run a script; a missing upload is a 404", async () => {
    const picture = site.banner!.banner_image;
    assert.ok(picture.startsWith('/uploads/'), 'the seeded banner is an upload');
    const served = await fetch(new URL(picture, SITE_URL));
    assert.equal(served.status, 200);
    assert.match(served.headers.get('content-type') ?? '', /^image\//);
    assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
    assert.match(served.headers.get('content-security-policy') ?? '', /default-src 'none'.*sandbox/);
    const direct = await fetch(new URL(picture, CMS_URL));
    assert.ok(
      Buffer.from(await served.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer())),
      'the same file the CMS holds',
    );
    assert.equal((await fetch(new URL('/uploads/no-such-picture.jpg', SITE_URL))).status, 404);
    assert.equal((await fetch(new URL('/uploads/medium_no-such-picture.jpg', SITE_URL))).status, 404);
  });

  test('on a phone the banner comes first: preloaded from the head in its responsive sizes, fetched once, before the app', async ({
    browser,
  }) => {
    const picture = site.banner!.banner_image;
    const { html } = await fetchServedPage('/');
    const head = html.slice(0, html.indexOf('</head>'));
    const preload =
      /<link rel="preload" as="image" href="([^"]*)" imagesrcset="([^"]*)" imagesizes="100vw" fetchpriority="high" \/>/.exec(
        head,
      );
    assert.ok(preload, 'the head preloads the banner');
    assert.equal(preload[1], picture);
    assert.match(preload[2], new RegExp(`/uploads/medium_${picture.slice('/uploads/'.length)} 750w`));
    assert.ok(head.indexOf(preload[0]) < head.indexOf('<script'), 'before the scripts');

    const { page, context } = await newVisit(browser, MOBILE);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await context.close();
    const banners = requested.filter((path) => path.endsWith(picture.slice('/uploads/'.length)));
    assert.equal(
      banners.length,
      1,
      `one copy of the banner, not the preload and the picture apart: ${banners.join(', ')}`,
    );
    const app = requested.findIndex((path) => /\/assets\/start-app-[^/]+\.js$/.test(path));
    assert.ok(app > requested.indexOf(banners[0]), "the app's code is asked for after the banner");
  });

  test('a public page starts the app as soon as it has been read, and works meanwhile without it', async ({
    browser,
  }) => {
    for (const path of ['/departments', '/contact', '/']) {
      const { html } = await fetchServedPage(path);
      assert.ok(!/<link rel="modulepreload"[^>]*admin/.test(html), `${path}: no admin code for a visitor`);
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
    assert.match(html, /Loading the admin screens\.\.\./);
    assert.match(html, /<link rel="modulepreload" href="\/assets\/admin-app-[^"]+\.js" \/>/);
    const { page, context } = await newVisit(browser, MOBILE);
    await page.goto('/admin/dashboard');
    await page.getByLabel('Email').waitFor({ state: 'visible' });
    assert.equal(new URL(page.url()).pathname, '/admin/login');
    const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length);
    assert.equal(painted, 1, 'the page reported a first paint');
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
      assert.deepEqual(apiRequests, [], `${path}: no request for what the page already carried`);
    }
  });

  test("a tap the moment the page is live is answered, even when a section's code is slow to arrive", async ({
    page,
  }) => {
    // The home page's sections below the fold and the carousels' react-slick come in chunks of
    // their own. Held back here for 1.5 s: React drops a tap on a part whose code has not arrived.
    const slowly = (pattern: string) =>
      page.route(pattern, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
    await slowly('**/assets/home-sections-*.js');
    await slowly('**/assets/slick-carousel-*.js');

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
      () => blogs.locator('.slick-current').getAttribute('data-index'),
      (index) => index === '1',
      5_000,
    );
  });

  test('on a slow network a page is drawn as it arrives, and nothing moves as the rest arrives', async ({
    browser,
  }) => {
    // A connection that delivers each page in two parts a second apart; the break falls inside the
    // site header, inside the page's first section, or in the middle of <main>, as a packet might.
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
            if (where === 'mid-main')
              // Drawn as it arrives: the visitor reads the first half a second before the rest comes.
              assert.ok(
                whole > 0 && atFirstFrame > 0 && atFirstFrame < whole,
                `${path}: first frame showed ${atFirstFrame} of ${whole}`,
              );
            const shift = await layoutShift(page);
            assert.ok(
              shift <= 0.02,
              `${path} at ${viewport.width} px, broken ${where}: the page moved as it arrived (layout shift ${shift.toFixed(3)})`,
            );
            await page.close();
          }
          await context.close();
        }
    } finally {
      await slowLink.close();
    }
  });

  test('a smaller copy Strapi did not make (the original is narrower) is answered with the original, not a broken picture', async () => {
    // The directors' portraits are narrower than 750 px: Strapi made no medium_ or large_ copy.
    const [director] = (await (await fetch(new URL('/api/directors/', SITE_URL))).json()) as Array<{ url: string }>;
    const portrait = director.url;
    const copy = portrait.replace(/\/uploads\//, '/uploads/large_');
    assert.equal((await fetch(new URL(copy, CMS_URL))).status, 404, 'the CMS has no large copy');
    const served = await fetch(new URL(copy, SITE_URL));
    assert.equal(served.status, 200);
    const original = await fetch(new URL(portrait, SITE_URL));
    assert.ok(
      Buffer.from(await served.arrayBuffer()).equals(Buffer.from(await original.arrayBuffer())),
      'the original picture',
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
      const shift = await layoutShift(page);
      await context.close();
      assert.deepEqual(
        messages.filter((text) => hydrationProblem.test(text)),
        [],
        `${path} at ${viewport.width}px`,
      );
      // The served page is already laid out as the app will draw it (carousels with their slide count).
      assert.ok(
        shift <= 0.02,
        `${path} at ${viewport.width}px: the page moved as it started (layout shift ${shift.toFixed(3)})`,
      );
    }
  });
});

/** Where a slow link breaks a page's HTML (a byte offset), by name. */
const BREAKS: Record<string, (html: Buffer) => number> = {
  'in the header': (html) => middle(html, '<header', '</header>'),
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

/** The page's cumulative layout shift so far (shifts right after a visitor's input do not count). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in a task of their own.
        setTimeout(() => resolve(total), 100);
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
      assert.match(html, /<html lang="en-IN">/, path);
      assert.equal((html.match(/<title>/g) ?? []).length, 1, `${path} has one title`);
      assert.ok(metaContent(html, 'description'), `${path} has a description`);
      assert.equal(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], new URL(path, SITE_URL).href, path);
      assert.equal(metaContent(html, 'og:url'), new URL(path, SITE_URL).href, path);
      assert.ok(metaContent(html, 'og:title') && metaContent(html, 'twitter:card'), `${path} has a card`);
      for (const type of types) assert.ok(typesOf(html).includes(type), `${path} describes a ${type}`);
    }
    const home = (await fetchServedPage('/')).html;
    assert.match(metaContent(home, 'og:image') ?? '', /^https?:\/\/.+\/uploads\//, 'the home card shows the banner');
    const hospital = structuredData(home).find((item) => item['@type'] === 'Hospital')!;
    assert.equal((hospital.address as unknown[]).length, 2, 'both branches');
    assert.ok(
      (hospital.department as Array<{ '@type': string }>).every((clinic) => clinic['@type'] === 'MedicalClinic'),
    );
  });

  test('a shared blog post, news item or event link carries its own title, text and picture, and opens it', async ({
    page,
  }) => {
    const blog = site.blogs[0];
    const { html } = await fetchServedPage(`/blogs?post=${blog.id}`);
    assert.ok(metaContent(html, 'og:title')?.startsWith(blog.title));
    assert.ok(
      metaContent(html, 'og:description')!.startsWith(blog.description.replace(/\s+/g, ' ').trim().slice(0, 40)),
    );
    assert.ok(metaContent(html, 'og:image')?.startsWith('http'), 'the post picture as an absolute address');
    assert.ok(typesOf(html).includes('BlogPosting') && typesOf(html).includes('BreadcrumbList'));
    const news = await fetchServedPage(`/news-and-events?news=${site.news[0].id}`);
    assert.ok(metaContent(news.html, 'og:title')?.startsWith(site.news[0].title));
    const event = await fetchServedPage(`/news-and-events?event=${site.events[0].id}`);
    assert.ok(metaContent(event.html, 'og:title')?.startsWith(site.events[0].title));

    await page.goto(`/blogs?post=${blog.id}`);
    await page.getByRole('dialog', { name: blog.title }).waitFor();
  });

  test('robots.txt is plain text that keeps crawlers out of /admin and names the sitemap', async () => {
    const response = await fetch(new URL('/robots.txt', SITE_URL));
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    const text = await response.text();
    assert.match(text, /^Disallow: \/admin$/m);
    assert.match(text, new RegExp(`^Sitemap: ${new URL('/sitemap.xml', SITE_URL).href}$`, 'm'));
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
      assert.ok(xml.includes(`<loc>${url(path)}</loc>`), `the sitemap lists ${path}`);
    }
    const blog = site.blogs[0];
    assert.ok(xml.includes(`<loc>${url(`/blogs?post=${blog.id}`)}</loc><lastmod>`), 'each blog post with its lastmod');
    assert.ok(xml.includes(`<loc>${url(`/news-and-events?news=${site.news[0].id}`)}</loc><lastmod>`));
    assert.ok(xml.includes(`<loc>${url(`/news-and-events?event=${site.events[0].id}`)}</loc><lastmod>`));
    assert.ok(xml.includes(`<loc>${url('/department/10')}</loc><lastmod>`), 'each facility page with its lastmod');
    assert.ok(xml.includes(`<loc>${url('/doctors')}</loc><lastmod>`), 'a list page dated by its latest item');
    assert.ok(!xml.includes('/admin'));
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
  assert.equal(login.status, 200, 'the seeded panel editor logs in');
  const { data } = (await login.json()) as { data: { token: string } };
  return async (method, path, body) => {
    const response = await fetch(`${CMS_URL}/content-manager/collection-types/${path}`, {
      method,
      headers: { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    assert.ok(response.ok, `${method} ${path} answered ${response.status}`);
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
    assert.equal(created.status, 201);
    const { id } = (await created.json()) as { id: number };
    try {
      assert.ok((await servedText('/doctors')).includes('Dr. Served Fresh'));
      assert.ok((await servedText('/')).includes('Dr. Served Fresh'));
    } finally {
      await apiDelete(`/doctors/${id}/`, token);
    }
    assert.ok(!(await servedText('/doctors')).includes('Dr. Served Fresh'));
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
      assert.ok((await servedText('/doctors')).includes('Dr. Panel Fresh'));
      const edit = (await panel('PUT', `api::doctor.doctor/${documentId}`, { name: 'Dr. Panel Renamed' })) as {
        data: { updatedAt: string };
      };
      const renamed = await servedText('/doctors');
      assert.ok(renamed.includes('Dr. Panel Renamed') && !renamed.includes('Dr. Panel Fresh'));
      // Search engines are told too: the sitemap dates /doctors by this edit, the latest.
      const sitemap = await (await fetch(new URL('/sitemap.xml', SITE_URL))).text();
      const doctorsEntry = `<loc>${new URL('/doctors', SITE_URL).href}</loc><lastmod>${new Date(edit.data.updatedAt).toISOString()}</lastmod>`;
      assert.ok(sitemap.includes(doctorsEntry), `the sitemap holds ${doctorsEntry}`);
    } finally {
      await panel('DELETE', `api::doctor.doctor/${documentId}`);
    }
    assert.ok(!(await servedText('/doctors')).includes('Dr. Panel Renamed'));
  });
});
