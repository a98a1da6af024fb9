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

/**
 * Runs `start` (which starts services into the list and waits for them to answer), then keeps
 * them running until one stops or Ctrl-C. Whatever happens, every started service is stopped:
 * a failed start never leaves a Strapi running in the background.
 */
export async function superviseServices(start: (services: Service[]) => Promise<void>): Promise<never> {
  const services: Service[] = [];
  onShutdown(() => stopServices(services));
  try {
    await start(services);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stopServices(services);
    process.exit(1);
  }
  const first = await Promise.race(services.map((s) => s.exited.then((code) => ({ name: s.name, code }))));
  if (shuttingDown) return new Promise<never>(() => {}); // Ctrl-C: the shutdown handler exits.
  console.error(`${first.name} stopped (exit ${first.code}); stopping the rest.`);
  await stopServices(services);
  process.exit(1);
}
