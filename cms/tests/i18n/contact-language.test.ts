/**
 * A patient writes from the Bengali or Hindi page: the request reaches the same desk, which sees
 * the language in its list, the request and the CSV, so it can call back in it. Anything but en,
 * bn or hi is refused on `language`, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hospital/contract';
import { startCmsWithAdmin, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { RELAXED_LIMITS } from '../api/support';

let cms: RunningCms;
let admin: SiteUser;

beforeAll(async () => {
  ({ cms, admin } = await startCmsWithAdmin({ env: RELAXED_LIMITS }));
});
afterAll(async () => {
  await cms?.stop();
});

const send = (json: Record<string, unknown>) =>
  cms.requestJson<Record<string, unknown>>('/contact-requests/', { method: 'POST', json });
const stored = () => cms.strapi.db.query('api::contact-request.contact-request').count();

describe("a contact request's language", () => {
  it('is stored and shown to the desk in the list, the request and the CSV', async () => {
    const sent = await send({ name: 'মিতা সেন', phone: '+91 98300 11111', message: 'মাথাব্যথা', language: 'bn' });
    expect(sent.status).toBe(201);
    expect(sent.body.language).toBe('bn');
    const id = sent.body.id as number;
    const one = await cms.requestJson<Record<string, unknown>>(`/contact-requests/${id}/`, { token: admin.token });
    expect(one.body.language).toBe('bn');
    const list = await cms.requestJson<Array<Record<string, unknown>>>('/contact-requests/', { token: admin.token });
    expect(list.body.find((row) => row.id === id)?.language).toBe('bn');
    const csv = (await (await cms.request('/contact-requests/export/', { token: admin.token })).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The call log comes last (empty for a new request), the language just before it.
    expect(csv[0].split(',').slice(-2)).toEqual(['Language', 'Call log']);
    expect(
      csv
        .find((line) => line.startsWith(`${String(sent.body.reference)},`))
        ?.split(',')
        .at(-2),
    ).toBe('bn');
  });

  it('is Hindi for every request type that says so, and English when the form does not say', async () => {
    expect(
      (await send({ type: 'feedback', kind: 'compliment', message: 'बहुत अच्छा', language: 'hi' })).body.language,
    ).toBe('hi');
    expect((await send({ name: 'Asha Roy', phone: '+91 98300 22222' })).body.language).toBe('en');
  });

  it('refuses anything else on language and stores nothing', async () => {
    const before = await stored();
    for (const language of ['fr', 'BN', 'bn-IN', '../', 'x'.repeat(5000)]) {
      const { status, body } = await send({ name: 'Asha Roy', phone: '+91 98300 33333', language });
      expect(status, language.slice(0, 10)).toBe(400);
      expect(body).toEqual({
        language: [MESSAGES.invalidChoice(language.slice(0, 100))],
        codes: { language: [{ code: 'invalid_choice' }] },
      });
    }
    for (const language of [['bn'], { bn: true }, 1]) {
      const { status, body } = await send({ name: 'Asha Roy', phone: '+91 98300 33333', language });
      expect(status, JSON.stringify(language)).toBe(400);
      expect(Object.keys(body).sort()).toEqual(['codes', 'language']);
    }
    expect(await stored()).toBe(before);
  });
});
