/**
 * Lighthouse (mobile preset, simulated throttling) on every public route of a throw-away seeded
 * stack served as `npm start` serves it: the median of three runs per route, as a table. Figures
 * only (the machines are shared). `npm run bench:pages`; `BENCH_SITE_URL=http://localhost:4173`
 * measures a running site instead; `BENCH_RUNS` changes the number of runs; routes named on the
 * command line (`npm run bench:pages -- / /doctors`) are measured instead of all. The Bengali and
 * Hindi `/`, `/emergency`, `/doctors` and `/contact` are measured with the English routes.
 * `BENCH_BEFORE_SERVER=<other checkout>/web/dist/server/main.js` also measures another build of the
 * site's server against the same CMS, on the same routes (`BENCH_BEFORE_RUNS` runs each, BENCH_RUNS
 * by default), each figure printed before→after; a page that build does not have shows "—" and
 * the status it answered.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { UNLISTED_PAGE_PATTERNS } from '@hospital/contract/src/pages';
import { PUBLIC_PAGES } from '../lib/public-pages';
import { buildForTests, startStack } from '../lib/stack';
import { buildsToCompare, THIS_BUILD, type SiteBuild } from '../lib/site-builds';
import { recordFigures, scriptArguments } from '../lib/figures-recorder';
import { median } from './median';
import { tableHeading, tableRow, type Figures, type Outcome } from './pages/table';

/** The Bengali and Hindi versions of the pages a patient most needs, under the same budgets (issue 28). */
const TRANSLATED_PAGES = ['bn', 'hi'].flatMap((language) =>
  ['/', '/emergency', '/doctors', '/contact'].map((path) => `/${language}${path}`),
);
const ALL_ROUTES = [...PUBLIC_PAGES, ...TRANSLATED_PAGES];
const NAMED_ROUTES = scriptArguments();
const ROUTES = NAMED_ROUTES.length > 0 ? NAMED_ROUTES : ALL_ROUTES;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The before build's runs (BENCH_BEFORE_SERVER), fewer when time is short: this build's figures hold the budgets. */
const BEFORE_RUNS = Number(process.env.BENCH_BEFORE_RUNS ?? RUNS);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * A page no search engine is sent to (a page of search results, `noindex` by design): Lighthouse
 * takes SEO points from it for not being crawlable (`is-crawlable`), which is what it is for.
 */
function unlisted(route: string): boolean {
  const path = new URL(route, 'http://site').pathname.replace(/^\/(bn|hi)(?=\/)/, '');
  return UNLISTED_PAGE_PATTERNS.some((pattern) => pattern === path);
}

/**
 * The budgets (issue 10's, as issue 40 set them): what a route's median figures must reach; the
 * failures, by name. The performance score is a floor, not the goal: what a visitor feels (the
 * largest paint and the first tap on the real mobile profile) is `npm run bench:interaction`'s.
 */
function overBudget(route: string, figures: Figures): string[] {
  const home = route === '/';
  return [
    figures.performance < 95 ? 'performance' : null,
    figures.accessibility < 100 ? 'a11y' : null,
    figures.bestPractices < 100 ? 'BP' : null,
    figures.seo < 100 && !unlisted(route) ? 'SEO' : null,
    figures.cls > 0.02 ? 'CLS' : null,
    home && figures.jsKb > 130 ? 'JS' : null,
  ].filter((name): name is string => name !== null);
}

/**
 * Why a category lost points, in Lighthouse's audit ids, so a reader can tell the site's own faults
 * from this machine's: it has no internet, so pictures on other sites (video thumbnails) fail to
 * load and Chromium logs each failure ("errors-in-console ... offline").
 */
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function lostPoints(lhr: Report): string[] {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap(({ id, weight }) => {
      const audit = lhr.audits[id];
      if (!audit || weight === 0 || audit.score === null || audit.score >= 1) return [];
      const items =
        (audit.details as { items?: Array<{ source?: string; sourceLocation?: { url?: string } }> } | undefined)
          ?.items ?? [];
      const offSite =
        items.length > 0 &&
        items.every((item) => item.source === 'network' && !item.sourceLocation?.url?.startsWith(origin));
      return [id === 'errors-in-console' && offSite ? `${id} (off-site pictures unreachable from this machine)` : id];
    }),
  );
}

/** The video thumbnails' hosts (the site shows YouTube's own thumbnails). */
const THUMBNAIL_HOSTS = ['img.youtube.com', 'i.ytimg.com'];

/**
 * On a machine without internet the thumbnails cannot load and Chromium logs each failure, which
 * costs best practices points that no visitor's browser would see. Then, and only then, the bench
 * blocks those hosts (Lighthouse does not count a request it blocked itself) and says so.
 */
