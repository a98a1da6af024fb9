/**
 * `npm run drill:crash`: kill -9 of the CMS at random moments during 1,000 writes (DRILL_WRITES),
 * on SQLite and on Postgres (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). Prints
 * acknowledged writes lost, the integrity check and whether the CMS served again; exits 1 unless
 * nothing was lost, the check passed and it served.
 */
import { run } from '../lib/processes';
import { ROOT } from '../lib/paths';
import { runCrashDrill, type CrashFigures } from './crash-lib';
import { printTable } from './target';
import { recordFigures } from '../lib/figures-recorder';

await run('npm', ['run', 'compile', '-w', 'cms'], { cwd: ROOT });
const figures = recordFigures('drill:crash');
const writes = Number(process.env.DRILL_WRITES ?? 1000);
const results: CrashFigures[] = [];
for (const database of ['sqlite', 'postgres'] as const) {
  console.log(`${database}: ${writes} writes by 4 writers, 5 kills...`);
  results.push(await runCrashDrill({ database, writes, kills: 5, postgresUrl: process.env.DATABASE_URL }));
}
printTable(results.map((r) => ({ ...r, servingAfterRestart: r.servingAfterRestart ? 'yes' : 'NO' })));
const held = results.every((r) => r.lost === 0 && r.integrity === 'ok' && r.servingAfterRestart);
console.log(held ? '\nHeld: no acknowledged write lost.' : '\nNOT HELD.');
figures.write();
process.exitCode = held ? 0 : 1;
