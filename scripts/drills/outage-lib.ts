/**
 * Readers on every public page while one part behind the site fails at a time: the share of
 * answers that were 200 (stale allowed), their p99, whether every page carried the hospital's
 * phone number, and how long after the part's return the pages were fresh again. Used by
 * `npm run drill:outage` and, small, by tests/ops/drills.test.ts.
 */
import { performance } from 'node:perf_hooks';
import { waitForHttp } from '../lib/processes';
import { PUBLIC_PAGES } from '../lib/public-pages';
import type { Stack } from '../lib/stack';
import { percentile } from './target';

export interface Fault {
  name: string;
  /** Breaks the part; resolves once it is broken. */
  begin(): Promise<void>;
  /** Mends it; resolves once the part answers again. */
  end(): Promise<void>;
}

export interface FaultFigures {
  fault: string;
  requests: number;
  /** Share of answers that were 200, in percent. */
  ok: number;
  p99: number;
  /** Every answer (200 or not) carried the hospital's phone number. */
  phoneEverywhere: boolean;
  stale: number;
  /** Seconds from the part's return until a page came fresh (no stale mark); NaN if it never did. */
  freshAfter: number;
}

interface Options {
  siteUrl: string;
  readers: number;
  faultSeconds: number;
  /** The phone number every page must carry, as it is printed. */
  phone: string;
  pages?: readonly string[];
  /** How long to wait for fresh pages after a fault. */
  recoverySeconds?: number;
}

/** Signals the stack's CMS and its whole process group, as a stuck machine would stop it. */
const signalCms = (stack: Stack, name: NodeJS.Signals): void =>
  void process.kill(-(stack.cms().child.pid as number), name);

/** kill -9 of the CMS; mended by starting it again on the same port and database. */
export const cmsKilled = (stack: Stack): Fault => ({
  name: 'CMS killed',
  begin: async () => {
    const { exited } = stack.cms();
    signalCms(stack, 'SIGKILL');
    await exited;
  },
  end: () => stack.restartCms(),
});

/** The CMS stopped (SIGSTOP) as a stuck database or a long pause would: it accepts and never answers. */
export const cmsHung = (stack: Stack): Fault => ({
  name: 'CMS hung (SIGSTOP)',
  begin: async () => signalCms(stack, 'SIGSTOP'),
  end: async () => {
    signalCms(stack, 'SIGCONT');
    await waitForHttp(`${stack.cmsUrl}/api/health`, 60_000);
  },
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The main mobile number as the site prints it, from the CMS's contact details. */
export async function hospitalPhone(siteUrl: string): Promise<string> {
  const response = await fetch(`${siteUrl}/api/site-settings/`);
  const settings = (await response.json()) as { main_mobile: { display: string } };
  return settings.main_mobile.display;
}

/** Each page once, so the site has a good copy of every one before anything fails. */
export async function visitEveryPage(siteUrl: string, pages: readonly string[] = PUBLIC_PAGES): Promise<void> {
  for (const path of pages) {
    const response = await fetch(`${siteUrl}${path}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status} before any fault`);
  }
}

async function readWhile(
  { siteUrl, readers, phone, pages = PUBLIC_PAGES }: Options,
  seconds: number,
): Promise<{ times: number[]; ok: number; withPhone: number; stale: number }> {
  const deadline = performance.now() + seconds * 1000;
  const times: number[] = [];
  let [ok, withPhone, stale] = [0, 0, 0];
  await Promise.all(
    Array.from({ length: readers }, async (_, reader) => {
      for (let i = reader; performance.now() < deadline; i += 1) {
        const started = performance.now();
        try {
          const response = await fetch(`${siteUrl}${pages[i % pages.length]}`, { signal: AbortSignal.timeout(10_000) });
          const html = await response.text();
          if (response.status === 200) ok += 1;
          if (html.includes(phone)) withPhone += 1;
          if (response.headers.get('x-page-stale') === '1') stale += 1;
        } catch {
          // A refused or timed-out request counts as neither 200 nor carrying the number.
        }
        times.push(performance.now() - started);
      }
    }),
  );
  return { times, ok, withPhone, stale };
}

async function secondsUntilFresh(siteUrl: string, limitSeconds: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitSeconds * 1000) {
    try {
      const response = await fetch(`${siteUrl}/`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200 && response.headers.get('x-page-stale') === null)
        return (performance.now() - started) / 1000;
    } catch {
      // Not yet.
    }
    await pause(200);
  }
  return Number.NaN;
}

export async function runOutageDrill(faults: readonly Fault[], options: Options): Promise<FaultFigures[]> {
  const figures: FaultFigures[] = [];
  for (const fault of faults) {
    await visitEveryPage(options.siteUrl, options.pages);
    await fault.begin();
    let read: Awaited<ReturnType<typeof readWhile>>;
    try {
      read = await readWhile(options, options.faultSeconds);
    } finally {
      await fault.end();
    }
    const freshAfter = await secondsUntilFresh(options.siteUrl, options.recoverySeconds ?? 30);
    const sorted = [...read.times].sort((a, b) => a - b);
    figures.push({
      fault: fault.name,
      requests: read.times.length,
      ok: read.times.length ? (100 * read.ok) / read.times.length : 0,
      p99: percentile(sorted, 0.99),
      phoneEverywhere: read.times.length > 0 && read.withPhone === read.times.length,
      stale: read.stale,
      freshAfter,
    });
  }
  return figures;
}

/** Issue 26's budgets under each fault: every GET 200 with the number, p99 ≤ 1.5 s, fresh within 10 s. */
export function outageHeld(figures: FaultFigures): boolean {
  return figures.ok === 100 && figures.phoneEverywhere && figures.p99 <= 1500 && figures.freshAfter <= 10;
}
