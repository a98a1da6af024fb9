/**
 * The CMS's findings of the second security reading (issue 39: 3, 7, 8, 9, 10, 11a, 13 and IPv6),
 * each tried as the reading tried it, against the running CMS behind one trusted proxy hop with
 * its default limits.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hospital/contract';
import { formData, imageFile, startCms, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { panelLogin } from '../site-content/panel-support';
import { countQueries, snapshot, validForms } from './support';

const PROXY_SECRET = 'the-site-proxy-secret';
const from = (address: string) => ({ 'X-Forwarded-For': address, 'X-Proxy-Secret': PROXY_SECRET });
/** Each request that must not meet another test's per-address limit speaks from its own address. */
let lastAddress = 0;
const freshAddress = () => `203.0.113.${(lastAddress += 1)}`;

let cms: RunningCms;
let admin: SiteUser;

beforeAll(async () => {
  cms = await startCms({ env: { PROXY_MAX_IPS: '1', PROXY_SHARED_SECRET: PROXY_SECRET } });
  admin = await cms.createUser({ role: 'admin' });
});
afterAll(async () => {
  await cms?.stop();
});

/** A raw HTTP exchange: any Host header, any bytes in the request target, as an attacker sends them. */
function rawRequest(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(cms.url);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { hostname, port, path, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });
}

describe('finding 3: the patients’ requests stay the super admin’s whatever the address’s spelling', () => {
  it('refuses a role given read by hand, even with the type encoded and a stray %', async () => {
    const service = cms.strapi.service('admin::role') as {
      create(a: Record<string, unknown>): Promise<{ id: number }>;
      assignPermissions(id: number, p: unknown[]): Promise<unknown>;
    };
    const role = await service.create({ name: 'Snoop', code: 'hospital-snoop', description: 'read by hand' });
    await service.assignPermissions(role.id, [
      {
        action: 'plugin::content-manager.explorer.read',
        subject: 'api::contact-request.contact-request',
        properties: {},
        conditions: [],
      },
    ]);
    const token = await panelLogin(cms, role.id, 'snoop@example.com', 'Snoop-password1');
    const sent = await cms.requestJson('/contact-requests/', {
      json: { name: 'Hidden Patient', phone: '9876543210', message: 'My scan results' },
      headers: from(freshAddress()),
    });
    expect(sent.status).toBe(201);
    const model = 'api%3A%3Acontact-request.contact-request';
    for (const path of [
      `/content-manager/collection-types/${model}?x=%`,
      `/content-manager/collection-types/${model}?page=1&x=%ZZ`,
      `/content-manager/collection-types/${model}?x=%E0%A4`,
      `/content-manager/collection-types/api%3a%3Acontact-request.contact-request?x=%25%`,
    ]) {
      const response = await rawRequest(path, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status, path).toBe(403);
      expect(response.body, path).not.toContain('Hidden Patient');
    }
  });
});

describe('finding 7: field measurements', () => {
  const beacon = (route: string) =>
    JSON.stringify([
      { name: 'LCP', value: 1200, route },
      { name: 'TTFB', value: 200, route },
    ]);
  const post = (body: string, address: string) =>
    rawRequest('/api/vitals/', { method: 'POST', headers: { 'content-type': 'text/plain', ...from(address) }, body });

  it('are taken for the site’s own routes only', async () => {
    const before = await countRows();
    const forged = await post(beacon('/HACKED-call-0000-000000'), freshAddress());
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toEqual({
      non_field_errors: [
        "Measurement 1: route must be one of the site's pages, such as /doctors.",
        "Measurement 2: route must be one of the site's pages, such as /doctors.",
      ],
    });
    expect(await countRows()).toBe(before);
    expect((await post(beacon('/department/:id'), freshAddress())).status).toBe(204);
  });

  it('are limited to 20 beacons per address in 10 minutes by default', async () => {
    const address = freshAddress();
    for (let sent = 0; sent < 20; sent += 1) expect((await post(beacon('/'), address)).status).toBe(204);
    expect((await post(beacon('/'), address)).status).toBe(429);
  });

  const countRows = async () => {
    const [row] = await cms.strapi.db.connection('site_vitals').count<Array<{ n: number | string }>>({ n: '*' });
    return Number(row.n);
  };
});

