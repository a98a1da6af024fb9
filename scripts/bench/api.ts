/**
 * Prints latency and throughput of every public legacy GET endpoint on a throw-away seeded stack,
 * straight to Strapi and through the site's proxy. Figures only, no pass/fail: the machines are
 * shared, so compare the rows of one run with each other. `npm run bench:api`.
 */
import { performance } from 'node:perf_hooks';
import { buildForTests, startStack } from '../lib/stack';

const ENDPOINTS = [
  '/banners/',
  '/homeabout/',
  '/about/',
  '/doctors/',
  '/doctors/?page=1&page_size=5',
  '/news/list/',
  '/events/list/',
  '/content/',
  '/public/api/newservices.php',
];
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

async function measure(url: string) {
  const timings: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        timings.push(performance.now() - t0);
        if (!response.ok) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const pct = (p: number) => timings[Math.min(timings.length - 1, Math.floor(p * timings.length))].toFixed(1);
  return { rps: (timings.length / seconds).toFixed(0), p50: pct(0.5), p95: pct(0.95), failures };
}

async function main() {
  await buildForTests();
  const stack = await startStack();
  try {
    console.log(`${REQUESTS} requests per endpoint, ${CONCURRENCY} at a time`);
    console.log('endpoint'.padEnd(34), 'via'.padEnd(6), 'req/s'.padStart(7), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'errors'.padStart(7));
    for (const path of ENDPOINTS) {
      for (const [via, base] of [
        ['cms', stack.cmsUrl],
        ['site', stack.siteUrl],
      ] as const) {
        await fetch(`${base}/api${path}`); // warm-up
        const r = await measure(`${base}/api${path}`);
        console.log(path.padEnd(34), via.padEnd(6), r.rps.padStart(7), r.p50.padStart(8), r.p95.padStart(8), String(r.failures).padStart(7));
      }
    }
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
