/**
 * `npm run drill:load`: 200 concurrent readers (DRILL_READERS) across every public read, through
 * the site's server, for 60 s (DRILL_SECONDS) while an admin saves a doctor twice a second. Prints errors, read
 * p50/p99, save latency and acknowledged saves lost; exits 1 unless no error and nothing lost.
 */
import { buildForTests } from '../lib/stack';
import { runLoad } from './load-lib';
import { loginAdmin, printTable, startDrillStack } from './target';
import { recordFigures } from '../lib/figures-recorder';

await buildForTests();
const { stack, target } = await startDrillStack({ CONTACT_RATE_LIMIT_MAX: '1000000' });
try {
  const recorder = recordFigures('drill:load');
  const admin = await loginAdmin(target);
  const figures = await runLoad(target, {
    readers: Number(process.env.DRILL_READERS ?? 200),
    seconds: Number(process.env.DRILL_SECONDS ?? 60),
    adminToken: admin.access,
    via: target.siteUrl,
  });
  printTable([{ ...figures }]);
  const held = figures.readErrors === 0 && figures.saveErrors === 0 && figures.savesLost === 0;
  console.log(held ? '\nHeld: no error, no acknowledged save lost.' : '\nNOT HELD.');
  recorder.write();
  process.exitCode = held ? 0 : 1;
} finally {
  await stack.stop();
}
