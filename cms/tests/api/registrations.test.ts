/**
 * Verifiable registrations and the payment-fraud notice (issue 43, items 4 and 5): the hospital's
 * HFR ID, accreditation and notice in /site-settings/ (the notice in each language), each doctor's
 * HPR ID in /doctors/, and a malformed ID refused at entry with a message that says what the ID
 * looks like, whether it comes through Strapi's panel (the Document Service) or the legacy write,
 * storing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hospital/contract';
import { startCms, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { validForms } from './support';

let cms: RunningCms;
let admin: SiteUser;

beforeAll(async () => {
  cms = await startCms({ demoContent: true });
  admin = await cms.createUser({ role: 'admin' });
});
afterAll(async () => {
  await cms?.stop();
});

const SETTINGS = 'api::site-setting.site-setting';
const DOCTOR = 'api::doctor.doctor';

type Row = Record<string, unknown>;

async function read<T = Row>(path: string): Promise<T> {
  const { status, body } = await cms.requestJson<T>(path);
  expect(status, path).toBe(200);
  return body;
}

async function settingsId(): Promise<string> {
  const settings = await cms.strapi.documents(SETTINGS).findFirst({});
  return settings!.documentId;
}

/** What the panel does on save: a Document Service update; the error it shows, or none. */
async function panelSave(uid: typeof SETTINGS | typeof DOCTOR, documentId: string, data: Row) {
  try {
    await cms.strapi.documents(uid).update({ documentId, data: data as never });
    return null;
  } catch (error) {
    return error as {
      name: string;
      message: string;
      details?: { errors?: Array<{ path: string[]; message: string }> };
    };
  }
}

/** Well-formed in length or look, but not an ID: each must be refused. */
const HOSTILE = [
  '<script>alert(1)</script>',
  "IN1234567890' OR '1'='1",
  'IN1234567890\n',
  ' IN1234567890',
  'IN12345\u0000890',
  'IN１２３４５６７８９０',
  '71123456789012\u200b',
];

describe('the hospital’s registrations and notice (/site-settings/)', () => {
  it('answers the seeded HFR ID, accreditation and payment-fraud notice, flagged as demo values', async () => {
    expect(await read('/site-settings/')).toMatchObject({
      licence_number: 'WBCE/KOL/2025/000123',
      hfr_id: 'INDEMO000123',
      accreditation: { body: 'NABH', certificate_number: 'NABH-DEMO-2025-0123', valid_until: '2028-03-31' },
      demo_registrations: true,
      payment_notice: expect.stringContaining('never ask for an OTP'),
    });
  });

  it('answers the notice in Bengali and Hindi, the IDs being the same in every language', async () => {
    const english = await read('/site-settings/');
    const bengali = await read('/site-settings/?locale=bn');
    const hindi = await read('/site-settings/?locale=hi');
    expect(bengali.payment_notice).toContain('ওটিপি');
    expect(hindi.payment_notice).toContain('ओटीपी');
    for (const answer of [bengali, hindi]) {
      for (const shared of ['hfr_id', 'accreditation', 'demo_registrations', 'licence_number'])
        expect(answer[shared], shared).toEqual(english[shared]);
    }
  });

  it('takes a well-formed HFR ID from the panel and shows it on the next read; empty clears it', async () => {
    const id = await settingsId();
    expect(await panelSave(SETTINGS, id, { hfr_id: 'IN1910000123', demo_registrations: false })).toBeNull();
    expect(await read('/site-settings/')).toMatchObject({ hfr_id: 'IN1910000123', demo_registrations: false });
    expect(await panelSave(SETTINGS, id, { hfr_id: '' })).toBeNull();
    expect((await read('/site-settings/')).hfr_id).toBeNull();
    expect(await panelSave(SETTINGS, id, { hfr_id: 'INDEMO000123', demo_registrations: true })).toBeNull();
  });

  it.each([
    ['too short', 'IN12345'],
    ['too long', 'IN12345678901'],
    ['in lower case', 'in1234567890'],
    ['without IN', 'XX1234567890'],
    ['with spaces', 'IN 1234 5678 90'],
    ...HOSTILE.map((value) => ['hostile', value]),
  ])('refuses an HFR ID %s (%j) with a message on the field, keeping the stored one', async (_why, value) => {
    const error = await panelSave(SETTINGS, await settingsId(), { hfr_id: value });
    expect(error?.name).toBe('ValidationError');
    expect(error?.details?.errors).toEqual([
      expect.objectContaining({ path: ['hfr_id'], message: MESSAGES.hfrIdInvalid }),
    ]);
    expect((await read('/site-settings/')).hfr_id).toBe('INDEMO000123');
  });

  it('answers no accreditation when no body is named, whatever number is left', async () => {
    const id = await settingsId();
    expect(await panelSave(SETTINGS, id, { accreditation_body: '  ' })).toBeNull();
    expect((await read('/site-settings/')).accreditation).toBeNull();
    expect(await panelSave(SETTINGS, id, { accreditation_body: 'NABH' })).toBeNull();
    expect((await read('/site-settings/')).accreditation).toMatchObject({ body: 'NABH' });
  });
});

