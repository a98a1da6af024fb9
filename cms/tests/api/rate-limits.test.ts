/**
 * Login and the contact form are rate-limited per client address (X-Forwarded-For, since the CMS
 * runs behind a proxy), not per e-mail: past the limit they answer 429 {detail} and store nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCms, type RunningCms, type SiteUser } from '../harness';
import { snapshot } from './support';

let cms: RunningCms;
let admin: SiteUser;

beforeAll(async () => {
  cms = await startCms({ env: { LOGIN_RATE_LIMIT_MAX: '3', LOGIN_RATE_LIMIT_WINDOW: '600', CONTACT_RATE_LIMIT_MAX: '2' } });
  admin = await cms.createUser({ role: 'admin' });
});
afterAll(async () => {
  await cms?.stop();
});

const from = (address: string) => ({ 'X-Forwarded-For': address });

it('limits logins per client address, whatever e-mail is tried', async () => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await cms.requestJson('/login/', { json: { email: `guess-${attempt}@example.com`, password: 'x' }, headers: from('198.51.100.1') });
    expect(response.status).toBe(401);
  }
  for (const email of ['another@example.com', admin.email]) {
    const password = email === admin.email ? admin.password : 'x';
    const response = await cms.requestJson<{ detail: string }>('/login/', { json: { email, password }, headers: from('198.51.100.1') });
    expect(response.status).toBe(429);
    expect(response.body.detail).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  // Another address has its own allowance.
  const other = await cms.requestJson('/login/', { json: { email: admin.email, password: admin.password }, headers: from('198.51.100.2') });
  expect(other.status).toBe(200);
});

it('limits contact requests per client address and stores nothing past the limit', async () => {
  const send = (address: string) => cms.requestJson('/contact-requests/', { json: { name: 'A', phone: '1' }, headers: from(address) });
  expect((await send('203.0.113.9')).status).toBe(201);
  expect((await send('203.0.113.9')).status).toBe(201);
  const before = await snapshot(cms);
  const refused = await send('203.0.113.9');
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({ detail: expect.stringMatching(/^Too many requests/) });
  expect(await snapshot(cms)).toEqual(before);
  expect((await send('203.0.113.10')).status).toBe(201);
});
