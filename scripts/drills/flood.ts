/**
 * `npm run drill:flood`: issue 39's findings 1 and 2 on a throw-away seeded stack with the shipped
 * nginx in front (deploy/nginx, rendered as the ops tests render it): every sitemap page visited
 * once, then 5,000 junk addresses (DRILL_JUNK) at 128 at once (DRILL_CONCURRENCY) at the page
 * server and again through nginx, timing cached `/about` meanwhile; then the CMS hung (SIGSTOP).
 * Prints the share of sitemap pages (three languages) still 200 with the main number and `tel:` links,
 * directly and through nginx, and cached `/about`'s p99 during the junk; exits 1 below 100%.
 * Without nginx on this machine, the page server alone (and says so). `DRILL_COMPARE_SERVER=<other
 * build>/web/dist/server/main.js` floods another build too (say, from before issue 39) against the
 * same CMS, for before-and-after figures from one sitting; it does not decide the exit code.
 * `-- --write` records the figures.
 */
import type { NginxRun } from '../../tests/ops/support/nginx';
import { recordFigures } from '../lib/figures-recorder';
import { stopServices, type Service } from '../lib/processes';
import { buildForTests, startOtherSiteBuild, startStack } from '../lib/stack';
import { floodHeld, floodTargets, runFloodDrill } from './flood-lib';
import { cmsHung } from './outage-lib';
import { printTable } from './target';

const JUNK = Number(process.env.DRILL_JUNK ?? 5000);
const CONCURRENCY = Number(process.env.DRILL_CONCURRENCY ?? 128);

await buildForTests();
const stack = await startStack({}, { quietRequests: true });
let nginx: NginxRun | undefined;
let earlier: Service | undefined;
try {
  const flood = await floodTargets(stack);
  const { targets } = flood;
  nginx = flood.nginx;
  if (!nginx) console.log('No nginx on this machine: the page server alone.');
  const compareServer = process.env.DRILL_COMPARE_SERVER;
  if (compareServer) {
    const other = await startOtherSiteBuild(compareServer, stack);
    earlier = other.service;
    targets.push({ name: 'other build', url: other.url, compared: true });
  }

  const recorder = recordFigures('drill:flood');
  console.log(`${JUNK} junk addresses at ${CONCURRENCY} at once to each target, then the CMS hung (SIGSTOP)`);
  const hung = cmsHung(stack);
  const figures = await runFloodDrill({
    targets,
    junk: JUNK,
    concurrency: CONCURRENCY,
    hangCms: () => hung.begin(),
    resumeCms: () => hung.end(),
  });
  printTable(
    figures.map((row) => ({
      target: row.target,
      junk: row.junkSent,
      'junk answered': Object.entries(row.junkAnswers)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
      'cached /about p50 ms': row.aboutP50.toFixed(0),
      'p99 ms': row.aboutP99.toFixed(0),
      'sitemap pages': row.sitemapPages,
      '200 with tel: (CMS hung)': `${row.pagesHeld} (${row.held.toFixed(1)}%)`,
    })),
  );
  for (const row of figures) for (const miss of row.missed) console.log(`  ${row.target} missed ${miss}`);
  recorder.write();
  const judged = figures.filter((row) => !targets.find((target) => target.name === row.target)?.compared);
  process.exitCode = judged.every(floodHeld) ? 0 : 1;
} finally {
  if (earlier) await stopServices([earlier]);
  await nginx?.stop();
  await stack.stop();
}
