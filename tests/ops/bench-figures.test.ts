/**
 * The load benches read their figures from wrk's own report: a misread figure would make every
 * budget in bench:pages-load say the wrong thing. Read against a real wrk run when wrk is
 * installed (CI installs it), and against reports of the shapes wrk prints.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { readWrkReport, wrkAvailable, wrkDuration, wrkLoad } from '../../scripts/bench/wrk';

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
