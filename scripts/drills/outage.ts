/**
 * `npm run drill:outage`: 50 readers (DRILL_READERS) on every public page of a throw-away seeded
 * stack while, in turn, the CMS is killed (then restarted), hung (SIGSTOP, then SIGCONT) and Redis
 * is stopped (a private redis-server the CMS uses for its shared state, then started again), each
 * for 30 s (DRILL_FAULT_SECONDS). Prints, per fault, the share of 200 answers, p99, whether every
 * page carried the hospital's phone number, and how soon the pages were fresh again; exits 1
 * unless every budget held. The stack runs on SQLite: the Postgres fault needs a stack on Postgres
 * (docker compose), and is reported as not run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../lib/free-port';
import { buildForTests, startStack } from '../lib/stack';
import { cmsHung, cmsKilled, hospitalPhone, outageHeld, runOutageDrill, type Fault } from './outage-lib';
import { printTable } from './target';

const READERS = Number(process.env.DRILL_READERS ?? 50);
const SECONDS = Number(process.env.DRILL_FAULT_SECONDS ?? 30);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
}

async function redisAnswers(port: number): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const pong = await new Promise<boolean>((resolve) => {
      const ping = spawn('redis-cli', ['-p', String(port), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      ping.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      ping.on('exit', () => resolve(out.trim() === 'PONG'));
    });
    if (pong) return;
    await pause(100);
  }
  throw new Error(`redis-server on ${port} did not answer`);
}

await buildForTests();
const redisPort = await freePort();
let redis = startRedis(redisPort);
await redisAnswers(redisPort);
const stack = await startStack(
  { REDIS_URL: `redis://127.0.0.1:${redisPort}`, REDIS_KEY_PREFIX: 'outage-drill:' },
  { quietRequests: true },
);
try {
  const faults: Fault[] = [
    cmsKilled(stack),
    cmsHung(stack),
    {
      name: 'Redis stopped',
      begin: async () => {
        const exited = new Promise((resolve) => redis.once('exit', resolve));
        redis.kill('SIGKILL');
        await exited;
      },
      end: async () => {
        redis = startRedis(redisPort);
        await redisAnswers(redisPort);
      },
    },
  ];
  const phone = await hospitalPhone(stack.siteUrl);
  console.log(`${READERS} readers on every public page, ${SECONDS} s a fault; the number looked for: ${phone}`);
  const figures = await runOutageDrill(faults, {
    siteUrl: stack.siteUrl,
    readers: READERS,
    faultSeconds: SECONDS,
    phone,
  });
  printTable(
    figures.map((row) => ({
      fault: row.fault,
      requests: row.requests,
      '200 %': row.ok.toFixed(1),
      'p99 ms': row.p99.toFixed(0),
      'phone on every page': row.phoneEverywhere ? 'yes' : 'NO',
      stale: row.stale,
      'fresh after s': row.freshAfter.toFixed(1),
      budget: outageHeld(row) ? 'held' : 'MISSED',
    })),
  );
  console.log('Postgres stopped: not run (this stack runs on SQLite; the compose stack runs on Postgres).');
  process.exitCode = figures.every(outageHeld) ? 0 : 1;
} finally {
  await stack.stop();
  redis.kill('SIGKILL');
}
