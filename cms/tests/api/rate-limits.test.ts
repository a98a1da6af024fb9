/**
 * Login and the contact form are rate-limited per client address, not per e-mail: past the limit
 * they answer 429 {detail} and store nothing. The address is the one the trusted proxy hops
 * (PROXY_MAX_IPS) wrote into X-Forwarded-For; reached directly (the default, 0 hops) the CMS ignores
 * the header, so a client rotating it earns no fresh allowance.
 */
import { randomUUID } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { created, snapshot, validForms } from './support';

const PROXY_SECRET = 'the-site-proxy-secret';
/** As the site's proxy sends it: the client's address appended, and the run's shared secret. */
const from = (address: string) => ({ 'X-Forwarded-For': address, 'X-Proxy-Secret': PROXY_SECRET });

describe('behind one trusted proxy hop (PROXY_MAX_IPS=1)', () => {
  let cms: RunningCms;
  let admin: SiteUser;

  beforeAll(async () => {
    // One trusted hop, as behind the site's server or nginx: the last X-Forwarded-For entry is the client.
    cms = await startCms({
      env: {
        LOGIN_RATE_LIMIT_MAX: '3',
        LOGIN_RATE_LIMIT_WINDOW: '600',
        CONTACT_RATE_LIMIT_MAX: '2',
        PROXY_MAX_IPS: '1',
        PROXY_SHARED_SECRET: PROXY_SECRET,
      },
    });
    admin = await cms.createUser({ role: 'admin' });
  });
  afterAll(async () => {
    await cms?.stop();
  });

  it('limits logins per client address, whatever e-mail is tried', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await cms.requestJson('/login/', {
        json: { email: `guess-${attempt}@example.com`, password: 'x' },
        headers: from('198.51.100.1'),
      });
      expect(response.status).toBe(401);
    }
    for (const email of ['another@example.com', admin.email]) {
      const password = email === admin.email ? admin.password : 'x';
      const response = await cms.requestJson<{ detail: string }>('/login/', {
        json: { email, password },
        headers: from('198.51.100.1'),
      });
      expect(response.status).toBe(429);
      expect(response.body.detail).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another address has its own allowance.
    const other = await cms.requestJson('/login/', {
      json: { email: admin.email, password: admin.password },
      headers: from('198.51.100.2'),
    });
    expect(other.status).toBe(200);
  });

  it('limits contact requests per client address and stores nothing past the limit', async () => {
    const send = (address: string) =>
      cms.requestJson('/contact-requests/', {
        json: { name: 'A', phone: '1' },
        headers: from(address),
      });
    expect((await send('203.0.113.9')).status).toBe(201);
    expect((await send('203.0.113.9')).status).toBe(201);
    const before = await snapshot(cms);
    const refused = await send('203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      detail: expect.stringMatching(/^Too many requests/),
      codes: { non_field_errors: [{ code: 'rate_limited', seconds: expect.any(Number) }] },
    });
    expect(await snapshot(cms)).toEqual(before);
    expect((await send('203.0.113.10')).status).toBe(201);
  });

  it('behind one proxy hop, believes only the entry the proxy wrote, not what the client put before it', async () => {
    const login = (spoofed: string) =>
      cms.requestJson('/login/', {
        json: { email: 'x@example.com', password: 'x' },
        headers: from(`${spoofed}, 198.51.100.30`),
      });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(`10.0.0.${attempt}`)).status).toBe(401);
    expect((await login('10.0.0.99')).status).toBe(429);
  });

  it('believes X-Forwarded-For only from the proxy holding the shared secret: on the CMS port itself it buys nothing', async () => {
    const send = (address: string, secret: string | null) =>
      cms.requestJson('/contact-requests/', {
        json: { name: 'A', phone: '1' },
        headers: { 'X-Forwarded-For': address, ...(secret ? { 'X-Proxy-Secret': secret } : {}) },
      });
    expect((await send('192.0.2.51', null)).status).toBe(201);
    expect((await send('192.0.2.52', 'a-guess')).status).toBe(201);
    expect((await send('192.0.2.53', null)).status).toBe(429);
  });
});

describe('reached directly (PROXY_MAX_IPS unset)', () => {
  let direct: RunningCms;
  beforeAll(async () => {
    direct = await startCms({ env: { CONTACT_RATE_LIMIT_MAX: '2' } });
  });
  afterAll(async () => {
    await direct?.stop();
  });

  it('ignores X-Forwarded-For: the 11th login with a new spoofed address each time is refused', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await direct.requestJson('/login/', {
        json: { email: 'admin@example.com', password: `guess-${attempt}` },
        headers: from(`203.0.113.${attempt}`),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });

  it('ignores X-Forwarded-For on the contact form too, storing nothing past the limit', async () => {
    const send = (address: string) =>
      direct.requestJson('/contact-requests/', {
        json: { name: 'A', phone: '1' },
        headers: from(address),
      });
    expect((await send('192.0.2.1')).status).toBe(201);
    expect((await send('192.0.2.2')).status).toBe(201);
    const before = await snapshot(direct);
    expect((await send('192.0.2.3')).status).toBe(429);
    expect(await snapshot(direct)).toEqual(before);
  });
});

const redisUrl = process.env.CMS_TEST_REDIS_URL;

describe.runIf(Boolean(redisUrl))('with REDIS_URL set, while Redis is unreachable', () => {
  let cms: RunningCms;
  let admin: SiteUser;
  // Redis reached through a relay this test can cut, as a network outage would.
  let relay: Server;
  const connections = new Set<Socket>();

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    relay = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        connections.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => [client, upstream].forEach((end) => end.destroy()));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.address() as AddressInfo;
    cms = await startCms({
      env: {
        REDIS_URL: `redis://127.0.0.1:${port}${target.pathname}`,
        REDIS_KEY_PREFIX: `outage-${randomUUID()}:`,
        LOGIN_RATE_LIMIT_MAX: '3',
        CONTACT_RATE_LIMIT_MAX: '2',
      },
    });
    admin = await cms.createUser({ role: 'admin' });
  });
  afterAll(async () => {
    await cms?.stop();
    relay?.close();
  });

  it('logins, the contact form and public reads keep working, each instance still applying the limits', async () => {
    expect((await cms.request('/news/list/')).status).toBe(200);
    relay.close();
    connections.forEach((socket) => socket.destroy());

    expect((await cms.request('/news/list/')).status).toBe(200);
    const login = (password: string) => cms.requestJson('/login/', { json: { email: admin.email, password } });
    expect((await login(admin.password)).status).toBe(200);
    expect((await login('wrong')).status).toBe(401);
    expect((await login('wrong')).status).toBe(401);
    expect((await login(admin.password)).status).toBe(429);

    const contact = () => cms.requestJson('/contact-requests/', { json: { name: 'A', phone: '1' } });
    expect((await contact()).status).toBe(201);
    expect((await contact()).status).toBe(201);
    const before = await snapshot(cms);
    expect((await contact()).status).toBe(429);
    expect(await snapshot(cms)).toEqual(before);

    // A save is acknowledged (it committed) and shown by the next read.
    const posted = await created<{ title: string }>(
      cms,
      '/news/create/',
      await validForms.news({ title: 'Saved during the outage' }),
      admin.token,
    );
    const list = await cms.requestJson<Array<{ title: string }>>('/news/list/');
    expect(list.body[0]).toEqual(posted);
  });
});
