/**
 * The translators' roles in Strapi's panel, used as the panel uses them (its Content Manager API):
 * a Bengali translator writes the Bengali version of an entry, new or existing, and nothing else:
 * not the English or Hindi version (not even one that does not exist yet: a gap Strapi leaves,
 * seen on Postgres, closed by src/bootstrap/locale-permissions.ts),
 * not the shared fields (pictures, phone numbers), which Strapi would copy into every language.
 * Editors keep every language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from '@hospital/test-support/harness';
import { panelLogin, panelRequest } from '../site-content/panel-support';

let cms: RunningCms;
const PASSWORD = 'Translator-password1';
const FACILITIES = '/content-manager/collection-types/api::facility.facility';
const SETTINGS = '/content-manager/single-types/api::site-setting.site-setting';

async function loginWithRole(code: string): Promise<string> {
  const role = (await cms.strapi.db.query('admin::role').findOne({ where: { code } })) as { id: number };
  return panelLogin(cms, role.id, `${code}@tests.example.com`, PASSWORD);
}

async function facility(heading: string): Promise<string> {
  const found = await cms.strapi.documents('api::facility.facility').findFirst({ filters: { heading } });
  return found!.documentId;
}

const version = async (documentId: string, locale: string) =>
  (await cms.strapi.documents('api::facility.facility').findFirst({ locale, filters: { documentId } })) as {
    heading: string;
    content: string;
  } | null;

let bengali: string;
let emergency: string;
let icu: string;

beforeAll(async () => {
  cms = await startCms();
  bengali = await loginWithRole('translator-bn');
  emergency = await facility('Emergency');
  icu = await facility('Neuro ICU');
  // An entry not yet translated: the demo content translates every facility.
  for (const locale of ['bn', 'hi'])
    await cms.strapi.documents('api::facility.facility').delete({ documentId: icu, locale });
});
afterAll(async () => {
  await cms?.stop();
});

const write = (token: string, path: string, json: unknown) => panelRequest(cms, 'PUT', path, token, json);

describe('the Bengali translator', () => {
  it('exists beside the Hindi one, with the names editors see in the panel', async () => {
    const roles = (await cms.strapi.db
      .query('admin::role')
      .findMany({ where: { code: { $in: ['translator-bn', 'translator-hi'] } } })) as Array<{ name: string }>;
    expect(roles.map((role) => role.name).sort()).toEqual(['Translator (Bengali)', 'Translator (Hindi)']);
  });

  it('updates the Bengali version of an entry', async () => {
    const { status } = await write(bengali, `${FACILITIES}/${emergency}?locale=bn`, {
      heading: 'জরুরি বিভাগ (সংশোধিত)',
      content: 'সংশোধিত লেখা।',
      reviewed_by_native_speaker: true,
    });
    expect(status).toBe(200);
    expect((await version(emergency, 'bn'))?.heading).toBe('জরুরি বিভাগ (সংশোধিত)');
    const answer = (await cms.requestJson<Array<{ heading: string }>>('/facilities/?locale=bn')).body;
    expect(answer.map((row) => row.heading)).toContain('জরুরি বিভাগ (সংশোধিত)');
  });

  it('is refused the English and Hindi versions of that entry, which stay as they were', async () => {
    const english = await version(emergency, 'en');
    const hindi = await version(emergency, 'hi');
    for (const locale of ['en', 'hi']) {
      const { status } = await write(bengali, `${FACILITIES}/${emergency}?locale=${locale}`, {
        heading: 'Overwritten',
        content: 'Overwritten.',
      });
      expect(status, locale).toBe(403);
    }
    expect(await version(emergency, 'en')).toEqual(english);
    expect(await version(emergency, 'hi')).toEqual(hindi);
  });

  it('creates the Bengali version of an untranslated entry, but not its Hindi one (a gap Strapi leaves)', async () => {
    expect(
      (await write(bengali, `${FACILITIES}/${icu}?locale=hi`, { heading: 'न्यूरो आईसीयू', content: 'x' })).status,
    ).toBe(403);
    expect(await version(icu, 'hi')).toBeNull();
    const created = await write(bengali, `${FACILITIES}/${icu}?locale=bn`, {
      heading: 'নিউরো আইসিইউ',
      content: 'নিউরো আইসিইউ-তে দিনরাত বিশেষজ্ঞ নার্স ও চিকিৎসক থাকেন।',
    });
    expect(created.status).toBe(200);
    expect((await version(icu, 'bn'))?.heading).toBe('নিউরো আইসিইউ');
  });

  it('cannot create a new entry in English or Hindi', async () => {
    const before = await cms.strapi.db.query('api::facility.facility').count();
    for (const locale of ['en', 'hi']) {
      const { status } = await panelRequest(cms, 'POST', `${FACILITIES}?locale=${locale}`, bengali, {
        heading: 'A new facility',
        content: 'Added by a translator.',
      });
      expect(status, locale).toBe(403);
    }
    expect(await cms.strapi.db.query('api::facility.facility').count()).toBe(before);
  });

  it("translates a single type's words but cannot change its shared phone numbers or e-mail", async () => {
    const english = (await cms.requestJson<Record<string, string>>('/site-settings/')).body;
    const { status } = await write(bengali, `${SETTINGS}?locale=bn`, {
      branch_name: 'শিলিগুড়ি শাখা (নতুন)',
      main_mobile: '+91 99999 99999',
      email: 'someone@else.example',
    });
    expect(status).toBe(200);
    const after = (await cms.requestJson<Record<string, string>>('/site-settings/')).body;
    expect(after).toEqual(english);
    expect((await cms.requestJson<Record<string, string>>('/site-settings/?locale=bn')).body.branch_name).toBe(
      'শিলিগুড়ি শাখা (নতুন)',
    );
    expect((await write(bengali, `${SETTINGS}?locale=en`, { branch_name: 'Changed' })).status).toBe(403);
  });

  it('cannot delete a translation or an entry', async () => {
    expect((await panelRequest(cms, 'DELETE', `${FACILITIES}/${emergency}?locale=bn`, bengali)).status).toBe(403);
    expect(await version(emergency, 'bn')).not.toBeNull();
  });
});

describe('an editor', () => {
  it('still writes every language', async () => {
    const editor = await loginWithRole('strapi-editor');
    for (const locale of ['en', 'bn', 'hi']) {
      const { status } = await write(editor, `${FACILITIES}/${emergency}?locale=${locale}`, {
        heading: `Emergency (${locale})`,
        content: 'Edited.',
      });
      expect(status, locale).toBe(200);
      expect((await version(emergency, locale))?.heading).toBe(`Emergency (${locale})`);
    }
  });
});
