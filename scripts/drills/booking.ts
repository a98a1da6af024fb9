/**
 * `npm run drill:booking` (issue 41): a session of 20 places, 300 bookings at once, on SQLite (one
 * CMS) and on Postgres with two CMS instances on one database (DATABASE_URL's server, default
 * postgres://postgres@127.0.0.1:5432/test, a database of its own). Prints the figures; exits 1
 * unless each run confirmed exactly 20 with the tokens 1 to 20 and told the other 280 the session
 * is full with the next open sessions. Then the budget's case: 50 bookers at once for a session with
 * room for all (issue 41: a booking answers in 300 ms at the 95th percentile on Postgres), printed,
 * not asserted (a loaded machine says nothing of the code). `--write` puts the figures in
 * docs/BENCHMARKS.md.
 */
import { ROOT } from '../lib/paths';
import { run } from '../lib/processes';
import { recordFigures } from '../lib/figures-recorder';
import {
  bookingProblems,
  prepareSession,
  runBookingDrill,
  startBookingCms,
  type BookingCmsOptions,
} from './booking-lib';
import { printTable } from './target';

const PLACES = Number(process.env.DRILL_PLACES ?? 20);
const BOOKERS = Number(process.env.DRILL_BOOKERS ?? 300);
/** The budget's case: this many bookers at once, with a place for each. */
const BUDGET_BOOKERS = 50;
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const RUNS: Array<{ label: string; options: BookingCmsOptions }> = [
  { label: 'SQLite, 1 CMS', options: { instances: 1 } },
  { label: 'Postgres, 2 CMS', options: { instances: 2, postgresUrl: POSTGRES_URL } },
];

// The compiled CMS only: the drill needs neither the site nor Strapi's panel.
await run('npm', ['run', 'compile', '-w', 'cms'], { cwd: ROOT });
const recorder = recordFigures('drill:booking');
const rows: Array<Record<string, string | number>> = [];
const budgetRows: Array<Record<string, string | number>> = [];
const failures: string[] = [];
for (const { label, options } of RUNS) {
  const cms = await startBookingCms(options);
  try {
    const session = await prepareSession(cms.apis[0], PLACES);
    const figures = await runBookingDrill(cms.apis, session, BOOKERS);
    rows.push({
      run: label,
      bookers: figures.bookers,
      places: figures.places,
      confirmed: figures.confirmed,
      tokens: `${figures.tokens[0] ?? '-'}..${figures.tokens.at(-1) ?? '-'}`,
      'told full': figures.toldFull,
      'with next sessions': figures.toldFull - figures.fullWithoutNext,
      other: figures.others.length,
      'left after': String(figures.leftAfter),
      'total ms': figures.totalMs.toFixed(0),
      'p95 ms': figures.p95Ms.toFixed(0),
    });
    failures.push(...bookingProblems(figures).map((problem) => `${label}: ${problem}`));
    const roomy = await prepareSession(cms.apis[0], BUDGET_BOOKERS * 2);
    const budget = await runBookingDrill(cms.apis, roomy, BUDGET_BOOKERS);
    budgetRows.push({
      run: label,
      'bookers at once': BUDGET_BOOKERS,
      confirmed: budget.confirmed,
      'total ms': budget.totalMs.toFixed(0),
      'p95 ms': budget.p95Ms.toFixed(0),
    });
    if (budget.confirmed !== BUDGET_BOOKERS)
      failures.push(`${label}: ${budget.confirmed} of ${BUDGET_BOOKERS} confirmed`);
  } finally {
    await cms.stop();
  }
}
printTable(rows);
console.log('');
printTable(budgetRows);
for (const failure of failures) console.log(`FAILED ${failure}`);
if (failures.length === 0) recorder.write();
process.exitCode = failures.length === 0 ? 0 : 1;
