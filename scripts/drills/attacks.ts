/**
 * `npm run drill:attacks`: issue 24's attacks on the edge (a Range header, a `..` to Strapi's admin,
 * the Editor reading patients) and issue 12's attacks, against a throw-away stack, each reported as
 * held or not; exits 1 when one was not held.
 */
import { buildForTests } from '../lib/stack';
import { runAttacks } from './attacks-lib';
import { runEdgeAttacks } from './edge-attacks';
import { printTable, startDrillStack } from './target';
import { recordFigures } from '../lib/figures-recorder';

await buildForTests();
const { stack, target } = await startDrillStack();
try {
  const figures = recordFigures('drill:attacks');
  const outcomes = [...(await runEdgeAttacks(target)), ...(await runAttacks(target))];
  printTable(
    outcomes.map(({ attack, held, detail }) => ({
      attack,
      result: held ? 'held' : 'NOT HELD',
      detail: detail.slice(0, 110),
    })),
  );
  const broken = outcomes.filter((outcome) => !outcome.held).length;
  console.log(`\n${outcomes.length - broken} of ${outcomes.length} attacks held.`);
  figures.write();
  process.exitCode = broken === 0 ? 0 : 1;
} finally {
  await stack.stop();
}