describe('finding 8: the public read cache keys on the endpoint and its parameters only', () => {
  it('makes no new entry for another spelling of the path or another Host, answering the same', async () => {
    const canonical = await cms.requestJson('/facilities/');
    expect(canonical.status).toBe(200);
    let shouted: Awaited<ReturnType<typeof rawRequest>> | undefined;
    const queries = await countQueries(cms, async () => {
      shouted = await rawRequest('/api/FACILITIES/');
      for (const host of ['evil.example', 'evil.example:1', 'EVIL.example']) {
        const answer = await rawRequest('/api/facilities/', { headers: { host } });
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body)).toEqual(canonical.body);
      }
    });
    expect(shouted?.status).toBe(200);
    expect(JSON.parse(shouted?.body ?? 'null')).toEqual(canonical.body);
    expect(queries).toBe(0);
  });

  it('still links a paged answer to the address it was asked at', async () => {
    for (const name of ['Dr. Sen', 'Dr. Roy']) {
      const saved = await cms.request('/doctors/', { form: await validForms.doctor({ name }), token: admin.token });
      expect(saved.status).toBe(201);
    }
    const shouted = JSON.parse((await rawRequest('/api/DOCTORS/?page=1&page_size=1')).body) as { next: string };
    expect(new URL(shouted.next).pathname).toBe('/api/DOCTORS/');
    const asked = await cms.requestJson<{ next: string }>('/doctors/?page=1&page_size=1');
    expect(new URL(asked.body.next).pathname).toBe('/api/doctors/');
  });
});

describe('finding 9: control characters are a field error on every legacy input', () => {
  const refusal = (field: string) => ({ [field]: [MESSAGES.controlCharacters] });
  const asPatient = (json: Record<string, unknown>) =>
    cms.requestJson('/contact-requests/', { json, headers: from(freshAddress()) });

  it('refuses a NUL or other control character in each form, storing nothing', async () => {
    const before = await snapshot(cms);
    const cases: Array<[string, () => Promise<{ status: number; body: unknown }>, string]> = [
      ['contact name', () => asPatient({ name: 'Asha\u0000', phone: '9830012345' }), 'name'],
      ['contact message', () => asPatient({ name: 'Asha', phone: '1', message: 'pain\u0000' }), 'message'],
      ['contact phone, escape', () => asPatient({ name: 'Asha', phone: '98\u001b[2J' }), 'phone'],
      ['one-line name, line break', () => asPatient({ name: 'Asha\r\nBcc: x@example.com', phone: '1' }), 'name'],
      [
        'appointment',
        () => asPatient({ type: 'appointment', name: 'Asha', phone: '1', message: 'x', preferred_date: '\u0000' }),
        'preferred_date',
      ],
      ['feedback', () => asPatient({ type: 'feedback', kind: 'complaint', message: 'slow\u0007' }), 'message'],
      [
        'visa',
        () =>
          asPatient({
            type: 'visa',
            name: 'Nasrin',
            phone: '1',
            passport_name: 'NASRIN\u0000',
            passport_no: 'eb 1',
            nationality: 'Bangladeshi',
            attendants: 1,
            department: 'Neurosurgery',
          }),
        'passport_name',
      ],
      [
        'estimate (multipart)',
        () =>
          cms.requestJson('/contact-requests/', {
            form: formData({ type: 'estimate', name: 'Rafiq', phone: '1', procedure: 'Disc\u0000' }),
            headers: from(freshAddress()),
          }),
        'procedure',
      ],
      [
        'login',
        () =>
          cms.requestJson('/login/', {
            json: { email: `${admin.email}\u0000`, password: admin.password },
            headers: from(freshAddress()),
          }),
        'email',
      ],
      [
        'sign-up',
        () =>
          cms.requestJson('/signup/', {
            json: { email: 'nul\u0000@example.com', password: 'secret-12' },
            token: admin.token,
          }),
        'email',
      ],
      [
        'an admin’s save',
        async () =>
          cms.requestJson('/news/create/', {
            form: formData({ title: 'Visiting\u0000hours', description: 'D', image: await imageFile() }),
            token: admin.token,
          }),
        'title',
      ],
      ['a search', () => cms.requestJson('/doctors/?search=a%00'), 'search'],
      ['the desk’s search', () => cms.requestJson('/contact-requests/?search=%01', { token: admin.token }), 'search'],
    ];
    for (const [what, send, field] of cases) {
      const answer = await send();
      expect(answer.status, what).toBe(400);
      expect(answer.body, what).toEqual(refusal(field));
    }
    expect(await snapshot(cms)).toEqual(before);
  });

  it('keeps line breaks and tabs in a multi-line field', async () => {
    const sent = await asPatient({ name: 'Asha', phone: '1', message: 'Line one\r\nLine two\twith a tab' });
    expect(sent.status).toBe(201);
  });
});

