/**
 * `npm run bench:api`: figures, not assertions, on a throw-away seeded stack with the CMS in
 * production mode (fresh secrets, SQLite). The machines are shared, so compare rows of one run.
 * 1. Latency of every public legacy GET, straight to Strapi and through the site's proxy.
 * 2. A legacy read against a static file of the same bytes served by the same Strapi process
 *    (autocannon, alternating runs): requests/s, p50, p99 and the ratios.
 * 3. Revalidation: the same read with the answer's ETag in If-None-Match (304s).
 * 4. An admin's saves (news with an image) while 200 readers load the public reads.
 * Knobs: BENCH_REQUESTS, BENCH_CONCURRENCY (part 1), BENCH_SECONDS, BENCH_CONNECTIONS (2, 3),
 * BENCH_READERS, BENCH_LOAD_SECONDS (4).
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { buildForTests, startStack, type Stack } from '../lib/stack';
import { load, percentile, type LoadFigures } from './load';
import { recordFigures } from '../lib/figures-recorder';

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
  '/facilities/',
  '/site-settings/',
];
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const READERS = Number(process.env.BENCH_READERS ?? 200);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const COMPARED = '/api/news/list/';

const secret = () => randomBytes(24).toString('base64url');
const ADMIN = { email: 'bench-admin@example-hospital.in', password: secret() };

/** What config-check accepts in production: fresh secrets, non-default seeded passwords, a real origin. */
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_KEYS: [secret(), secret()].join(','),
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
  // 32 bytes, as config-check asks for the key of the passport numbers.
  CONTACT_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PREVIEW_SECRET: secret(),
  SEED_ADMIN_EMAIL: ADMIN.email,
  SEED_ADMIN_PASSWORD: ADMIN.password,
  SEED_EDITOR_EMAIL: 'bench-editor@example-hospital.in',
  SEED_EDITOR_PASSWORD: secret(),
  SEED_SUPERADMIN_EMAIL: 'bench-superadmin@example-hospital.in',
  SEED_SUPERADMIN_PASSWORD: secret(),
  SEED_DEMO_CONTENT: 'true',
  CORS_ORIGINS: 'https://www.example-hospital.in',
  PUBLIC_URL: 'https://www.example-hospital.in',
  // The bench's one address logs in once and saves many times.
  LOGIN_RATE_LIMIT_MAX: '1000',
};

const ms = (value: number) => value.toFixed(1).padStart(8);
const row = (label: string, f: LoadFigures) =>
  console.log(
    label.padEnd(30),
    f.rps.toFixed(0).padStart(7),
    ms(f.p50),
    ms(f.p99),
    String(f.errors).padStart(7),
    f.errors ? `(${f.errorDetail})` : '',
  );

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
  return {
    rps: (timings.length / seconds).toFixed(0),
    p50: percentile(timings, 0.5).toFixed(1),
    p95: percentile(timings, 0.95).toFixed(1),
    failures,
  };
}

async function everyEndpoint(stack: Stack): Promise<void> {
  console.log(`\n1. Every public read: ${REQUESTS} requests per endpoint, ${CONCURRENCY} at a time`);
  console.log(
    'endpoint'.padEnd(34),
    'via'.padEnd(6),
    'req/s'.padStart(7),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const path of ENDPOINTS) {
    for (const [via, base] of [
      ['cms', stack.cmsUrl],
      ['site', stack.siteUrl],
    ] as const) {
      await fetch(`${base}/api${path}`); // warm-up
      const r = await measure(`${base}/api${path}`);
      console.log(
        path.padEnd(34),
        via.padEnd(6),
        r.rps.padStart(7),
        r.p50.padStart(8),
        r.p95.padStart(8),
        String(r.failures).padStart(7),
      );
    }
  }
}

