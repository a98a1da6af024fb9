/**
 * The role matrix: every write (and every admin-only read) × {no token, invalid token, expired
 * token, a non-admin's token, an admin's token}. Each refusal answers the legacy `{detail}` and
 * changes nothing, neither a row nor a file; the admin's request succeeds. Public reads need no token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { RELAXED_LIMITS, created, expiredAccessToken, snapshot, validForms } from './support';

let cms: RunningCms;
let admin: SiteUser;
let user: SiteUser;
/** Records the deletes aim at, created by the admin before the matrix runs. */
const targets: Record<string, number | string> = {};

beforeAll(async () => {
  cms = await startCms({ env: RELAXED_LIMITS });
  admin = await cms.createUser({ role: 'admin' });
  user = await cms.createUser({ role: 'authenticated' });
  targets.banner = (await created<{ id: string }>(cms, '/banners/', await validForms.banner(), admin.token)).id;
  targets.doctor = (await created<{ id: number }>(cms, '/doctors/', await validForms.doctor(), admin.token)).id;
  targets.news = (await created<{ id: number }>(cms, '/news/create/', await validForms.news(), admin.token)).id;
  targets.event = (await created<{ id: number }>(cms, '/events/create/', await validForms.event(1), admin.token)).id;
  targets.content = (await created<{ id: string }>(cms, '/content/', await validForms.blog(), admin.token)).id;
  targets.user = (await cms.createUser({ role: 'authenticated' })).id;
  targets.contact = (
    await cms.requestJson<{ id: number }>('/contact-requests/', { json: { name: 'Role Matrix', phone: '1' } })
  ).body.id;
  targets.notice = (
    await cms.requestJson<{ id: number }>('/today/', {
      method: 'POST',
      // A holiday today: the emergency state the admin's POST sets below does not replace it.
      json: { kind: 'closed', date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()) },
      token: admin.token,
    })
  ).body.id;
});
afterAll(async () => {
  await cms?.stop();
});

interface Write {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: () => string;
  body?: () => Promise<{ form?: FormData; json?: unknown }>;
  /** The admin's answer. */
  success: number;
}

const WRITES: Record<string, Write> = {
  'POST /banners/': {
    method: 'POST',
    path: () => '/banners/',
    body: async () => ({ form: await validForms.banner() }),
    success: 201,
  },
  'DELETE /banners/{id}/delete/': { method: 'DELETE', path: () => `/banners/${targets.banner}/delete/`, success: 204 },
  'POST /homeabout/': {
    method: 'POST',
    path: () => '/homeabout/',
    body: async () => ({ form: await validForms.homeAbout() }),
    success: 200,
  },
  'POST /about/': {
    method: 'POST',
    path: () => '/about/',
    body: async () => ({ form: await validForms.about() }),
    success: 200,
  },
  'POST /doctors/': {
    method: 'POST',
    path: () => '/doctors/',
    body: async () => ({ form: await validForms.doctor() }),
    success: 201,
  },
  'DELETE /doctors/{id}/': { method: 'DELETE', path: () => `/doctors/${targets.doctor}/`, success: 204 },
  'POST /news/create/': {
    method: 'POST',
    path: () => '/news/create/',
    body: async () => ({ form: await validForms.news() }),
    success: 201,
  },
  'DELETE /news/delete/{id}/': { method: 'DELETE', path: () => `/news/delete/${targets.news}/`, success: 204 },
  'POST /events/create/': {
    method: 'POST',
    path: () => '/events/create/',
    body: async () => ({ form: await validForms.event(2) }),
    success: 201,
  },
  'DELETE /events/delete/{id}/': { method: 'DELETE', path: () => `/events/delete/${targets.event}/`, success: 204 },
  'POST /content/': {
    method: 'POST',
    path: () => '/content/',
    body: async () => ({ form: await validForms.blog() }),
    success: 201,
  },
  'DELETE /content/{id}/delete/': { method: 'DELETE', path: () => `/content/${targets.content}/delete/`, success: 204 },
  'GET /users/': { method: 'GET', path: () => '/users/', success: 200 },
  'POST /signup/': {
    method: 'POST',
    path: () => '/signup/',
    body: async () => ({ json: { email: `new-${Date.now()}@example.com`, password: 'secret-123' } }),
    success: 201,
  },
  'DELETE /users/{id}/delete/': { method: 'DELETE', path: () => `/users/${targets.user}/delete/`, success: 204 },
  'GET /contact-requests/': { method: 'GET', path: () => '/contact-requests/', success: 200 },
  'GET /contact-requests/summary/': { method: 'GET', path: () => '/contact-requests/summary/', success: 200 },
  'GET /contact-requests/export/': { method: 'GET', path: () => '/contact-requests/export/?status=new', success: 200 },
  'PATCH /contact-requests/{id}/': {
    method: 'PATCH',
    path: () => `/contact-requests/${targets.contact}/`,
    body: async () => ({ json: { status: 'contacted', note: 'Called back' } }),
    success: 200,
  },
  'GET /today/desk/': { method: 'GET', path: () => '/today/desk/', success: 200 },
  'POST /today/': {
    method: 'POST',
    path: () => '/today/',
    body: async () => ({ json: { kind: 'emergency', emergency: 'diverting', note: 'Diverting to SSKM' } }),
    success: 201,
  },
  'DELETE /today/{id}/': { method: 'DELETE', path: () => `/today/${targets.notice}/`, success: 204 },
};

