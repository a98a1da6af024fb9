/**
 * The schemes and insurers the hospital accepts (/schemes/, issue 43): seeded once as demo
 * entries in English, Bengali and Hindi, read publicly in one shape per language (English where a
 * version is missing), changed by an editor in the very next read; Strapi refuses an entry that
 * breaks the schema's rules, and nobody writes them through the public API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from '@hospital/test-support/harness';
import { ISO_TIME } from '../api/support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

const UID = 'api::scheme.scheme';

interface SchemeAnswer {
  id: number;
  card_key: string;
  name: string;
  kind: string;
  covers: string[];
  claim: string;
  documents: string[];
  help_desk: { phone: { display: string; digits: string }; email: string | null; hours: string | null };
  as_of: string;
  demo_entry: boolean;
  updated_at: string;
  partly_english?: boolean;
}

/** An entry the schema takes, for the refusals to break one field of. */
const A_SCHEME = {
  name: 'A scheme',
  card_key: 'a-scheme',
  kind: 'insurer',
  covers: 'Admission.',
  claim: 'cashless',
  documents: 'The card',
  help_desk_phone: '033 4012 3470',
  as_of: '2026-11-20',
} as const;

const read = async (path: string) => {
  const { status, body } = await cms.requestJson<SchemeAnswer[]>(path);
  expect(status, path).toBe(200);
  return body;
};