const header = () =>
  console.log(''.padEnd(30), 'req/s'.padStart(7), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
const mean = (runs: LoadFigures[], pick: (f: LoadFigures) => number) =>
  runs.reduce((sum, f) => sum + pick(f), 0) / runs.length;

async function legacyAgainstStatic(stack: Stack): Promise<void> {
  const answer = await fetch(`${stack.cmsUrl}${COMPARED}`);
  const bytes = Buffer.from(await answer.arrayBuffer());
  await writeFile(join(stack.publicDir, 'bench-news-list.json'), bytes);
  const urls = { legacy: `${stack.cmsUrl}${COMPARED}`, static: `${stack.cmsUrl}/bench-news-list.json` };
  console.log(
    `\n2. ${COMPARED} (${bytes.length} bytes) against the same bytes as a static file: ${CONNECTIONS} connections, ${SECONDS} s per run, alternating`,
  );
  header();
  const runs: Record<'legacy' | 'static', LoadFigures[]> = { legacy: [], static: [] };
  for (let round = 1; round <= 2; round += 1) {
    for (const kind of ['legacy', 'static'] as const) {
      const figures = await load({ url: urls[kind], connections: CONNECTIONS, seconds: SECONDS });
      runs[kind].push(figures);
      row(`${kind} (run ${round})`, figures);
    }
  }
  const rpsRatio = mean(runs.legacy, (f) => f.rps) / mean(runs.static, (f) => f.rps);
  const p99Ratio = mean(runs.legacy, (f) => f.p99) / mean(runs.static, (f) => f.p99);
  console.log(
    `legacy/static: ${rpsRatio.toFixed(2)}× the requests/s (goal ≥ 0.9), ${p99Ratio.toFixed(2)}× the p99 (goal ≤ 1.2)`,
  );

  const etag = answer.headers.get('etag');
  console.log(
    `\n3. Revalidation of ${COMPARED} with If-None-Match (${etag ? 'ETag ' + etag.slice(0, 12) + '…' : 'no ETag: every answer is a full 200'})`,
  );
  header();
  const revalidated = await load({
    url: urls.legacy,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: { 'If-None-Match': etag ?? '"none"' },
    expect: etag ? '3xx' : '2xx',
  });
  row(etag ? '304 answers' : '200 answers', revalidated);
}

async function adminToken(stack: Stack): Promise<string> {
  const response = await fetch(`${stack.cmsUrl}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`The bench admin could not log in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { tokens: { access: string } }).tokens.access;
}

async function savesUnderLoad(stack: Stack): Promise<void> {
  const token = await adminToken(stack);
  // A photo-sized JPEG: Strapi makes its responsive formats (sharp) on save.
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#5b7fa3' } })
    .composite([
      {
        input: Buffer.from(randomBytes(400 * 300 * 3)),
        raw: { width: 400, height: 300, channels: 3 },
        top: 100,
        left: 100,
      },
    ])
    .jpeg()
    .toBuffer();
  console.log(
    `\n4. Admin saves (news with a ${(photo.length / 1024).toFixed(0)} KB photo, one after another) under ${READERS} readers for ${LOAD_SECONDS} s`,
  );
  const readers = load({
    url: stack.cmsUrl,
    connections: READERS,
    seconds: LOAD_SECONDS,
    paths: ENDPOINTS.map((path) => `/api${path}`),
  });
  const saves: number[] = [];
  let failedSaves = 0;
  const until = Date.now() + (LOAD_SECONDS - 3) * 1000;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (let n = 1; Date.now() < until; n += 1) {
    const form = new FormData();
    form.set('title', `Bench news ${n}`);
    form.set('description', 'Saved while the site is busy');
    form.set('image', new File([photo], `photo-${n}.jpg`, { type: 'image/jpeg' }));
    const t0 = performance.now();
    const response = await fetch(`${stack.cmsUrl}/api/news/create/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    await response.arrayBuffer();
    saves.push(performance.now() - t0);
    if (response.status !== 201) failedSaves += 1;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const reads = await readers;
  saves.sort((a, b) => a - b);
  header();
  row(`reads (${READERS} connections)`, reads);
  console.log(
    `saves: ${saves.length} in ${LOAD_SECONDS - 5} s, p50 ${percentile(saves, 0.5).toFixed(0)} ms, p95 ${percentile(saves, 0.95).toFixed(0)} ms (goal ≤ 1000), max ${saves.at(-1)?.toFixed(0)} ms, ${failedSaves} failed`,
  );
}

async function main() {
  await buildForTests();
  const stack = await startStack(PRODUCTION, { quietRequests: true });
  try {
    const figures = recordFigures('bench:api');
    console.log('Strapi in production mode on SQLite, seeded with the demo content.');
    await everyEndpoint(stack);
    await legacyAgainstStatic(stack);
    await savesUnderLoad(stack);
    figures.write();
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
