/**
 * Issue 39's findings 1 and 2 as a drill: thousands of junk addresses (query junk, case and
 * trailing-slash variants, unknown names) at the page server, then the CMS hung; then every page of
 * the sitemap, in its three languages, asked directly and through nginx, must still answer 200 with
 * the hospital's main number and `tel:` links to call. Also times cached `/about` while the junk runs.
 * Used by `npm run drill:flood` and, small, by tests/ops/drills.test.ts.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { findNginx, startNginx, type NginxRun } from '../../tests/ops/support/nginx';
import { freePort } from '../lib/free-port';
import { WEB_DIR } from '../lib/paths';
import type { Stack } from '../lib/stack';
import { hospitalPhone } from './outage-lib';
import { percentile } from './target';

/** Where the drill reads pages: the page server itself, or nginx in front of it. */
export interface FloodTarget {
  name: string;
  url: string;
  /**
   * Headers of the n-th patient the drill checks a page as, and of the n-th stranger sending junk
   * (nginx believes X-Forwarded-For from this machine, TRUSTED_PROXIES): a per-address limit then
   * meets many visitors, as it would in life, not one machine.
   */
  patientHeaders?: (n: number) => Record<string, string>;
  strangerHeaders?: (n: number) => Record<string, string>;
  /** Another build, measured beside this one: its figures are printed, not judged. */
  compared?: boolean;
}

export interface FloodOptions {
  targets: readonly FloodTarget[];
  /** Junk requests sent to each target. */
  junk: number;
  /** Junk requests in flight at once (the issue's: 128). */
  concurrency: number;
  /** Hangs the CMS (SIGSTOP) and lets it go again. */
  hangCms(): Promise<void>;
  resumeCms(): Promise<void>;
}

export interface TargetFigures {
  target: string;
  junkSent: number;
  /** How the junk was answered, e.g. { 200: 12, 301: 3000, 503: 1900 }. */
  junkAnswers: Record<string, number>;
  /** Cached `/about`, asked one after another while the junk ran. */
  aboutP50: number;
  aboutP99: number;
  sitemapPages: number;
  /** Sitemap pages that answered 200 with the main number and `tel:` links, the CMS hung. */
  pagesHeld: number;
  /** Share of them, in percent. */
  held: number;
  /** The first few that did not, with what they answered. */
  missed: string[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every address of the sitemap (three languages), as paths with their query. */
export async function sitemapPaths(siteUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc.replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  });
  if (paths.length === 0) throw new Error('the sitemap lists no page');
  return paths;
}

/** Every letter's case flipped at random: `/about` → `/AbOUt` (never the page's own spelling). */
function otherCase(path: string, n: number): string {
  const flipped = [...path].map((char, i) => ((n >> (i % 16)) & 1 ? char.toUpperCase() : char.toLowerCase())).join('');
  return flipped === path ? path.toUpperCase() : flipped;
}

/**
 * The n-th junk address. Half are doctor searches nobody made (issue 39's attack: each one a page
 * of its own, rendered complete); the rest a query no page reads, a case or slash variant of a
 * sitemap page, a value a page cannot use, a blog post's id spelt otherwise, a name no page has.
 */
export function junkAddress(pages: readonly string[], n: number): string {
  const page = pages[n % pages.length].split('?')[0];
  const join = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;
  if (n % 2 === 0) return `/doctors?q=zq${n}`;
  switch ((n >> 1) % 6) {
    case 0:
      return join(page, `k=${n}`);
    case 1:
      return join(otherCase(page, n), `c=${n}`);
    case 2:
      return join(page === '/' ? '/about/' : `${page}/`, `s=${n}`);
    case 3:
      return `/doctors?specialty=zq${n}&doctor=${n}x`;
    case 4:
      return `/blogs?post=0${n}`;
    default:
      return `/zq-nobody-${n}`;
  }
}

async function sendJunk(target: FloodTarget, addresses: readonly string[], concurrency: number) {
  const answers: Record<string, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let n = next++; n < addresses.length; n = next++) {
        let status = 'no answer';
        try {
          const response = await fetch(`${target.url}${addresses[n]}`, {
            redirect: 'manual',
            headers: target.strangerHeaders?.(n),
            signal: AbortSignal.timeout(30_000),
          });
          await response.arrayBuffer();
          status = String(response.status);
        } catch {
          // Counted as no answer.
        }
        answers[status] = (answers[status] ?? 0) + 1;
      }
    }),
  );
  return answers;
}

/**
 * The timing client: cached `/about`, one request after another until told to stop, then its times
 * in ms. It runs in a thread of its own: on the drill's own thread it shared an event loop with the
 * 128 junk clients, and its figures were theirs (through nginx, whose copy answers in microseconds,
 * p99 89 to 188 ms from run to run).
 */
