/**
 * Issue 38: a patient's refusal carries stable codes beside the legacy English messages, so the site
 * words it in the page's language; each of the five forms has its own allowance per address; a
 * phone number typed in Bengali or Devanagari digits is stored in Latin digits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from '@hospital/test-support/harness';

let cms: RunningCms;
const PROXY_SECRET = 'the-site-proxy-secret';

beforeAll(async () => {
  // Behind the site's proxy (one trusted hop), so each test can be a client address of its own.
  cms = await startCms({
    env: { CONTACT_RATE_LIMIT_MAX: '2', PROXY_MAX_IPS: '1', PROXY_SHARED_SECRET: PROXY_SECRET },
  });
});
afterAll(() => cms?.stop());

/** Each test its own client address, so the allowances of one do not reach the next. */
let lastAddress = 10;
const sender = () => {
  lastAddress += 1;
  const address = `203.0.113.${lastAddress}`;
  return (json: Record<string, unknown>) =>
    cms.requestJson<Record<string, unknown>>('/contact-requests/', {
      json,
      headers: { 'X-Forwarded-For': address, 'X-Proxy-Secret': PROXY_SECRET },
    });
};

describe('the codes of a refusal', () => {
  it('names each refused field with its code, the English messages as they always were', async () => {
    const send = sender();
    const refused = await send({ phone: '98300 12345', message: 'x'.repeat(5001) });
    expect(refused.status).toBe(400);
    expect(refused.body.name).toEqual(['This field is required.']);
    expect(refused.body.message).toEqual(['Ensure this field has no more than 5000 characters.']);
    expect(refused.body.codes).toEqual({
      name: [{ code: 'required' }],
      message: [{ code: 'too_long', max: 5000 }],
    });
  });

  it('codes a malformed passport number, a phone that is not one, and too many attendants', async () => {
    const send = sender();
    const refused = await send({
      type: 'visa',
      name: 'Rafiq Hasan',
      phone: 'call me',
      passport_name: 'RAFIQ HASAN',
      passport_no: 'EB-12',
      nationality: 'Bangladeshi',
      attendants: 3,
      preferred_date: '2999-01-01',
      department: 'Neurosurgery',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.passport_no).toEqual(['Enter the passport number as printed: 6 to 20 letters and digits.']);
    expect(refused.body.codes).toEqual({
      phone: [{ code: 'invalid_phone' }],
      passport_no: [{ code: 'invalid_passport' }],
      attendants: [{ code: 'too_many_attendants', max: 2 }],
    });
  });
});

describe('phone numbers', () => {
  it('stores a number typed in Bengali or Devanagari digits in Latin digits', async () => {
    const send = sender();
    const bengali = await send({ name: 'আশা রায়', phone: '+৯১ ৯৮৩০০ ১২৩৪৫', language: 'bn' });
    expect(bengali.status).toBe(201);
    expect(bengali.body.phone).toBe('+91 98300 12345');
    const hindi = await send({ type: 'feedback', kind: 'complaint', message: 'देर', phone: '९८३००-१२३४५' });
    expect(hindi.status).toBe(201);
    const stored = await cms.strapi.db
      .query('api::contact-request.contact-request')
      .findMany({ where: { phone: { $in: ['+91 98300 12345', '98300-12345'] } } });
    expect(stored.map((row: { phone: string }) => row.phone).sort()).toEqual(['+91 98300 12345', '98300-12345']);
  });
});

describe('the allowance of each form', () => {
  it('counts each form apart per address, and codes the wait in seconds', async () => {
    const send = sender();
    const contact = { name: 'Asha Roy', phone: '9830012345' };
    expect((await send(contact)).status).toBe(201);
    expect((await send(contact)).status).toBe(201);
    const refused = await send(contact);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(500);
    expect(refused.body.codes).toEqual({ non_field_errors: [{ code: 'rate_limited', seconds }] });

    // The same family's appointment-free requests still go through: each form has its own five.
    expect((await send({ type: 'feedback', kind: 'compliment', message: 'Kind nurses.' })).status).toBe(201);
    expect((await send({ ...contact, type: 'estimate', procedure: 'MRI brain' })).status).toBe(201);
    expect((await send({ ...contact, type: 'estimate', procedure: 'MRI spine' })).status).toBe(201);
    expect((await send({ ...contact, type: 'estimate', procedure: 'CT head' })).status).toBe(429);
  });
});
