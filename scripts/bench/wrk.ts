import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadFigures } from './load';

/**
 * wrk (Debian's `wrk` package), a load generator written in C. On a two-core machine autocannon,
 * which parses every answer in JavaScript, runs out of CPU before the site server does once the
 * answers are pages of 20 KB or more: the server then sits idle and the figure describes the
 * generator. wrk spends a fraction of that per answer, so the figure describes the server.
 */
export function wrkAvailable(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary is "not available".
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/** `1.35s`, `122.28ms`, `850.00us` → milliseconds. */
export function wrkDuration(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`wrk printed a duration this script cannot read: "${text}"`);
  const value = Number(match[1]);
  const unit = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return value * unit;
}

/** The figures of wrk's `--latency` report (its percentiles are corrected: see below). */
export function readWrkReport(report: string): LoadFigures {
  const line = (pattern: RegExp) => pattern.exec(report);
  const rps = line(/^Requests\/sec:\s+([\d.]+)/m);
  const p50 = line(/^\s+50%\s+(\S+)/m);
  const p99 = line(/^\s+99%\s+(\S+)/m);
  if (!rps || !p50 || !p99) throw new Error(`wrk's report lacks its figures:\n${report}`);
  const socket = line(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const [connect, read, write, timeout] = socket ? socket.slice(1).map(Number) : [0, 0, 0, 0];
  const non2xx = Number(line(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  return {
    rps: Number(rps[1]),
    p50: wrkDuration(p50[1]),
    p99: wrkDuration(p99[1]),
    errors: connect + read + write + timeout + non2xx,
    errorDetail: `${connect + read + write} connection errors, ${timeout} timeouts, ${non2xx} answers other than 2xx or 3xx`,
  };
}

/** Latencies in microseconds and how many requests took each, ascending. */
export type Histogram = Array<[microseconds: number, count: number]>;

/**
 * Before it prints, wrk 4 adds made-up samples to its histogram (`stats_correct` in its
 * src/stats.c, "coordinated omission" correction): for every latency n of at least twice
 * `interval`, where interval is the run's duration divided by the requests per connection, it adds
 * n's count at n − interval, n − 2·interval, … down to just above interval. The count of made-up
 * samples grows with the target's own speed, so a page served 2.5 times faster than the favicon
 * gets 2.5 times as many for the same stall and its p99 reads worse the faster it is. The issue's
 * figures and budgets came from autocannon, which reports each request's own time.
 *
 * This undoes the correction exactly: wrk adds only below n, visiting n upward, so going downward
 * the samples above a value are already the measured ones, and what was added to a value v above
 * interval is the sum of the measured counts at v + interval, v + 2·interval, …
 */
export function undoWrkCorrection(corrected: Histogram, interval: number): Histogram {
  const addedByResidue = new Map<number, number>();
  const measured: Histogram = [];
  for (const [value, count] of [...corrected].sort((a, b) => b[0] - a[0])) {
    const added = value > interval ? (addedByResidue.get(value % interval) ?? 0) : 0;
    const own = count - added;
    if (own < 0) throw new Error(`wrk's samples do not undo: ${count} at ${value} µs, ${added} of them added`);
    if (own > 0) measured.push([value, own]);
    if (value >= 2 * interval) addedByResidue.set(value % interval, added + own);
  }
  return measured.reverse();
}

/** wrk's own percentile rule (`stats_percentile`), in milliseconds. */
export function histogramPercentile(histogram: Histogram, percent: number): number {
  const total = histogram.reduce((sum, [, count]) => sum + count, 0);
  const rank = Math.round((percent / 100) * total + 0.5);
  let seen = 0;
  for (const [value, count] of histogram) {
    seen += count;
    if (seen >= rank) return value / 1000;
  }
  return Number.NaN;
}

/**
 * The samples file the Lua hook writes (wrk-samples.lua), with the correction undone. Throws when
 * they do not add up to the requests wrk counted: the hook reads wrk's memory in wrk 4's layout,
 * and a wrk laid out otherwise must fail the bench, not feed it noise.
 */
export function readWrkSamples(text: string, connections: number): Histogram {
  const [totals, ...lines] = text.trim().split('\n');
  const match = /^duration (\d+) requests (\d+) timeouts (\d+) samples (\d+)$/.exec(totals ?? '');
  if (!match) throw new Error(`wrk's samples lack their totals line: "${totals}"`);
  const [duration, requests, timeouts, samples] = match.slice(1).map(Number);
  const corrected: Histogram = lines.map((line) => {
    const [value, count] = line.split(' ').map(Number);
    if (!Number.isInteger(value) || !Number.isInteger(count)) throw new Error(`wrk's samples hold "${line}"`);
    return [value, count];
  });
  const listed = corrected.reduce((sum, [, count]) => sum + count, 0);
  if (listed !== samples) throw new Error(`wrk's samples list ${listed} of the ${samples} it holds`);
  // wrk's own arithmetic (src/wrk.c): integer divisions, and no correction below one request per connection.
  const perConnection = Math.floor(requests / connections);
  const interval = perConnection > 0 ? Math.floor(duration / perConnection) : 0;
  const measured = interval > 0 ? undoWrkCorrection(corrected, interval) : corrected;
  const timed = measured.reduce((sum, [, count]) => sum + count, 0);
  // Answers slower than wrk's --timeout are counted as timeouts, not timed.
  if (timed > requests || timed < requests - timeouts) {
    throw new Error(`wrk's samples add up to ${timed} requests timed of the ${requests} it counted`);
  }
  return measured;
}

/** wrk's figures for one run: its requests/s, its errors, and percentiles of the requests it timed. */
export interface WrkFigures extends LoadFigures {
  /** wrk's own printed p99, with its made-up samples: shown beside, never judged. */
  correctedP99: number;
  /** The requests wrk timed: each one's latency, as measured. */
  timed: Histogram;
}

const SAMPLES_HOOK = fileURLToPath(new URL('./wrk-samples.lua', import.meta.url));

/** One wrk run of `seconds` on `url` with `connections` (two threads: one per core). */
export async function wrkLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<WrkFigures> {
  const args = ['-t2', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', '--timeout', '10s'];
  args.push('-s', SAMPLES_HOOK);
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  args.push(options.url);
  const folder = await mkdtemp(join(tmpdir(), 'wrk-'));
  const samplesFile = join(folder, 'samples.txt');
  try {
    const report = await new Promise<string>((resolve, reject) => {
      execFile(
        'wrk',
        args,
        { timeout: (options.seconds + 30) * 1000, env: { ...process.env, WRK_SAMPLES: samplesFile } },
        (error, stdout, stderr) => {
          if (error) reject(new Error(`wrk failed: ${stderr || error.message}`));
          else resolve(stdout);
        },
      );
    });
    const printed = readWrkReport(report);
    const measured = readWrkSamples(await readFile(samplesFile, 'utf8'), options.connections);
    return {
      ...printed,
      p50: histogramPercentile(measured, 50),
      p99: histogramPercentile(measured, 99),
      correctedP99: printed.p99,
      timed: measured,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
