/**
 * The load benches read their figures from wrk: a misread figure would make every budget in
 * bench:pages-load say the wrong thing. Read against a real wrk run when wrk is installed (CI
 * installs it), and against reports and samples of the shapes wrk prints.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import {
  histogramPercentile,
  readWrkReport,
  readWrkSamples,
  undoWrkCorrection,
  wrkAvailable,
  wrkDuration,
  wrkLoad,
  type Histogram,
} from '../../scripts/bench/wrk';

/** wrk 4's `stats_correct` (src/stats.c), line for line, on a histogram indexed by microseconds. */
function correctLikeWrk(measured: Histogram, interval: number): Histogram {
  const data: number[] = [];
  for (const [value, count] of measured) data[value] = count;
  const max = Math.max(...measured.map(([value]) => value));
  for (let n = interval * 2; n <= max; n += 1) {
    const count = data[n] ?? 0;
    let m = n - interval;
    while (count && m > interval) {
      data[m] = (data[m] ?? 0) + count;
      m -= interval;
    }
  }
  return data.flatMap((count, value) => (count ? [[value, count] as [number, number]] : []));
}

const REPORT = `Running 5s test @ http://localhost:4173/
  2 threads and 200 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    70.12ms   40.00ms   1.35s    90.00%
    Req/Sec     1.40k   200.00     2.00k    70.00%
  Latency Distribution
     50%   61.50ms
     75%   80.00ms
     90%  100.00ms
     99%    1.35s
  14300 requests in 5.00s, 350.00MB read
  Socket errors: connect 0, read 2, write 0, timeout 7
  Non-2xx or 3xx responses: 3
Requests/sec:   2860.66
Transfer/sec:     70.00MB
`;

describe("wrk's report", () => {
  it('reads requests/s, p50 and p99 in milliseconds, and counts socket errors, timeouts and failed answers', () => {
    assert.deepEqual(readWrkReport(REPORT), {
      rps: 2860.66,
      p50: 61.5,
      p99: 1350,
      errors: 12,
      errorDetail: '2 connection errors, 7 timeouts, 3 answers other than 2xx or 3xx',
    });
  });

  it('reads every unit wrk prints, and refuses one it does not know', () => {
    assert.equal(wrkDuration('850.00us'), 0.85);
    assert.equal(wrkDuration('122.28ms'), 122.28);
    assert.equal(wrkDuration('2.00m'), 120_000);
    assert.throws(() => wrkDuration('12h'), /cannot read: "12h"/);
  });

  it('refuses a report without its figures rather than printing zeros', () => {
    assert.throws(() => readWrkReport('unable to connect to localhost:1 Connection refused'), /lacks its figures/);
  });

  it("undoes wrk's made-up samples exactly, whatever falls on the same microsecond", () => {
    // Fast answers, a few slow ones (one at exactly twice the interval; 400, 600 and the stall on
    // one residue, so that the stall's samples land on measured ones), and a stall of a second.
    const measured: Histogram = [
      [180, 3],
      [200, 500],
      [400, 5],
      [403, 2],
      [600, 1],
      [999, 1],
      [1_000_000, 2],
    ];
    const corrected = correctLikeWrk(measured, 200);
    const total = (histogram: Histogram) => histogram.reduce((sum, [, count]) => sum + count, 0);
    assert.ok(total(corrected) > 10_000, 'wrk adds five thousand samples for each request stalled a second');
    assert.deepEqual(undoWrkCorrection(corrected, 200), measured);
    assert.ok(histogramPercentile(corrected, 99) > 900, "wrk's own p99 is the stall's made-up tail");
    assert.equal(histogramPercentile(measured, 99), 0.403);
    assert.equal(histogramPercentile(measured, 50), 0.2);
  });

  it('refuses samples that do not add up to the requests wrk counted, or that lack their totals', () => {
    const samples = (requests: number) => `duration 1000000 requests ${requests} timeouts 0 samples 3\n50 2\n70 1\n`;
    assert.deepEqual(readWrkSamples(samples(3), 1), [
      [50, 2],
      [70, 1],
    ]);
    assert.throws(() => readWrkSamples(samples(30), 1), /add up to 3 requests timed of the 30/);
    assert.throws(() => readWrkSamples('50 2\n70 1\n', 1), /lack their totals/);
    assert.throws(
      () => readWrkSamples('duration 1000000 requests 3 timeouts 0 samples 4\n50 2\n70 1\n', 1),
      /list 3 of the 4/,
    );
  });

  it(
    "times each request as it was: a stall at the start is four slow requests, not wrk's made-up tail",
    { skip: !wrkAvailable() && 'wrk is not installed' },
    async () => {
      // The first request of each of the 4 connections is held 1.5 s; every other is answered at once.
      // (1.5 s, not less: on a loaded CI machine an ordinary request must not reach the slow ones.)
      let arrived = 0;
      const server = createServer((_request, response) => {
        arrived += 1;
        if (arrived <= 4) setTimeout(() => response.end('late'), 1500);
        else response.end('ok');
      });
      server.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const figures = await wrkLoad({ url: `http://127.0.0.1:${port}/`, connections: 4, seconds: 3 });
        const slow = figures.timed.filter(([value]) => value >= 1_000_000).reduce((sum, [, count]) => sum + count, 0);
        assert.equal(slow, 4, JSON.stringify(figures.timed.slice(-8)));
        assert.ok(figures.p99 < 1000, `p99 ${figures.p99} ms`);
        assert.ok(figures.correctedP99 >= 1000, `wrk's own p99 ${figures.correctedP99} ms`);
      } finally {
        server.close();
      }
    },
  );

  it(
    'measures a real server: every answer counted, the header sent',
    { skip: !wrkAvailable() && 'wrk is not installed' },
    async () => {
      let served = 0;
      const encodings = new Set<string | undefined>();
      const server = createServer((request, response) => {
        served += 1;
        encodings.add(request.headers['accept-encoding']);
        response.end('ok');
      });
      server.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const figures = await wrkLoad({
          url: `http://127.0.0.1:${port}/`,
          connections: 4,
          seconds: 1,
          headers: { 'Accept-Encoding': 'br' },
        });
        assert.equal(figures.errors, 0, figures.errorDetail);
        assert.ok(figures.rps > 0 && figures.p50 > 0 && figures.p99 >= figures.p50, JSON.stringify(figures));
        // wrk's requests/s is what it counted in its run; the server saw at least that many.
        assert.ok(served >= Math.floor(figures.rps * 0.9), `${served} served, ${figures.rps}/s reported`);
        assert.deepEqual([...encodings], ['br']);
      } finally {
        server.close();
      }
    },
  );
});
