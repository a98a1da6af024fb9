/**
 * Field measurements: POST /vitals/ takes a visitor's beacon (JSON or sendBeacon's text/plain),
 * stores route, metric, value and time only, refuses junk with 400 and the reason, is rate-limited
 * per client address, and never makes the public read cache start over. GET /vitals/summary/ gives
 * admins the 75th percentile per route and metric over 7 and 28 days; retention bounds the table.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCmsWithAdmin, type RunningCms, type SiteUser } from '@hospital/test-support/harness';

const TABLE = 'site_vitals';
const DAY_MS = 24 * 3600_000;
let cms: RunningCms;
let admin: SiteUser;
let visitor: SiteUser;

/** Behind one trusted proxy hop, as behind the site's server: each test speaks from its own address. */
const PROXY_SECRET = 'the-site-proxy-secret';
let lastAddress = 0;
const newAddress = () => `198.51.100.${(lastAddress += 1)}`;
let address = newAddress();
const from = (client: string) => ({ 'X-Forwarded-For': client, 'X-Proxy-Secret': PROXY_SECRET });

beforeAll(async () => {
  ({ cms, admin } = await startCmsWithAdmin({
    env: { VITALS_RATE_LIMIT_MAX: '30', PROXY_MAX_IPS: '1', PROXY_SHARED_SECRET: PROXY_SECRET },
  }));
  visitor = await cms.createUser({ role: 'authenticated' });
});
afterAll(() => cms?.stop());

const knex = () => cms.strapi.db.connection;
beforeEach(async () => {
  address = newAddress();
  await knex()(TABLE).delete();
});

interface StoredRow {
  route: string;
  metric: string;
  value: number;
  recorded_at: number | string;
}
const stored = async () =>
  ((await knex()(TABLE).select('*').orderBy('id', 'asc')) as StoredRow[]).map((row) => ({
    ...row,
    value: Number(row.value),
  }));

/** A page view's beacon, as the site sends it. */
const pageView = [
  { name: 'LCP', value: 1840.5, rating: 'good', route: '/doctors', id: 'v5-1732581234567-8347162534981' },
  { name: 'INP', value: 96, rating: 'good', route: '/doctors', id: 'v5-1732581234567-8347162534982' },
  { name: 'CLS', value: 0.012, rating: 'good', route: '/doctors', id: 'v5-1732581234567-8347162534983' },
  { name: 'TTFB', value: 210, rating: 'good', route: '/doctors', id: 'v5-1732581234567-8347162534984' },
];

