/**
 * `npm run drill:instances`: two CMS instances and two site servers behind the deploy nginx, on one
 * Postgres (a database of its own on DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test)
 * and one Redis (REDIS_URL, default redis://127.0.0.1:6379, with a key prefix of its own); readers and
 * writers while one CMS and then one site server is killed. Prints the figures; exits 1 unless no GET
 * failed and no acknowledged write was lost.
 */
import { buildForTests } from '../lib/stack';
import { startTwoOfEach } from '../lib/two-of-each';
import { runInstanceDrill } from './instances-lib';
import { printTable } from './target';
import { recordFigures } from '../lib/figures-recorder';

const DOWN_SECONDS = Number(process.env.DRILL_DOWN_SECONDS ?? 10);

await buildForTests();
const stack = await startTwoOfEach({
  postgresUrl: process.env.DATABASE_URL ?? undefined,
  redisUrl: process.env.REDIS_URL ?? undefined,
});
try {
  const recorder = recordFigures('drill:instances');
  const figures = await runInstanceDrill(stack, {
    readers: 20,
    writers: 4,
    downSeconds: DOWN_SECONDS,
    steadySeconds: 3,
  });
  printTable([
    {
      killed: figures.kills.join(', then '),
      GETs: figures.gets,
      'failed GETs': figures.failedGets.length,
      'p99 ms': figures.p99.toFixed(0),
      'writes acknowledged': figures.acknowledged,
      'writes refused': figures.unacknowledged,
      'acknowledged lost': figures.lost,
    },
  ]);
  for (const failure of figures.failedGets.slice(0, 20)) console.log(`failed: ${failure}`);
  recorder.write();
  process.exitCode = figures.failedGets.length === 0 && figures.lost === 0 ? 0 : 1;
} finally {
  await stack.stop();
}
