/**
 * Issue 41, "no double booking, ever", in small form (`npm run drill:booking` is the full one): a
 * session of 5 places, 40 bookings at once, on SQLite with one CMS and on one Postgres database
 * with two CMS instances (processes on the compiled CMS). Exactly 5 are confirmed, with the tokens
 * 1 to 5; the other 35 are told the session is full, each offered the next open sessions; and the
 * session is listed with no place left.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  bookingProblems,
  prepareSession,
  runBookingDrill,
  startBookingCms,
  type BookingCms,
  type BookingCmsOptions,
  type BookingFigures,
} from '../../scripts/drills/booking-lib';
import { ROOT } from '../../scripts/lib/paths';
import { run } from '../../scripts/lib/processes';

const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PLACES = 5;
const BOOKERS = 40;

const runs: Array<[string, BookingCmsOptions]> = [
  ['SQLite, one CMS', { instances: 1 }],
  ['Postgres, two CMS instances', { instances: 2, postgresUrl }],
];

before(() => run('npm', ['run', 'compile', '-w', 'cms'], { cwd: ROOT }));

for (const [label, options] of runs) {
  describe(`${BOOKERS} bookings at once for ${PLACES} places: ${label}`, () => {
    let cms: BookingCms;
    let figures: BookingFigures;

    before(async () => {
      cms = await startBookingCms(options);
      figures = await runBookingDrill(cms.apis, await prepareSession(cms.apis[0], PLACES), BOOKERS);
    });
    after(() => cms?.stop());

    it('confirms exactly the places, tokens 1 to 5, and tells every other booker the session is full with the next ones', () => {
      assert.deepEqual(bookingProblems(figures), []);
      assert.deepEqual(figures.tokens, [1, 2, 3, 4, 5]);
      assert.equal(figures.toldFull, BOOKERS - PLACES);
    });
  });
}