async function unreachableThumbnailHosts(): Promise<string[]> {
  const reachable = async (host: string) => {
    try {
      await fetch(`https://${host}/`, { method: 'HEAD', signal: AbortSignal.timeout(3000) });
      return true;
    } catch {
      return false;
    }
  };
  const results = await Promise.all(THUMBNAIL_HOSTS.map(async (host) => ((await reachable(host)) ? null : host)));
  return results.filter((host): host is string => host !== null);
}

async function audit(url: string, port: number, notes: Set<string>, blockedHosts: readonly string[]): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    blockedUrlPatterns: blockedHosts.map((host) => `*://${host}/*`),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  for (const note of lostPoints(result.lhr)) notes.add(note);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const scripts =
    (
      audits['network-requests']?.details as
        { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined
    )?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    jsKb:
      scripts
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  };
}

/** The status of a route's address, redirects not followed: a page a build does not have is not audited. */
async function pageStatus(url: string): Promise<number> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.body?.cancel();
  return response.status;
}

/** Each figure's own median over a build's runs (the runs need not agree on which run was the median one). */
function medians(runs: readonly Figures[]): Figures {
  const keys = Object.keys(runs[0]) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Figures;
}

/**
 * Every route on every build, each route's runs of the builds taken in turn (A, B, A, B...), so a
 * slower minute of a shared machine falls on both alike. The budgets are the last build's (this one).
 */
async function measure(builds: readonly (SiteBuild & { runs: number })[]): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const blockedHosts = await unreachableThumbnailHosts();
    for (const build of builds)
      console.log(`${build.label}: Lighthouse mobile, median of ${build.runs} runs, ${build.url}`);
    if (builds.length > 1) console.log(`Each figure: ${builds.map((build) => build.name).join('→')}.`);
    if (blockedHosts.length > 0) {
      console.log(
        `This machine cannot reach ${blockedHosts.join(' or ')}: their requests (video thumbnails) are blocked, not counted as console errors.`,
      );
    }
    console.log(tableHeading(builds.length));
    const outside: string[] = [];
    const lostBy = new Map<string, string[]>();
    for (const route of ROUTES) {
      const urls = builds.map((build) => new URL(route, build.url).href);
      const statuses = await Promise.all(urls.map(pageStatus));
      const runs = builds.map(() => [] as Figures[]);
      const notes = builds.map(() => new Set<string>());
      for (let run = 0; run < Math.max(...builds.map((build) => build.runs)); run += 1) {
        for (const [index, build] of builds.entries()) {
          if (statuses[index] !== 200 || run >= build.runs) continue;
          runs[index].push(await audit(urls[index], chrome.port, notes[index], blockedHosts));
        }
      }
      for (const [index, build] of builds.entries()) {
        const label = builds.length > 1 ? `${route} (${build.name})` : route;
        if (notes[index].size > 0) lostBy.set(label, [...notes[index]]);
      }
      const outcomes: Outcome[] = runs.map((figures, index) =>
        figures.length > 0 ? { figures: medians(figures) } : { status: statuses[index] },
      );
      const thisBuild = outcomes.at(-1)!;
      const misses = 'figures' in thisBuild ? overBudget(route, thisBuild.figures) : [`answered ${thisBuild.status}`];
      if (misses.length > 0) outside.push(route);
      const missing = outcomes.flatMap((outcome, index) =>
        'status' in outcome && index < outcomes.length - 1 ? [`${builds[index].name}: ${outcome.status}`] : [],
      );
      console.log(
        [
          tableRow(route, outcomes),
          misses.length === 0 ? ' within budget' : ` over budget: ${misses.join(', ')}`,
          ...missing.map((status) => `(${status})`),
        ].join(' '),
      );
    }
    for (const [route, notes] of lostBy) console.log(`${route}: points lost to ${notes.join('; ')}`);
    console.log(
      outside.length === 0 ? `All ${ROUTES.length} routes within budget.` : `Over budget: ${outside.join(' ')}`,
    );
  } finally {
    chrome.kill();
  }
}

async function main() {
  const running = process.env.BENCH_SITE_URL;
  if (running) {
    const figures = recordFigures('bench:pages');
    await measure([{ name: 'This site', label: 'This site', url: running, runs: RUNS }]);
    return figures.write();
  }
  await buildForTests();
  const stack = await startStack({}, { quietRequests: true });
  try {
    const { builds, stop } = await buildsToCompare(stack);
    try {
      const figures = recordFigures('bench:pages');
      await measure(builds.map((build) => ({ ...build, runs: build.name === THIS_BUILD ? RUNS : BEFORE_RUNS })));
      figures.write();
    } finally {
      await stop();
    }
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