describe('finding 10: a repeated no-JS submission is stored once', () => {
  const submission = () => ({
    json: { name: 'Repeat Patient', phone: '9830099999', message: 'Please call me back.' },
    headers: { ...from(freshAddress()), 'Idempotency-Key': randomUUID() },
  });
  const rowsOf = async (name: string) =>
    (await cms.strapi.db.query('api::contact-request.contact-request').findMany({ where: { name } })).length;

  it('answers a repeat with the first request’s reference and stores nothing twice', async () => {
    const first = submission();
    const original = await cms.requestJson<{ reference: string }>('/contact-requests/', first);
    expect(original.status).toBe(201);
    const again = await cms.requestJson<{ reference: string }>('/contact-requests/', {
      ...first,
      headers: { ...first.headers, ...from(freshAddress()) },
    });
    expect(again.status).toBe(200);
    expect(again.body.reference).toBe(original.body.reference);
    expect(await rowsOf('Repeat Patient')).toBe(1);
  });

  it('stores one request when two repeats arrive together', async () => {
    const key = randomUUID();
    const send = () =>
      cms.requestJson<{ reference: string }>('/contact-requests/', {
        json: { name: 'Twice Patient', phone: '9830088888', message: 'Together' },
        headers: { ...from(freshAddress()), 'Idempotency-Key': key },
      });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.reference)).size).toBe(1);
    expect(await rowsOf('Twice Patient')).toBe(1);
  });

  it('refuses a key sent again with another request, showing nothing of the first', async () => {
    const first = submission();
    expect((await cms.requestJson('/contact-requests/', first)).status).toBe(201);
    const other = await cms.requestJson('/contact-requests/', {
      json: { name: 'Someone Else', phone: '1' },
      headers: { ...first.headers, ...from(freshAddress()) },
    });
    expect(other.status).toBe(422);
    expect(JSON.stringify(other.body)).not.toContain('Repeat Patient');
    expect(await rowsOf('Someone Else')).toBe(0);
  });

  it('refuses a key that is no key with a clear error', async () => {
    const answer = await cms.requestJson('/contact-requests/', {
      json: { name: 'Odd Key', phone: '1' },
      headers: { ...from(freshAddress()), 'Idempotency-Key': 'short' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: MESSAGES.badIdempotencyKey });
  });

  it('stores a request without a key as before, each time', async () => {
    const json = { name: 'Keyless Patient', phone: '1' };
    expect((await cms.requestJson('/contact-requests/', { json, headers: from(freshAddress()) })).status).toBe(201);
    expect((await cms.requestJson('/contact-requests/', { json, headers: from(freshAddress()) })).status).toBe(201);
    expect(await rowsOf('Keyless Patient')).toBe(2);
  });
});

describe('finding 11a: the body parser’s own words never reach the client', () => {
  it('answers a malformed multipart body with the fixed message', async () => {
    const bodies: Array<[string, string]> = [
      ['multipart/form-data', 'x'],
      [
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nT\r\n--b\r\nbroken',
      ],
      ['multipart/form-data; boundary=b', 'no boundary at all'],
    ];
    for (const [contentType, body] of bodies) {
      const answer = await rawRequest('/api/news/create/', {
        method: 'POST',
        headers: { 'content-type': contentType, authorization: `Bearer ${admin.token}` },
        body,
      });
      expect(answer.status, contentType).toBe(400);
      expect(JSON.parse(answer.body), contentType).toEqual({ detail: MESSAGES.malformedBody });
    }
  });

  it('answers malformed JSON with a fixed message, not the parser’s', async () => {
    const answer = await rawRequest('/api/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from(freshAddress()) },
      body: '{"email": ',
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ detail: MESSAGES.malformedJson });
  });
});

describe('finding 13: a signed-in account has only the rights the site uses', () => {
  it('cannot use users-permissions’ own endpoints, change-password among them', async () => {
    for (const role of ['authenticated', 'admin'] as const) {
      const account = await cms.createUser({ role });
      const changed = await cms.requestJson('/auth/change-password', {
        json: { currentPassword: account.password, password: '123456', passwordConfirmation: '123456' },
        token: account.token,
      });
      expect(changed.status, role).toBe(403);
      expect(changed.body, role).toEqual({ detail: MESSAGES.permissionDenied });
      expect((await cms.requestJson('/users/me', { token: account.token })).status, role).toBe(403);
      const login = await cms.requestJson('/login/', {
        json: { email: account.email, password: account.password },
        headers: from(freshAddress()),
      });
      expect(login.status, role).toBe(200);
    }
  });
});

describe('IPv6: every per-address limit counts a /64 as one address', () => {
  it('limits logins across the addresses of one /64, not another /64', async () => {
    const attempt = (address: string) =>
      cms.requestJson('/login/', { json: { email: 'nobody@example.com', password: 'x' }, headers: from(address) });
    for (let host = 1; host <= 10; host += 1)
      expect((await attempt(`2001:db8:1:2::${host.toString(16)}`)).status).toBe(401);
    expect((await attempt('2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await attempt('2001:0db8:0001:0002:0:0:0:beef')).status).toBe(429);
    expect((await attempt('2001:db8:1:3::1')).status).toBe(401);
  });
});
