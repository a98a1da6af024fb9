/**
 * Bad requests are 4xx with a legacy body, never 5xx: malformed JSON, wrong content types, huge
 * bodies, nonsense query values, unknown paths and methods, garbage on every endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData, startCmsWithAdmin, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { RELAXED_LIMITS, snapshot } from './support';

let cms: RunningCms;
let admin: SiteUser;

beforeAll(async () => ({ cms, admin } = await startCmsWithAdmin({ env: RELAXED_LIMITS })));
afterAll(() => cms?.stop());

async function raw(
  path: string,
  init: { method?: string; body?: string | Buffer; contentType?: string; token?: string },
) {
  const headers: Record<string, string> = {};
  if (init.contentType) headers['Content-Type'] = init.contentType;
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${cms.apiUrl}${path}`, { method: init.method ?? 'POST', headers, body: init.body });
  const text = await response.text();
  // Every answer is JSON but the desk's CSV export.
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    body: text === '' ? undefined : isJson ? (JSON.parse(text) as Record<string, unknown>) : text,
  };
}

describe('bodies', () => {
  it('malformed JSON is a 400', async () => {
    const response = await raw('/login/', { body: '{"email": ', contentType: 'application/json' });
    expect(response.status).toBe(400);
    expect(response.body?.detail).toMatch(/^JSON parse error/);
  });

  it('a JSON list or scalar is a 400', async () => {
    expect(await raw('/contact-requests/', { body: '[1, 2]', contentType: 'application/json' })).toEqual({
      status: 400,
      body: { non_field_errors: ['Invalid data. Expected a dictionary.'] },
    });
    expect((await raw('/contact-requests/', { body: '"text"', contentType: 'application/json' })).status).toBe(400);
  });

  it('a content type other than JSON, a form or multipart is a 415', async () => {
    for (const contentType of ['text/plain', 'application/xml', 'application/octet-stream']) {
      const response = await raw('/news/create/', { body: 'hello', contentType, token: admin.token });
      expect(response, contentType).toEqual({
        status: 415,
        body: { detail: `Unsupported media type "${contentType}" in request.` },
      });
    }
  });

  it('multipart without a boundary, or broken, is a 400', async () => {
    expect(
      (await raw('/news/create/', { body: 'x', contentType: 'multipart/form-data', token: admin.token })).status,
    ).toBe(400);
    const broken =
      '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nT\r\n--b\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n';
    const response = await raw('/news/create/', {
      body: broken,
      contentType: 'multipart/form-data; boundary=b',
      token: admin.token,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('a JSON body over 1 MB is a 413', async () => {
    const before = await snapshot(cms);
    const response = await raw('/contact-requests/', {
      body: JSON.stringify({ name: 'A', phone: '1', message: 'x'.repeat(1.2 * 1024 * 1024) }),
      contentType: 'application/json',
    });
    expect(response).toEqual({ status: 413, body: { detail: 'Request body too large.' } });
    expect(await snapshot(cms)).toEqual(before);
  });

  it('multipart text fields over 2 MB are a 413', async () => {
    const response = await cms.requestJson('/news/create/', {
      form: formData({ title: 'T', description: 'x'.repeat(3 * 1024 * 1024) }),
      token: admin.token,
    });
    expect(response).toMatchObject({ status: 413, body: { detail: expect.any(String) } });
  });
});

describe('query values', () => {
  const NONSENSE = [
    '/doctors/?page=0',
    '/doctors/?page=-1',
    '/doctors/?page=abc',
    '/doctors/?page=1.5',
    '/doctors/?page=99999999999',
    '/doctors/?page=1&page_size=0',
    '/doctors/?page=1&page_size=101',
    '/doctors/?page=1&page_size=ten',
    '/doctors/?page[]=1',
    '/doctors/?page[a]=1',
    '/doctors/?type=surgeon',
    '/doctors/?type[]=doctor',
    '/doctors/?type[$ne]=doctor',
    `/doctors/?search=${'x'.repeat(201)}`,
    '/doctors/?search[$ne]=x',
    '/content/?type=podcast',
    '/content/?type[]=blog',
    '/contact-requests/?page=zero',
    '/contact-requests/?status=done',
    '/contact-requests/?status[$ne]=closed',
    '/contact-requests/?overdue=maybe',
    `/contact-requests/?search=${'x'.repeat(201)}`,
    '/contact-requests/export/?status=done',
    '/doctors/?specialty=astrology',
    '/doctors/?specialty[]=neurology',
  ];

  it.each(NONSENSE)('%s is a 400', async (path) => {
    const response = await cms.requestJson<Record<string, unknown>>(path, { token: admin.token });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body).length).toBeGreaterThan(0);
  });

  it('query parameters the endpoint does not know are ignored', async () => {
    expect((await cms.requestJson('/news/list/?populate=*&filters[id][$gt]=0&sort=title')).status).toBe(200);
  });
});

describe('paths and methods', () => {
  it('an unknown path is a 404 {detail}', async () => {
    expect(await cms.requestJson('/no-such-thing/')).toEqual({
      status: 404,
      headers: expect.anything(),
      body: { detail: 'Not found.' },
    });
  });

  it('a method a path does not take is a 405 {detail}', async () => {
    const response = await cms.requestJson('/news/list/', { method: 'DELETE', token: admin.token });
    expect(response).toMatchObject({ status: 405, body: { detail: 'Method "DELETE" not allowed.' } });
  });
});

describe('garbage on every endpoint', () => {
  const ENDPOINTS = [
    'GET /banners/',
    'POST /banners/',
    'DELETE /banners/1/delete/',
    'GET /homeabout/',
    'POST /homeabout/',
    'GET /about/',
    'POST /about/',
    'POST /login/',
    'POST /token/refresh/',
    'GET /users/',
    'POST /signup/',
    'DELETE /users/1/delete/',
    'GET /doctors/',
    'POST /doctors/',
    'DELETE /doctors/1/',
    'GET /news/list/',
    'POST /news/create/',
    'DELETE /news/delete/1/',
    'GET /events/list/',
    'POST /events/create/',
    'DELETE /events/delete/1/',
    'GET /content/',
    'POST /content/',
    'DELETE /content/1/delete/',
    'GET /public/api/newservices.php',
    'GET /search/',
    'POST /contact-requests/',
    'GET /contact-requests/',
    'PATCH /contact-requests/1/',
    'GET /contact-requests/summary/',
    'GET /contact-requests/export/',
  ];
  const GARBAGE: Array<{ body?: string; contentType?: string }> = [
    {
      body: '{"title": {"$gt": ""}, "email": ["a"], "password": {"x": 1}, "refresh": 12, "age": {}, "type": ["blog"]}',
      contentType: 'application/json',
    },
    { body: 'title[$ne]=x&type[]=blog&email[0]=a&password=', contentType: 'application/x-www-form-urlencoded' },
    { body: '\u0000\u0001\u0002', contentType: 'application/json' },
    { body: '<xml/>', contentType: 'text/xml' },
  ];

  it.each(ENDPOINTS)('%s never answers 5xx', async (endpoint) => {
    const [method, path] = endpoint.split(' ');
    for (const garbage of GARBAGE) {
      for (const token of [undefined, admin.token]) {
        const response = await raw(`${path}?page=%ZZ&type=%00`, {
          method,
          ...(method === 'POST' || method === 'PATCH' ? garbage : {}),
          token,
        });
        expect(response.status, `${endpoint} ${garbage.contentType} ${JSON.stringify(response.body)}`).toBeLessThan(
          500,
        );
        if (response.status >= 400) expect(response.body).toBeTypeOf('object');
      }
    }
  });
});