type Caller = 'no token' | 'invalid token' | 'expired token' | 'non-admin' | 'admin';

const REFUSALS: Array<{ caller: Exclude<Caller, 'admin'>; status: number; detail: string }> = [
  { caller: 'no token', status: 401, detail: 'Authentication credentials were not provided.' },
  { caller: 'invalid token', status: 401, detail: 'Given token not valid for any token type' },
  { caller: 'expired token', status: 401, detail: 'Given token not valid for any token type' },
  { caller: 'non-admin', status: 403, detail: 'You do not have permission to perform this action.' },
];

function tokenOf(caller: Caller): string | undefined {
  switch (caller) {
    case 'no token':
      return undefined;
    case 'invalid token':
      return 'not-a-jwt';
    case 'expired token':
      return expiredAccessToken(cms, admin.id);
    case 'non-admin':
      return user.token;
    case 'admin':
      return admin.token;
  }
}

async function send(write: Write, caller: Caller) {
  const body = write.body ? await write.body() : {};
  const response = await cms.request(write.path(), { method: write.method, token: tokenOf(caller), ...body });
  // The CSV export answers text; every other answer (and every refusal) is JSON.
  const text = await response.text();
  const json =
    (response.headers.get('content-type') ?? '').includes('json') && text
      ? (JSON.parse(text) as Record<string, unknown>)
      : undefined;
  return { status: response.status, headers: response.headers, body: json };
}

describe.each(Object.entries(WRITES))('%s', (_name, write) => {
  it.each(REFUSALS)('refuses $caller with $status {detail} and changes nothing', async ({ caller, status, detail }) => {
    const before = await snapshot(cms);
    const response = await send(write, caller);
    expect(response.status).toBe(status);
    expect(response.body?.detail).toBe(detail);
    if (status === 401) expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await snapshot(cms)).toEqual(before);
  });

  it('is the same route without the trailing slash (refused, not unknown)', async () => {
    const path = write.path().replace(/\/$/, '');
    const response = await cms.requestJson<Record<string, unknown>>(path, { method: write.method });
    expect(response).toMatchObject({ status: 401, body: { detail: 'Authentication credentials were not provided.' } });
  });

  it(`lets an admin do it (${write.success})`, async () => {
    const before = await snapshot(cms);
    const response = await send(write, 'admin');
    expect(response.status, JSON.stringify(response.body)).toBe(write.success);
    if (write.method !== 'GET') expect(await snapshot(cms)).not.toEqual(before);
  });
});

describe('public reads', () => {
  const READS = [
    '/banners/',
    '/homeabout/',
    '/about/',
    '/doctors/',
    '/news/list/',
    '/events/list/',
    '/content/',
    '/public/api/newservices.php',
    '/today/',
  ];

  it.each(READS)('GET %s needs no token', async (path) => {
    expect((await cms.requestJson(path)).status).toBe(200);
  });

  it.each(READS)('GET %s with an admin token also answers', async (path) => {
    expect((await cms.requestJson(path, { token: admin.token })).status).toBe(200);
  });
});

describe('own account', () => {
  it('an admin cannot delete their own account', async () => {
    const before = await snapshot(cms);
    const response = await cms.requestJson(`/users/${admin.id}/delete/`, { method: 'DELETE', token: admin.token });
    expect(response).toMatchObject({ status: 400, body: { detail: 'You cannot delete your own account.' } });
    expect(await snapshot(cms)).toEqual(before);
  });

  it("a deleted admin's token no longer works", async () => {
    const other = await cms.createUser({ role: 'admin' });
    expect((await cms.request(`/users/${other.id}/delete/`, { method: 'DELETE', token: admin.token })).status).toBe(
      204,
    );
    const response = await cms.requestJson('/users/', { token: other.token });
    expect(response).toMatchObject({ status: 401, body: { detail: 'Given token not valid for any token type' } });
  });

  it("a blocked admin's token no longer works", async () => {
    const other = await cms.createUser({ role: 'admin' });
    await cms.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: other.id }, data: { blocked: true } });
    expect((await cms.requestJson('/users/', { token: other.token })).status).toBe(401);
  });
});