describe('a doctor’s HPR ID (/doctors/)', () => {
  const post = async (extra: Record<string, string>) =>
    cms.requestJson<Row>('/doctors/', { form: await validForms.doctor(extra), token: admin.token });

  it('takes 14 digits through the legacy write and answers them; a doctor without one answers null', async () => {
    const { status, body } = await post({ name: 'Dr. Hpr Given', hpr_id: ' 71123456789012 ' });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.hpr_id).toBe('71123456789012');
    const without = await post({ name: 'Dr. Hpr Absent' });
    expect(without.body.hpr_id).toBeNull();
    const listed = await read<Row[]>('/doctors/');
    expect(listed.find((row) => row.id === body.id)?.hpr_id).toBe('71123456789012');
  });

  it.each([
    ['13 digits', '7112345678901'],
    ['15 digits', '711234567890123'],
    ['grouped with dashes', '71-1234-5678-9012'],
    ['in Bengali digits', '৭১১২৩৪৫৬৭৮৯০১২'],
    ['letters', '71ABCDEFGHIJKL'],
    ...HOSTILE.map((value) => ['hostile', value]),
  ])('refuses an HPR ID %s (%j) in the legacy write with the message, storing nothing', async (_why, value) => {
    const before = (await read<Row[]>('/doctors/')).length;
    const { status, body } = await post({ name: 'Dr. Refused', hpr_id: value });
    expect(status).toBe(400);
    // Control characters and a text too long for the field are refused first, each with its own
    // message (as in every legacy write); anything else hears what an HPR ID is.
    // eslint-disable-next-line no-control-regex -- "has a control character" is the rule itself.
    const expected = /[\u0000-\u001f]/.test(value)
      ? MESSAGES.controlCharacters
      : value.trim().length > 14
        ? MESSAGES.maxLength(14)
        : MESSAGES.hprIdInvalid;
    expect(body.hpr_id).toEqual([expected]);
    expect((await read<Row[]>('/doctors/')).length).toBe(before);
  });

  it.each([['13 digits', '7112345678901'], ['grouped', '71-1234-5678-9012'], ...HOSTILE.map((v) => ['hostile', v])])(
    'refuses an HPR ID %s (%j) from the panel with the message on the field',
    async (_why, value) => {
      const doctor = await cms.strapi.documents(DOCTOR).findFirst({});
      const error = await panelSave(DOCTOR, doctor!.documentId, { hpr_id: value });
      expect(error?.details?.errors).toEqual([
        expect.objectContaining({ path: ['hpr_id'], message: MESSAGES.hprIdInvalid }),
      ]);
      const stored = await cms.strapi.documents(DOCTOR).findOne({ documentId: doctor!.documentId });
      expect((stored as Row).hpr_id ?? null).toBeNull();
    },
  );
});
