// @vitest-environment node
// A no-JS form the CMS answered too late (issue 39, finding 10): it may have been stored, so the
// page says so, and sending it again carries the same key, which the CMS stores once.
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server as apiFake } from '../../src/test/server';
import { standInCms, startFormSite, type FormSite } from '../test-support/form-site';
import { reportGate } from './report-gate';

/** A stand-in for the CMS: answers after `delayMs` what the test sets, recording the keys it was sent. */
let cmsAnswer: { status: number; body: unknown; delayMs?: number };
let keysSent: Array<string | undefined> = [];
const cms = standInCms((req, res) => {
  req.resume();
  req.on('end', () => {
    keysSent.push(req.headers['idempotency-key'] as string | undefined);
    setTimeout(() => {
      res.writeHead(cmsAnswer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(cmsAnswer.body));
    }, cmsAnswer.delayMs ?? 0);
  });
});

let site: FormSite;
let siteUrl = '';

beforeAll(async () => {
  // The real wait is 10 s; the CMS stand-in is "hung" for longer than 300 ms.
  site = await startFormSite(cms, reportGate({ slots: 2, queue: 3, waitMs: 20_000 }), 300);
  siteUrl = site.url;
});
afterAll(() => site.close());
beforeEach(() => {
  apiFake.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  keysSent = [];
  cmsAnswer = { status: 201, body: { reference: 'NH-0042', reply_hours: 24 } };
});

const post = (path: string, body: string) =>
  fetch(`${siteUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });

describe('a no-JS form sent again', () => {
  it('carries the same Idempotency-Key each time, and another form another key', async () => {
    const form = 'name=Asha+Roy&phone=9830012345&message=Headache';
    await post('/contact', form);
    await post('/contact', form);
    await post('/contact', 'name=Asha+Roy&phone=9830012345&message=Fever');
    await post('/bn/contact', form);
    expect(keysSent[0]).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(keysSent[1]).toBe(keysSent[0]);
    expect(new Set(keysSent).size).toBe(3);
  });

  it('takes the CMS’s answer to a repeat (200, the first reference) as the receipt', async () => {
    cmsAnswer = { status: 200, body: { reference: 'NH-0041', reply_hours: 24 } };
    const response = await post('/contact', 'name=Asha&phone=1');
    expect(response.status).toBe(303);
    expect(site.receipts.read((response.headers.get('set-cookie') ?? '').split(';')[0], '/contact')).toMatchObject({
      reference: 'NH-0041',
    });
  });

  it('says the request may have arrived when the CMS answers too late, keeping what was typed', async () => {
    cmsAnswer = { status: 201, body: { reference: 'NH-0043', reply_hours: 24 }, delayMs: 1500 };
    const response = await post('/contact', 'name=Asha&phone=1');
    expect(response.status).toBe(504);
    const page = await response.text();
    expect(page).toContain('your request may still have arrived.');
    expect(page).not.toContain('could not reach');
    expect(page).toMatch(/value="Asha"/);
  });

  it('says the same while the CMS is still storing the first one (409)', async () => {
    cmsAnswer = { status: 409, body: { detail: 'This request is still being received.' } };
    const response = await post('/contact', 'name=Asha&phone=1');
    expect(response.status).toBe(504);
    expect(await response.text()).toContain('your request may still have arrived.');
  });
});