/** As `navigator.sendBeacon(url, string)` sends it by default: text/plain, no credentials. */
async function postRaw(body: string, contentType = 'text/plain;charset=UTF-8') {
  const response = await fetch(`${cms.apiUrl}/vitals/`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...from(address) },
    body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

describe('POST /vitals/', () => {
  it('stores a text/plain beacon (sendBeacon with a string): route, metric, value, time; 204, no cookie', async () => {
    const before = Date.now();
    const response = await postRaw(JSON.stringify(pageView));
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
    expect(response.headers.get('set-cookie')).toBeNull();
    const rows = await stored();
    expect(rows.map(({ route, metric, value }) => ({ route, metric, value }))).toEqual([
      { route: '/doctors', metric: 'LCP', value: 1840.5 },
      { route: '/doctors', metric: 'INP', value: 96 },
      { route: '/doctors', metric: 'CLS', value: 0.012 },
      { route: '/doctors', metric: 'TTFB', value: 210 },
    ]);
    for (const row of rows) {
      expect(Number(row.recorded_at)).toBeGreaterThanOrEqual(before - 1000);
      // Nothing about the visitor: no address, no browser, no id.
      expect(Object.keys(row).sort()).toEqual(['id', 'metric', 'recorded_at', 'route', 'value']);
    }
  });

  it('stores a JSON beacon and a single measurement, with or without the trailing slash', async () => {
    expect((await postRaw(JSON.stringify(pageView.slice(0, 2)), 'application/json')).status).toBe(204);
    const single = await cms.requestJson('/vitals', { json: { name: 'LCP', value: 900, route: '/' } });
    expect(single.status).toBe(204);
    expect((await stored()).map((row) => `${row.route} ${row.metric}`)).toEqual([
      '/doctors LCP',
      '/doctors INP',
      '/ LCP',
    ]);
  });

  it('does not make the public read cache start over', async () => {
    const version = async () => (await cms.requestJson<{ version: string }>('/content-version')).body.version;
    const before = await version();
    expect((await postRaw(JSON.stringify(pageView))).status).toBe(204);
    expect(await version()).toBe(before);
  });

  const junk: Array<[string, unknown, RegExp]> = [
    [
      'an unknown metric',
      [{ name: 'FID', value: 12, route: '/' }],
      /Measurement 2: name must be one of LCP, INP, CLS, TTFB\./,
    ],
    [
      'a negative value',
      [{ name: 'LCP', value: -1, route: '/' }],
      /Measurement 2: value must be a number from 0 to 60000 for LCP\./,
    ],
    ['a huge value', [{ name: 'CLS', value: 1e9, route: '/' }], /value must be a number from 0 to 10 for CLS/],
    ['a value as text', [{ name: 'INP', value: '120', route: '/' }], /value must be a number/],
    ['a missing value', [{ name: 'TTFB', route: '/' }], /value must be a number/],
    [
      'a full address',
      [{ name: 'LCP', value: 1, route: 'https://example.com/doctors' }],
      /route must be a route pattern/,
    ],
    [
      'a query string',
      [{ name: 'LCP', value: 1, route: '/contact?name=Asha&phone=9000000000' }],
      /route must be a route pattern/,
    ],
    ['a long route', [{ name: 'LCP', value: 1, route: `/${'a'.repeat(100)}` }], /route must be a route pattern/],
    ['an unknown rating', [{ name: 'LCP', value: 1, route: '/', rating: 'great' }], /rating must be one of/],
    ['a strange id', [{ name: 'LCP', value: 1, route: '/', id: '<script>' }], /id must be a short text/],
    ['an empty list', [], /Send at least one measurement\./],
    ['too many entries', Array.from({ length: 5 }, () => pageView[0]), /Send at most 4 measurements at once\./],
    [
      'a route the site does not have',
      [{ name: 'INP', value: 1, route: '/HACKED-call-0000-000000' }],
      /Measurement 2: route must be one of the site's pages/,
    ],
    [
      'a metric twice in one beacon',
      [{ name: 'LCP', value: 59_999, route: '/' }],
      /Measurement 2: LCP is already in this beacon; send one value per metric\./,
    ],
    ['a number', 42, /Send a measurement/],
    ['a list of numbers', [1, 2], /Measurement 2: Send a measurement/],
  ];
  it.each(junk)('refuses %s with 400 and the reason, storing nothing', async (_what, body, message) => {
    // A good entry beside a bad one is not stored either: a beacon is taken whole or not at all.
    const list = Array.isArray(body) && body.length > 0 && body.length < 4 ? [pageView[0], ...body] : body;
    const response = await postRaw(JSON.stringify(list));
    expect(response.status).toBe(400);
    expect((response.body as { non_field_errors: string[] }).non_field_errors.join(' ')).toMatch(message);
    expect(await stored()).toEqual([]);
  });

  it('refuses NaN and Infinity, which JSON cannot carry', async () => {
    for (const value of ['NaN', 'Infinity', '-Infinity']) {
      const response = await postRaw(`[{"name":"LCP","value":${value},"route":"/"}]`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ non_field_errors: ['The measurements must be JSON.'] });
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses a body that is not JSON, as text and as JSON', async () => {
    expect(await postRaw('LCP=1200&route=/')).toEqual(
      expect.objectContaining({ status: 400, body: { non_field_errors: ['The measurements must be JSON.'] } }),
    );
    expect((await postRaw('{"name":', 'application/json')).status).toBe(400);
    expect((await postRaw('', 'text/plain')).status).toBe(400);
    expect((await postRaw('name=LCP', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect(await stored()).toEqual([]);
  });

  it('refuses an oversized beacon with 413', async () => {
    const padded = [{ ...pageView[0], padding: 'x'.repeat(5000) }];
    for (const type of ['text/plain', 'application/json']) {
      const response = await postRaw(JSON.stringify(padded), type);
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ detail: 'A beacon is at most 4096 bytes.' });
    }
    expect(await stored()).toEqual([]);
  });

  it('ignores what web-vitals adds (delta, entries) and stores only the four columns', async () => {
    const response = await postRaw(JSON.stringify([{ ...pageView[0], delta: 1840.5, navigationType: 'navigate' }]));
    expect(response.status).toBe(204);
    expect(await stored()).toHaveLength(1);
  });

  it('is not a way in for a signed-in user either: same rules with a token', async () => {
    const response = await cms.requestJson('/vitals/', {
      json: { name: 'FID', value: 1, route: '/' },
      token: visitor.token,
    });
    expect(response.status).toBe(400);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit per client address, storing nothing', async () => {
    for (let beacon = 0; beacon < 30; beacon += 1)
      expect((await postRaw(JSON.stringify([pageView[0]]))).status).toBe(204);
    const refused = await postRaw(JSON.stringify(pageView));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: expect.stringMatching(/^Too many requests/) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored()).toHaveLength(30);
    // Another address has its own allowance.
    address = newAddress();
    expect((await postRaw(JSON.stringify(pageView))).status).toBe(204);
  });
});

describe('GET /vitals/summary/', () => {
  /** Writes measurements straight into the table, `daysAgo` old. */
  async function measured(route: string, metric: string, values: number[], daysAgo = 0) {
    const at = Date.now() - daysAgo * DAY_MS;
    await knex()(TABLE).insert(values.map((value) => ({ route, metric, value, recorded_at: at })));
  }

  it('answers the 75th percentile (nearest rank) per route and metric for 7 and 28 days, with sample counts', async () => {
    // 7 days: 1..8 → p75 is the 6th value (6). 28 days adds 100, 200, 300, 400 → 12 values, p75 the 9th (100).
    await measured('/doctors', 'LCP', [8, 3, 1, 6, 2, 7, 5, 4], 1);
    await measured('/doctors', 'LCP', [400, 100, 300, 200], 20);
    await measured('/', 'CLS', [0.05, 0.3, 0.01, 0.2], 2);
    await measured('/', 'INP', [120], 10);
    // Past the 28 days (not yet removed by retention): not counted.
    await measured('/', 'TTFB', [9000], 29);

    const response = await cms.requestJson('/vitals/summary/', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      last_7_days: [
        { route: '/', metric: 'CLS', p75: 0.2, samples: 4 },
        { route: '/doctors', metric: 'LCP', p75: 6, samples: 8 },
      ],
      last_28_days: [
        { route: '/', metric: 'INP', p75: 120, samples: 1 },
        { route: '/', metric: 'CLS', p75: 0.2, samples: 4 },
        { route: '/doctors', metric: 'LCP', p75: 100, samples: 12 },
      ],
      retention_days: 28,
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers empty lists when nothing was measured', async () => {
    const response = await cms.requestJson('/vitals/summary', { token: admin.token });
    expect(response.body).toEqual({ last_7_days: [], last_28_days: [], retention_days: 28 });
  });

  it('is for admins only: 401 without or with a bad token, 403 for a user', async () => {
    await measured('/doctors', 'LCP', [1000]);
    const anonymous = await cms.requestJson('/vitals/summary/');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect((await cms.requestJson('/vitals/summary/', { token: 'not-a-token' })).status).toBe(401);
    const user = await cms.requestJson('/vitals/summary/', { token: visitor.token });
    expect(user.status).toBe(403);
    expect(user.body).toEqual({ detail: 'You do not have permission to perform this action.' });
  });
});

describe('retention', () => {
  it('deletes measurements older than 28 days, then the oldest past the row cap', async () => {
    const now = Date.now();
    await knex()(TABLE).insert([
      { route: '/', metric: 'LCP', value: 1, recorded_at: now - 29 * DAY_MS },
      { route: '/', metric: 'LCP', value: 2, recorded_at: now - 27 * DAY_MS },
      { route: '/', metric: 'LCP', value: 3, recorded_at: now - 2 * DAY_MS },
      { route: '/', metric: 'LCP', value: 4, recorded_at: now - DAY_MS },
    ]);
    // The compiled module, as Strapi runs it (typed by its source).
    const { trimVitals } =
      (await import('../../dist/src/api/vital/field/store.js')) as typeof import('../../src/api/vital/field/store');
    expect(await trimVitals(cms.strapi, new Date(now), { maxRows: 2 })).toEqual({ expired: 1, overCap: 1 });
    expect((await stored()).map((row) => row.value)).toEqual([3, 4]);
    // Again (another instance at the same time): nothing more goes.
    expect(await trimVitals(cms.strapi, new Date(now), { maxRows: 2 })).toEqual({ expired: 0, overCap: 0 });
  });
});
