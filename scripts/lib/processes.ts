import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Service {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/**
 * Starts a long-running process in its own process group, its output prefixed with its name
 * (only the lines `show` accepts, when given).
 */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
  show: (line: string) => boolean = () => true,
): Service {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      if (show(line)) console.log(`[${name}] ${line}`);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, child, exited };
}

/** Stops every service and its children (the whole process group), then waits for them. */
export async function stopServices(services: Service[], timeoutMs = 10_000): Promise<void> {
  for (const { child } of services) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  const killer = setTimeout(() => {
    for (const { child } of services) {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  }, timeoutMs);
  await Promise.all(services.map((s) => s.exited));
  clearTimeout(killer);
}

/** Polls `url` until it answers with a status below 500, or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`The process behind ${url} exited before it answered.`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s.`);
}

/** Runs a command to completion, output inherited; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

let shuttingDown = false;

/** Runs `stop` once on Ctrl-C or termination, then exits. */
export function onShutdown(stop: () => Promise<void>): void {
  const handler = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`\n${signal}: stopping...`);
    void stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/** Waits between restarts of a crashed service: doubling from 1 s, at most 30 s. */
export function restartDelayMs(restartsInARow: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, restartsInARow - 1));
}

/** A service that ran this long before crashing starts its backoff again from 1 s. */
const STEADY_MS = 60_000;

/** Keeps named services running: `keep` starts one, and starts it again whenever it exits. */
export interface Supervisor {
  keep(name: string, launch: () => Service): Service;
}

/**
 * Runs `start` (which starts services through the supervisor and waits for them to answer), then
 * keeps them running until Ctrl-C: a service that exits is started again after a backoff, with a
 * log line, so one crashed process (a request that found a bug, a CMS killed for memory) never
 * takes the others down. A failed start still stops everything: no Strapi is left running in the
 * background.
 */
export async function superviseServices(start: (supervisor: Supervisor) => Promise<void>): Promise<never> {
  const services: Service[] = [];
  let failed = false;
  onShutdown(() => stopServices(services));

  const watch = (name: string, launch: () => Service, service: Service, restartsInARow: number) => {
    const since = Date.now();
    void service.exited.then(async (code) => {
      if (shuttingDown || failed) return;
      const restarts = Date.now() - since >= STEADY_MS ? 1 : restartsInARow + 1;
      const delay = restartDelayMs(restarts);
      console.error(`${name} stopped (exit ${code}); restarting in ${delay / 1000} s (restart ${restarts} in a row).`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (shuttingDown || failed) return;
      const next = launch();
      services[services.indexOf(service)] = next;
      watch(name, launch, next, restarts);
    });
  };

  const supervisor: Supervisor = {
    keep(name, launch) {
      const service = launch();
      services.push(service);
      watch(name, launch, service, 0);
      return service;
    },
  };
  try {
    await start(supervisor);
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
    await stopServices(services);
    process.exit(1);
  }
  return new Promise<never>(() => {});
}
