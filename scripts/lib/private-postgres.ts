/**
 * A Postgres server of one run's own (initdb in a temp folder, on a free port of 127.0.0.1), which
 * a drill may stop and start again without touching the machine's shared server. Run as the
 * `postgres` user when this process is root (Postgres refuses to run as root).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

const BIN_DIR = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** `pg_ctl stop -m fast`: every connection is closed and nothing answers on the port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it (if running) and removes its folder. */
  remove(): Promise<void>;
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(program: string, args: string[]): void {
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(BIN_DIR, program), ...args]]
    : [join(BIN_DIR, program), args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (!existsSync(join(BIN_DIR, 'initdb')))
    throw new Error(`No Postgres programs in ${BIN_DIR} (set POSTGRES_BIN_DIR)`);
  const dir = mkdtempSync(join(tmpdir(), 'hospital-postgres-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  let running = false;
  const start = async () => {
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', 'start']);
    running = true;
  };
  const stop = async () => {
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      try {
        if (running) await stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
