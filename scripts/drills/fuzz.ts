/**
 * `npm run drill:fuzz`: 10,000 hostile requests (DRILL_REQUESTS) at the legacy API and 5,000
 * (DRILL_SITE_REQUESTS) at the site's own port, against a throw-away stack. Prints answers of 5xx,
 * hangs over 10 s, accepted hostile writes, files left in the temp folder, rows changed, and the
 * site server's crashes; exits 1 unless all are 0.
 */
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { sqliteRowCounts } from '../ops/sqlite';
import { buildForTests } from '../lib/stack';
import { runFuzz } from './fuzz-lib';
import { runSiteFuzz } from './site-fuzz-lib';
import { loginAdmin, printTable, startDrillStack } from './target';
import { recordFigures } from '../lib/figures-recorder';

await buildForTests();
const { stack, target, workDir } = await startDrillStack();
try {
  const recorder = recordFigures('drill:fuzz');
  const admin = await loginAdmin(target);
  const started = performance.now();
  const figures = await runFuzz(
    { ...target, rowCounts: async () => sqliteRowCounts(join(workDir, 'cms.db')) },
    { requests: Number(process.env.DRILL_REQUESTS ?? 10_000), tokens: { admin: admin.access } },
  );
  const { examples, ...counts } = figures;
  printTable([{ ...counts, seconds: ((performance.now() - started) / 1000).toFixed(1) }]);
  for (const example of examples) console.log(`  ${example}`);
  const siteStarted = performance.now();
  const site = await runSiteFuzz(stack.siteUrl, {
    requests: Number(process.env.DRILL_SITE_REQUESTS ?? 5_000),
    isAlive: stack.siteAlive,
  });
  console.log("\nThe site's own port (Range, traversal, encoded slashes, overlong, odd methods, cookies, Host):");
  const { examples: siteExamples, ...siteCounts } = site;
  printTable([{ ...siteCounts, seconds: ((performance.now() - siteStarted) / 1000).toFixed(1) }]);
  for (const example of siteExamples) console.log(`  ${example}`);
  const clean =
    counts.serverErrors + counts.hangs + counts.acceptedWrites + counts.filesLeft + counts.rowsChanged === 0 &&
    site.serverErrors + site.hangs + site.crashes === 0;
  console.log(clean ? '\nHeld: no 5xx, no hang, no crash, nothing accepted, nothing left behind.' : '\nNOT HELD.');
  recorder.write();
  process.exitCode = clean ? 0 : 1;
} finally {
  await stack.stop();
}
