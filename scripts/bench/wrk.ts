import { execFile, execFileSync } from 'node:child_process';
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

/** The figures of wrk's `--latency` report. */
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

/** One wrk run of `seconds` on `url` with `connections` (two threads: one per core). */
export function wrkLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<LoadFigures> {
  const args = ['-t2', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  args.push(options.url);
  return new Promise((resolve, reject) => {
    execFile('wrk', args, { timeout: (options.seconds + 30) * 1000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`wrk failed: ${stderr || error.message}`));
      else resolve(readWrkReport(stdout));
    });
  });
}