const TIMING_CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
let stopped = false;
parentPort.once('message', () => (stopped = true));
(async () => {
  const times = [];
  while (!stopped) {
    const started = performance.now();
    try {
      const response = await fetch(workerData.url, {
        headers: workerData.headers[times.length % workerData.headers.length],
        signal: AbortSignal.timeout(30000),
      });
      await response.arrayBuffer();
    } catch {
      // Timed as long as it took.
    }
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage(times);
})();
`;

/** Patients' headers for the timing client, one per request, reused in turn after these. */
const TIMED_PATIENTS = 5000;

/** Cached `/about`, one request after another until `done` resolves: its times in ms. */
async function timeAboutUntil(target: FloodTarget, done: Promise<unknown>): Promise<number[]> {
  const headers = Array.from({ length: TIMED_PATIENTS }, (_, n) => target.patientHeaders?.(n) ?? {});
  const timer = new Worker(TIMING_CLIENT, { eval: true, workerData: { url: `${target.url}/about`, headers } });
  const times = new Promise<number[]>((resolve, reject) => {
    timer.once('message', resolve);
    timer.once('error', reject);
  });
  await done.catch(() => undefined);
  timer.postMessage('stop');
  try {
    return await times;
  } finally {
    await timer.terminate();
  }
}

/** Undefined when the page answers 200 with the main number and a `tel:` link; else what it answered. */
async function answersWithPhone(
  target: FloodTarget,
  path: string,
  n: number,
  phone: string,
): Promise<string | undefined> {
  try {
    const response = await fetch(`${target.url}${path}`, {
      redirect: 'manual',
      headers: target.patientHeaders?.(n),
      signal: AbortSignal.timeout(15_000),
    });
    const html = await response.text();
    const withPhone = html.includes(phone) && html.includes('href="tel:+');
    if (response.status === 200 && withPhone) return undefined;
    return `${path}: ${response.status}${withPhone ? '' : ', no number to call'}`;
  } catch (error) {
    return `${path}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * A page until it is rendered complete: on a busy machine the CMS may miss the page server's budget
 * now and then (the page then comes stale or as the 503); the drill needs a good copy first.
 */
async function visitUntilGood(target: FloodTarget, path: string, n: number, phone: string): Promise<void> {
  let problem: string | undefined;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    problem = await answersWithPhone(target, path, n, phone);
    if (!problem) return;
    await pause(1000);
  }
  throw new Error(`before any junk, ${target.name}: ${problem}`);
}

export async function runFloodDrill(options: FloodOptions): Promise<TargetFigures[]> {
  const [first] = options.targets;
  const phone = await hospitalPhone(first.url);
  const pages = await sitemapPaths(first.url);
  // Every page once through each target: the last good copies the flood then tries to push out.
  for (const target of options.targets) {
    for (const [n, path] of pages.entries()) await visitUntilGood(target, path, n, phone);
  }
  const addresses = Array.from({ length: options.junk }, (_, n) => junkAddress(pages, n));
  const flooded = [];
  for (const target of options.targets) {
    const sending = sendJunk(target, addresses, options.concurrency);
    const aboutTimes = await timeAboutUntil(target, sending);
    flooded.push({ target, junkAnswers: await sending, about: aboutTimes.sort((a, b) => a - b) });
  }

  await options.hangCms();
  const figures: TargetFigures[] = [];
  try {
    for (const { target, junkAnswers, about } of flooded) {
      const missed: string[] = [];
      for (const [n, path] of pages.entries()) {
        const problem = await answersWithPhone(target, path, n, phone);
        if (problem) missed.push(problem);
      }
      figures.push({
        target: target.name,
        junkSent: addresses.length,
        junkAnswers,
        aboutP50: percentile(about, 0.5),
        aboutP99: percentile(about, 0.99),
        sitemapPages: pages.length,
        pagesHeld: pages.length - missed.length,
        held: (100 * (pages.length - missed.length)) / pages.length,
        missed: missed.slice(0, 10),
      });
    }
  } finally {
    await options.resumeCms();
  }
  return figures;
}

/** Issue 39's bar: every sitemap page 200 with the number after the flood, the CMS hung. */
export const floodHeld = (figures: TargetFigures): boolean => figures.held === 100;

/** Strangers from a documentation range, patients from another (RFC 5737): as nginx reads X-Forwarded-For. */
const stranger = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n % 250}` });
const patient = (n: number) => ({ 'X-Forwarded-For': `192.0.2.${n % 250}` });

/**
 * The drill's targets on a running stack: its page server, and the shipped nginx in front of it
 * when this machine has nginx (then `nginx` is returned, for the caller to stop).
 */
export async function floodTargets(stack: Stack): Promise<{ targets: FloodTarget[]; nginx?: NginxRun }> {
  const targets: FloodTarget[] = [{ name: 'page server', url: stack.siteUrl }];
  const binary = findNginx();
  if (!binary) return { targets };
  const [sitePort, panelPort] = [await freePort(), await freePort()];
  const nginx = await startNginx(binary, {
    cmsUpstream: new URL(stack.cmsUrl).host,
    siteUpstream: new URL(stack.siteUrl).host.replace('localhost', '127.0.0.1'),
    siteRoot: join(WEB_DIR, 'dist', 'client'),
    sitePort,
    panelPort,
  });
  targets.push({
    name: 'through nginx',
    url: `http://127.0.0.1:${sitePort}`,
    patientHeaders: patient,
    strangerHeaders: stranger,
  });
  return { targets, nginx };
}