describe('GET /schemes/', () => {
  it('answers the six seeded schemes patients ask about, each flagged as a demo entry with its as-of date', async () => {
    const body = await read('/schemes/');
    expect(body.map((scheme) => scheme.card_key)).toEqual([
      'swasthya-sathi',
      'pm-jay',
      'cghs',
      'echs',
      'wbhs',
      'star-health-medi-assist',
    ]);
    expect(body[2]).toEqual({
      id: expect.any(Number),
      card_key: 'cghs',
      name: 'CGHS (Central Government Health Scheme)',
      kind: 'government_scheme',
      covers: [expect.stringContaining('CGHS rates'), expect.stringContaining('Serving employees')],
      claim: 'both',
      documents: [
        'The CGHS card',
        expect.stringContaining('referral letter'),
        expect.stringContaining('photo identity'),
      ],
      help_desk: {
        phone: { display: '033 4012 3470', digits: '913340123470' },
        email: 'insurance@neurosciences-hospital.example',
        hours: expect.stringContaining('Monday to Saturday'),
      },
      as_of: '2026-11-01',
      demo_entry: true,
      updated_at: expect.stringMatching(ISO_TIME),
    });
    expect(body.every((scheme) => scheme.demo_entry && scheme.as_of === '2026-11-01')).toBe(true);
    expect(body.find((scheme) => scheme.card_key === 'star-health-medi-assist')?.kind).toBe('tpa');
    expect(body.some((scheme) => 'partly_english' in scheme)).toBe(false);
  });

  it('answers in Bengali and Hindi, and in English, marked, where an entry has no version in the language', async () => {
    const bengali = await read('/schemes/?locale=bn');
    const cghs = bengali.find((scheme) => scheme.card_key === 'cghs')!;
    expect(cghs.name).toMatch(/[\u0980-\u09FF]/);
    expect(cghs.documents.join(' ')).toMatch(/[\u0980-\u09FF]/);
    // What is not words is shared: the number to dial, the date, how it pays.
    expect(cghs).toMatchObject({ claim: 'both', as_of: '2026-11-01', partly_english: false });
    expect(cghs.help_desk.phone.digits).toBe('913340123470');
    const hindi = await read('/schemes/?locale=hi');
    expect(hindi.find((scheme) => scheme.card_key === 'echs')!.name).toMatch(/[\u0900-\u097F]/);

    // An entry an editor adds in English only is read in English on the Bengali page, and says so.
    await cms.strapi.documents(UID).create({
      data: {
        name: 'Indian Railways UMID',
        card_key: 'railways-umid',
        kind: 'employer',
        covers: 'Admission on referral from a railway hospital.',
        claim: 'cashless',
        documents: 'The UMID card\nThe railway referral',
        help_desk_phone: '033 4012 3470',
        as_of: '2026-11-20',
      },
    });
    const after = await read('/schemes/?locale=bn');
    expect(after.find((scheme) => scheme.card_key === 'railways-umid')).toMatchObject({
      name: 'Indian Railways UMID',
      documents: ['The UMID card', 'The railway referral'],
      help_desk: { email: null, hours: null },
      demo_entry: false,
      partly_english: true,
    });
    expect((await cms.request('/schemes/?locale=fr')).status).toBe(400);
  });

  it("shows an editor's change in the very next read", async () => {
    await read('/schemes/'); // fills the read cache
    const wbhs = await cms.strapi.documents(UID).findFirst({ filters: { card_key: 'wbhs' } });
    await cms.strapi.documents(UID).update({
      documentId: wbhs!.documentId,
      data: { claim: 'reimbursement', as_of: '2026-11-28', demo_entry: false },
    });
    const body = await read('/schemes/');
    expect(body.find((scheme) => scheme.card_key === 'wbhs')).toMatchObject({
      claim: 'reimbursement',
      as_of: '2026-11-28',
      demo_entry: false,
    });
  });

  it('refuses an entry without an as-of date, with a finder key that is not a short word, or an unknown way to pay', async () => {
    const valid = A_SCHEME;
    const broken: Array<Record<string, unknown>> = [
      { as_of: undefined },
      { card_key: 'CGHS card' },
      { card_key: 'x'.repeat(41) },
      { claim: 'cash' },
      { kind: 'friend' },
      { help_desk_phone: 'call us' },
      { name: 'n'.repeat(121) },
    ];
    for (const change of broken) {
      await expect(
        cms.strapi.documents(UID).create({ data: { ...valid, ...change } as never }),
        JSON.stringify(change),
      ).rejects.toThrow();
    }
    expect((await read('/schemes/')).some((scheme) => scheme.name === 'A scheme')).toBe(false);
  });

  it("refuses a finder key another scheme holds, or the finder's own, saying why; a scheme keeps its own in every language", async () => {
    const scheme = (card_key: string) => ({ ...A_SCHEME, name: 'Another CGHS', card_key });
    await expect(cms.strapi.documents(UID).create({ data: scheme('cghs') as never })).rejects.toThrow(
      'The finder key "cghs" is already CGHS (Central Government Health Scheme)\'s: give this scheme a key of its own.',
    );
    await expect(cms.strapi.documents(UID).create({ data: scheme('not-listed') as never })).rejects.toThrow(
      'The finder key "not-listed" is the finder\'s own "card not in this list": choose another.',
    );
    const echs = await cms.strapi.documents(UID).findFirst({ filters: { card_key: 'echs' } });
    await expect(
      cms.strapi.documents(UID).update({ documentId: echs!.documentId, data: { card_key: 'cghs' } as never }),
    ).rejects.toThrow('already CGHS');
    // Its own key, in English and in Bengali, is no clash.
    await cms.strapi
      .documents(UID)
      .update({ documentId: echs!.documentId, data: { card_key: 'echs', as_of: '2026-11-27' } as never });
    await cms.strapi.documents(UID).update({
      documentId: echs!.documentId,
      locale: 'bn',
      data: { card_key: 'echs', as_of: '2026-11-27' } as never,
    });
    const cards = (await read('/schemes/')).map((each) => each.card_key);
    expect(cards.filter((key) => key === 'cghs')).toHaveLength(1);
    expect(cards).toContain('echs');
  });

  it('takes no write from a visitor or an admin through the public API', async () => {
    const admin = await cms.createUser({ role: 'admin' });
    for (const token of [undefined, admin.token]) {
      const response = await cms.request('/schemes/', { method: 'POST', json: { name: 'Any card' }, token });
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
    expect((await read('/schemes/')).some((scheme) => scheme.name === 'Any card')).toBe(false);
  });
});
