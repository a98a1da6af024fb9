/**
 * `npm run drill:outage`: 50 readers (DRILL_READERS) on every public page of a throw-away seeded
 * stack while, in turn, the CMS is killed (then restarted), hung (SIGSTOP, then SIGCONT), Postgres
 * is stopped and Redis is stopped (a private Postgres server and a private redis-server of the
 * drill's own, started again after), each for 30 s (DRILL_FAULT_SECONDS). Prints, per fault, the
 * share of 200 answers, p99, whether every page carried the hospital's phone number, and how soon
 * the pages were fresh again; exits 1 unless every budget held. DRILL_FAULTS (e.g. `postgres,redis`)
 * runs only some of them: cms-killed, cms-hung, postgres, redis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../lib/free-port';
import { startPrivatePostgres } from '../lib/private-postgres';
import { psqlQuery } from '../ops/postgres';
import { buildForTests, startStack } from '../lib/stack';
import { cmsHung, cmsKilled, hospitalPhone, outageHeld, runOutageDrill, type Fault } from './outage-lib';
import { printTable } from './target';
import { recordFigures } from '../lib/figures-recorder';

const READERS = Number(process.env.DRILL_READERS ?? 50);
const SECONDS = Number(process.env.DRILL_FAULT_SECONDS ?? 30);
const CHOSEN = (process.env.DRILL_FAULTS ?? 'cms-killed,cms-hung,postgres,redis').split(',').map((name) => name.trim());

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
// A Postgres of the drill's own: stopping the machine's shared one would stop everyone's.
const postgres = await startPrivatePostgres();
const { port: postgresPort } = new URL(postgres.url);
const database = {
  host: '127.0.0.1',
  port: Number(postgresPort),
  user: 'postgres',
  password: '',
  database: 'postgres',
};
await psqlQuery(database, 'CREATE DATABASE hospital', 'Creating the drill database');
const stack = await startStack(
  {
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REDIS_KEY_PREFIX: 'outage-drill:',
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: `postgres://postgres@127.0.0.1:${postgresPort}/hospital`,
  },
  // The site reads the content version from the same Redis, as in compose.
  {
    quietRequests: true,
    siteEnv: { REDIS_URL: `redis://127.0.0.1:${redisPort}`, REDIS_KEY_PREFIX: 'outage-drill:' },
  },
).catch(async (error: unknown) => {
  await postgres.remove();
  redis.kill('SIGKILL');
  throw error;
});
try {
  const everyFault: Record<string, Fault> = {
    'cms-killed': cmsKilled(stack),
    'cms-hung': cmsHung(stack),
    postgres: { name: 'Postgres stopped', begin: () => postgres.stop(), end: () => postgres.start() },
    redis: {
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
  };
  const faults = CHOSEN.map((name) => {
    const fault = everyFault[name];
    if (!fault) throw new Error(`DRILL_FAULTS: no fault "${name}" (${Object.keys(everyFault).join(', ')})`);
    return fault;
  });
  const recorder = recordFigures('drill:outage');
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
  recorder.write();
  process.exitCode = figures.every(outageHeld) ? 0 : 1;
} finally {
  await stack.stop();
  await postgres.remove();
  redis.kill('SIGKILL');
}
