/**
 * Readers on every public page and API read, and writers posting contact requests, through nginx in
 * front of two of each (scripts/lib/two-of-each.ts), while one CMS and then one site server is
 * killed (kill -9) and started again. Counts the GETs that did not answer 200 (nginx must retry
 * them on the other instance) and the acknowledged writes (201 with an id) missing from the
 * database afterwards. Used by tests/ops/instances.test.ts and `npm run drill:instances`.
 */
import { performance } from 'node:perf_hooks';
import { psqlQuery } from '../ops/postgres';
import { PUBLIC_PAGES } from '../lib/public-pages';
import type { InstanceGroup, TwoOfEach } from '../lib/two-of-each';
import { percentile } from './target';

export interface InstanceFigures {
  gets: number;
  /** GETs answered anything but 200, or not at all: "path status (what was down)" each. */
  failedGets: string[];
  p99: number;
  /** Writes answered 201 with an id. */
  acknowledged: number;
  /** Writes answered otherwise (a POST cut off by a kill is never repeated by nginx, so may fail). */
  unacknowledged: number;
  /** Acknowledged writes not in the database afterwards. */
  lost: number;
  /** What was killed, in order. */
  kills: string[];
}

interface Options {
  readers?: number;
  writers?: number;
  /** How long one instance stays down before it is started again. */
  downSeconds?: number;
  /** Reading and writing with all four up, before the first kill and after each return. */
  steadySeconds?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The site's own API reads, beside the pages (served by the CMS instances through nginx). */
const API_READS = ['/api/site-settings/', '/api/news/list/', '/api/facilities/', '/api/content-version'];

async function visitUntilServed(
  siteUrl: string,
  pages: readonly string[],
  headers: Record<string, string>,
  limitMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  for (const path of pages) {
    for (;;) {
      const response = await fetch(`${siteUrl}${path}`, { headers });
      await response.arrayBuffer();
      if (response.status === 200) break;
      if (Date.now() > deadline) throw new Error(`${siteUrl}${path} still answered ${response.status}`);
      await pause(500);
    }
  }
}

export async function runInstanceDrill(
  stack: TwoOfEach,
  { readers = 12, writers = 3, downSeconds = 5, steadySeconds = 2 }: Options = {},
): Promise<InstanceFigures> {
  const paths = [...PUBLIC_PAGES, ...API_READS];
  // Both site servers have served every page once, as a site in use has: a page never served
  // cannot be served while the CMS is away (its designed 503), which is the outage drill's matter.
  // A page's first rendering on a cold server may miss the CMS's answer budget (a 503): asked again.
  // Asked as nginx asks (its $host, without the port): a page is kept under its visitors' origin.
  const asNginxAsks = { 'X-Forwarded-Host': new URL(stack.url).hostname, 'X-Forwarded-Proto': 'http' };
  for (const siteUrl of stack.siteUrls) await visitUntilServed(siteUrl, PUBLIC_PAGES, asNginxAsks);
  let phase = 'all up';
  const times: number[] = [];
  const failedGets: string[] = [];
  const acknowledged = new Set<number>();
  let unacknowledged = 0;
  let running = true;

  // Each read from an address of its own, as many visitors read: nginx's per-address limit on
  // page reads (5 a second) would otherwise refuse a reader asking as fast as it can.
  const reader = async (n: number) => {
    for (let i = n; running; i += 1) {
      const path = paths[i % paths.length];
      const address = `10.${100 + n}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
      const started = performance.now();
      try {
        const response = await fetch(`${stack.url}${path}`, {
          headers: { 'X-Forwarded-For': address },
          signal: AbortSignal.timeout(15_000),
        });
        const body = await response.text();
        if (response.status !== 200) {
          // The first few with what answered, so a failure in CI says where it came from.
          const said = failedGets.length < 5 ? `: ${body.replace(/\s+/g, ' ').slice(0, 160)}` : '';
          failedGets.push(`${path} ${response.status} (${phase})${said}`);
        }
      } catch (error) {
        failedGets.push(`${path} ${error instanceof Error ? error.message : 'failed'} (${phase})`);
      }
      times.push(performance.now() - started);
    }
  };
  // Each write from an address of its own: nginx's per-address limit on the form stays out of it.
  let written = 0;
  const writer = async (n: number) => {
    while (running) {
      written += 1;
      const address = `10.${26 + n}.${Math.floor(written / 250) % 250}.${(written % 250) + 1}`;
      try {
        const response = await fetch(`${stack.url}/api/contact-requests/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
          body: JSON.stringify({ name: `Two of each ${n}-${written}`, phone: '+91 98300 00000', message: 'Call me.' }),
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await response.json().catch(() => ({}))) as { id?: unknown };
        if (response.status === 201 && typeof body.id === 'number') acknowledged.add(body.id);
        else unacknowledged += 1;
      } catch {
        unacknowledged += 1;
      }
      await pause(50);
    }
  };

  const kills: string[] = [];
  const killInTurn = async () => {
    await pause(steadySeconds * 1000);
    for (const group of ['cms', 'site'] as InstanceGroup[]) {
      await stack.kill(group, 0);
      kills.push(`${group} 1`);
      phase = `${group} 1 down`;
      await pause(downSeconds * 1000);
      phase = `${group} 1 starting again`;
      await stack.restart(group, 0);
      phase = 'all up';
      await pause(steadySeconds * 1000);
    }
    running = false;
  };
  const load = [
    ...Array.from({ length: readers }, (_, n) => reader(n)),
    ...Array.from({ length: writers }, (_, n) => writer(n)),
  ];
  try {
    await killInTurn();
  } finally {
    running = false;
    await Promise.all(load);
  }

  const rows = await psqlQuery(stack.database, 'SELECT id FROM contact_requests', 'Reading the contact requests');
  const stored = new Set(rows.map(([id]) => Number(id)));
  return {
    gets: times.length,
    failedGets,
    p99: percentile(
      [...times].sort((a, b) => a - b),
      0.99,
    ),
    acknowledged: acknowledged.size,
    unacknowledged,
    lost: [...acknowledged].filter((id) => !stored.has(id)).length,
    kills,
  };
}
