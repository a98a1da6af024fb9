/**
 * Cost estimates and their revisions (issue 43, item 2): who and when set by the CMS and not
 * forgeable, a reason required, amounts refused when negative, fractional or too large (nothing
 * saved), the 24-hour clock and the overdue list, "family informed" once, the patient's look-up by
 * reference and phone (a wrong phone answered as an unknown reference), its rate limit, and the
 * desk's routes closed to anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CostEstimate, PatientEstimate } from '@hospital/contract';
import { startCms, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { ESTIMATE_UID, REVISION_UID } from '../../src/api/cost-estimate/estimate/record';

let cms: RunningCms;
let admin: SiteUser;
let requestId = 0;
let requestReference = '';

const PROXY_SECRET = 'the-site-proxy-secret';
let lastAddress = 0;
const newAddress = () => {
  lastAddress += 1;
  return `10.43.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};
const fromAddress = (address: string) => ({ 'X-Forwarded-For': address, 'X-Proxy-Secret': PROXY_SECRET });

const amounts = {
  room_rupees: 40000,
  procedure_rupees: 150000,
  medicines_rupees: 25000,
  investigations_rupees: 12000,
  other_rupees: 3000,
};
const HOUR = 3_600_000;

const create = (json: Record<string, unknown>, token = admin.token) =>
  cms.requestJson<CostEstimate & Record<string, unknown>>('/estimates/', { json, token });
const revise = (id: number, json: Record<string, unknown>, token = admin.token) =>
  cms.requestJson<CostEstimate & Record<string, unknown>>(`/estimates/${id}/revise/`, { json, token });
const informed = (revisionId: number, json: Record<string, unknown> = {}, token = admin.token) =>
  cms.requestJson<CostEstimate & Record<string, unknown>>(`/estimates/revisions/${revisionId}/informed/`, {
    json,
    token,
  });
const list = (query = '', token = admin.token) => cms.requestJson<CostEstimate[]>(`/estimates/${query}`, { token });
const lookup = (json: Record<string, unknown>, address = newAddress()) =>
  cms.requestJson<PatientEstimate & Record<string, unknown>>('/estimates/lookup/', {
    json,
    headers: fromAddress(address),
  });
const rows = async () => ({
  estimates: await cms.strapi.db.query(ESTIMATE_UID).count({}),
  revisions: await cms.strapi.db.query(REVISION_UID).count({}),
});

beforeAll(async () => {
  cms = await startCms({
    env: { BOOKING_MANAGE_RATE_LIMIT_MAX: '8', PROXY_MAX_IPS: '1', PROXY_SHARED_SECRET: PROXY_SECRET },
  });
  admin = await cms.createUser({ role: 'admin', email: 'desk@example.com' });
  const request = await cms.strapi.documents('api::contact-request.contact-request').create({
    data: { type: 'estimate', name: 'Asha Roy', phone: '+91 98300 12345', message: 'Estimate for a craniotomy' },
  });
  requestId = request.id as number;
  requestReference = request.reference as string;
});
afterAll(() => cms?.stop());

describe('POST /estimates/ (the desk)', () => {
  it('answers an estimate request with its reference, name and phone; its first amounts are revision 0', async () => {
    const answer = await create({
      request: requestId,
      procedure: 'Craniotomy',
      ...amounts,
      created_by: 'forged@x.com',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      reference: requestReference,
      request: requestId,
      name: 'Asha Roy',
      phone: '+91 98300 12345',
      procedure: 'Craniotomy',
      created_by: 'desk@example.com',
      amounts: { room: 40000, procedure: 150000, medicines: 25000, investigations: 12000, other: 3000 },
      total: 230000,
      revisions: [],
    });
    expect(requestReference).toMatch(/^NH-\d{4}$/);
    // A second estimate for the same request is refused: revise the first.
    expect((await create({ request: requestId, procedure: 'Again', ...amounts })).status).toBe(409);
  });

  it('gives an estimate the desk entered its own reference in the same form', async () => {
    const answer = await create({ name: 'Ravi Das', phone: '98311 00000', procedure: 'Spinal fusion', ...amounts });
    expect(answer.status).toBe(201);
    expect(answer.body.reference).toMatch(/^ES-\d{4}$/);
    expect(answer.body.request).toBeNull();
  });

  it('refuses a request that is not an estimate request, or none', async () => {
    const contact = await cms.strapi.documents('api::contact-request.contact-request').create({
      data: { type: 'contact', name: 'X', phone: '98300 00001', message: 'Hello' },
    });
    const before = await rows();
    expect((await create({ request: contact.id, procedure: 'X', ...amounts })).status).toBe(400);
    expect((await create({ request: 999999, procedure: 'X', ...amounts })).status).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('refuses negative, fractional, huge or missing amounts on their fields, saving nothing', async () => {
    const before = await rows();
    for (const [field, value] of [
      ['room_rupees', -1],
      ['procedure_rupees', 1500.5],
      ['medicines_rupees', '12,000'],
      ['investigations_rupees', 10_000_001],
      ['other_rupees', 1e21],
      ['room_rupees', 'lots'],
    ] as const) {
      const answer = await create({ name: 'A', phone: '98300 00002', procedure: 'X', ...amounts, [field]: value });
      expect(answer.status, `${field}=${value}`).toBe(400);
      expect(Object.keys(answer.body), `${field}=${value}`).toEqual([field]);
    }
    const { room_rupees: _room, ...withoutRoom } = amounts;
    expect((await create({ name: 'A', phone: '98300 00002', procedure: 'X', ...withoutRoom })).body).toMatchObject({
      room_rupees: ['This field is required.'],
    });
    expect((await create({ name: 'A', phone: '98300 00002', ...amounts })).body).toHaveProperty('procedure');
    expect(await rows()).toEqual(before);
  });
});

describe('revisions and their 24-hour clock', () => {
  it('records who and when from the server, not the body, and requires a reason', async () => {
    const estimate = (
      await create({ name: 'Mita Paul', phone: '98300 11111', procedure: 'Aneurysm coiling', ...amounts })
    ).body;
    const before = await rows();
    const noReason = await revise(estimate.id, { ...amounts, room_rupees: 60000, reason: '   ' });
    expect(noReason).toMatchObject({ status: 400, body: { reason: ['This field is required.'] } });
    const badAmount = await revise(estimate.id, { ...amounts, room_rupees: -5, reason: 'ICU' });
    expect(badAmount.status).toBe(400);
    expect(await rows()).toEqual(before);

    const forgedAt = '2020-01-01T00:00:00.000Z';
    const started = Date.now();
    const answer = await revise(estimate.id, {
      ...amounts,
      room_rupees: 60000,
      reason: 'Two more days in the ICU',
      revised_at: forgedAt,
      revised_by: 'someone@else.com',
      family_informed_at: forgedAt,
    });
    expect(answer.status).toBe(201);
    const [revision] = answer.body.revisions;
    expect(revision).toMatchObject({
      number: 1,
      revised_by: 'desk@example.com',
      reason: 'Two more days in the ICU',
      total: 250000,
      family_informed_at: null,
      overdue: false,
    });
    expect(Date.parse(revision.revised_at)).toBeGreaterThanOrEqual(started - 1000);
    expect(Date.parse(revision.due_at) - Date.parse(revision.revised_at)).toBe(24 * HOUR);
    expect((await revise(999999, { ...amounts, reason: 'x' })).status).toBe(404);
  });

  it('is overdue after 24 hours without "family informed", and listed and counted as overdue until informed', async () => {
    const estimate = (await create({ name: 'Overdue', phone: '98300 22222', procedure: 'VP shunt', ...amounts })).body;
    const revised = (await revise(estimate.id, { ...amounts, medicines_rupees: 40000, reason: 'Antibiotics' })).body;
    const revisionId = revised.revisions[0].id;
    expect((await list('?overdue=true')).body.map((e) => e.id)).not.toContain(estimate.id);

    // 25 hours ago, as the clock reads it.
    await cms.strapi.db
      .query(REVISION_UID)
      .update({ where: { id: revisionId }, data: { revised_at: new Date(Date.now() - 25 * HOUR) } });
    const overdue = (await list('?overdue=true')).body;
    expect(overdue.map((e) => e.id)).toContain(estimate.id);
    expect(overdue.find((e) => e.id === estimate.id)?.revisions[0]).toMatchObject({ overdue: true });
    const everything = (await list()).body;
    expect(everything.length).toBeGreaterThan(overdue.length);

    const told = await informed(revisionId, { family_informed_by: 'forged@x.com', family_informed_at: '2020-01-01' });
    expect(told.status).toBe(200);
    expect(told.body.revisions[0]).toMatchObject({ overdue: false, family_informed_by: 'desk@example.com' });
    expect(Date.now() - Date.parse(told.body.revisions[0].family_informed_at ?? '')).toBeLessThan(60_000);
    expect((await list('?overdue=true')).body.map((e) => e.id)).not.toContain(estimate.id);
    // Once: a second click does not move the moment or the name.
    expect((await informed(revisionId)).status).toBe(409);
    expect((await informed(999999)).status).toBe(404);
  });
});

describe('hostile input and two desks at once', () => {
  it('refuses an over-long reason or procedure and a request id that is not one, saving nothing', async () => {
    const estimate = (await create({ name: 'Hostile', phone: '98300 44444', procedure: 'X', ...amounts })).body;
    const before = await rows();
    expect((await revise(estimate.id, { ...amounts, reason: 'x'.repeat(1001) })).body).toHaveProperty('reason');
    expect(
      (await create({ name: 'A', phone: '98300 44444', procedure: 'p'.repeat(201), ...amounts })).body,
    ).toHaveProperty('procedure');
    expect((await create({ request: '1 OR 1=1', procedure: 'X', ...amounts })).status).toBe(404);
    expect((await create({ request: { $ne: null }, procedure: 'X', ...amounts })).status).toBe(404);
    expect((await revise(estimate.id, { ...amounts, room_rupees: { $gt: 0 }, reason: 'x' })).status).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('records "family informed" once when two desks click at once', async () => {
    const estimate = (await create({ name: 'Twice', phone: '98300 55555', procedure: 'X', ...amounts })).body;
    const revisionId = (await revise(estimate.id, { ...amounts, reason: 'More tests' })).body.revisions[0].id;
    const other = await cms.createUser({ role: 'admin', email: 'other-desk@example.com' });
    const answers = await Promise.all([informed(revisionId), informed(revisionId, {}, other.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stored = (await list()).body.find((e) => e.id === estimate.id)?.revisions[0];
    const winner = answers.find((answer) => answer.status === 200)?.body.revisions[0];
    expect(stored?.family_informed_by).toBe(winner?.family_informed_by);
    expect(stored?.family_informed_at).toBe(winner?.family_informed_at);
  });
});

describe('POST /estimates/lookup/ (the patient)', () => {
  it('answers the estimate and its revisions with each change, never the phone or the desk', async () => {
    const estimate = (
      await create({ name: 'Lookup', phone: '+91 98300 33333', procedure: 'Tumour excision', ...amounts })
    ).body;
    await revise(estimate.id, { ...amounts, room_rupees: 70000, reason: 'A longer stay' });
    await revise(estimate.id, { ...amounts, room_rupees: 50000, reason: 'Home a day early' });
    const typedLower = estimate.reference.toLowerCase().replace('-', ' ');
    const answer = await lookup({ reference: typedLower, phone: '098300 33333' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({ reference: estimate.reference, total: 230000 });
    expect(answer.body.revisions.map((r) => [r.number, r.total, r.change, r.reason])).toEqual([
      [1, 260000, 30000, 'A longer stay'],
      [2, 240000, -20000, 'Home a day early'],
    ]);
    expect(JSON.stringify(answer.body)).not.toMatch(/98300|desk@example\.com/);
  });

  it('answers a wrong phone exactly as an unknown reference', async () => {
    const wrongPhone = await lookup({ reference: requestReference, phone: '98300 99999' });
    const unknown = await lookup({ reference: 'NH-9999', phone: '98300 12345' });
    expect(wrongPhone.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrongPhone.body).toEqual(unknown.body);
    expect((await lookup({ reference: '', phone: '' })).status).toBe(400);
  });

  it('is rate-limited per client address', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1)
      statuses.push((await lookup({ reference: `NH-${1000 + i}`, phone: '98300 12345' }, address)).status);
    expect(statuses.slice(0, 8).every((status) => status === 404)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});

describe("the desk's routes", () => {
  it('are closed to visitors and to a signed-in user who is not an admin', async () => {
    const visitor = await cms.createUser({ role: 'authenticated' });
    for (const token of [undefined, visitor.token]) {
      const status = token ? 403 : 401;
      expect((await cms.requestJson('/estimates/', { token })).status).toBe(status);
      expect((await cms.requestJson('/estimates/', { json: { procedure: 'X', ...amounts }, token })).status).toBe(
        status,
      );
      expect((await cms.requestJson('/estimates/1/revise/', { json: { reason: 'x', ...amounts }, token })).status).toBe(
        status,
      );
      expect((await cms.requestJson('/estimates/revisions/1/informed/', { json: {}, token })).status).toBe(status);
    }
  });
});
