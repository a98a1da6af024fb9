/**
 * A translator opens an existing translation in Strapi's panel and sees its words (issue 38: every
 * field of a Bengali entry showed "No permissions to see this field"). The panel decides what it
 * shows from the signed-in user's own permissions (/admin/users/me/permissions): a field is shown
 * only when a read permission for the type names it, and editable only when an update one does.
 * So the translator's read must name every field of every translated type, in English and their
 * own language, and the update only the word fields and the review mark, in their own language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from '@hospital/test-support/harness';
import { panelLogin, panelRequest } from '../site-content/panel-support';

let cms: RunningCms;
const PASSWORD = 'Translator-password1';
const FACILITY = 'api::facility.facility';
const FACILITIES = `/content-manager/collection-types/${FACILITY}`;

interface Permission {
  action: string;
  subject: string | null;
  properties: { fields?: string[]; locales?: string[] };
}

async function loginWithRole(code: string): Promise<string> {
  const role = (await cms.strapi.db.query('admin::role').findOne({ where: { code } })) as { id: number };
  return panelLogin(cms, role.id, `${code}-reading@tests.example.com`, PASSWORD);
}

async function ownPermissions(token: string): Promise<Permission[]> {
  const { status, body } = await panelRequest(cms, 'GET', '/admin/users/me/permissions', token);
  expect(status).toBe(200);
  return body.data as Permission[];
}

const version = async (documentId: string, locale: string) =>
  (await cms.strapi.documents(FACILITY).findFirst({ locale, filters: { documentId } })) as Record<
    string,
    unknown
  > | null;

/** The hospital's translated types, i.e. the ones whose schema says `i18n.localized`. */
function translatedTypes(): string[] {
  return Object.entries(cms.strapi.contentTypes)
    .filter(
      ([uid, type]) =>
        uid.startsWith('api::') &&
        (type as { pluginOptions?: { i18n?: { localized?: boolean } } }).pluginOptions?.i18n?.localized === true,
    )
    .map(([uid]) => uid);
}

/** Kept by Strapi itself, never shown as an input. */
const SYSTEM_FIELDS = ['createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'localizations', 'locale'];

let bengali: string;
let hindi: string;
let emergency: string;

beforeAll(async () => {
  cms = await startCms();
  bengali = await loginWithRole('translator-bn');
  hindi = await loginWithRole('translator-hi');
  const found = await cms.strapi.documents(FACILITY).findFirst({ filters: { heading: 'Emergency' } });
  emergency = found!.documentId;
});
afterAll(async () => {
  await cms?.stop();
});

describe("what the panel lets the Bengali translator see (the panel's own permission list)", () => {
  it.each([
    ['translator-bn', 'bn'],
    ['translator-hi', 'hi'],
  ])(
    '%s: names every field of every translated type for reading, in English and its language only',
    async (code, language) => {
      const permissions = await ownPermissions(code === 'translator-bn' ? bengali : hindi);
      const types = translatedTypes();
      expect(types.length).toBeGreaterThan(5);
      for (const subject of types) {
        const reads = permissions.filter(
          (permission) =>
            permission.subject === subject && permission.action === 'plugin::content-manager.explorer.read',
        );
        expect(reads, subject).toHaveLength(1);
        const [read] = reads;
        expect(read.properties.locales?.sort(), subject).toEqual([language, 'en'].sort());
        const attributes = Object.keys(cms.strapi.contentType(subject as never).attributes);
        // Every field the editor fills in is named (a component's fields by their dotted path).
        for (const name of attributes.filter((attribute) => !SYSTEM_FIELDS.includes(attribute))) {
          expect(
            read.properties.fields?.some((field) => field === name || field.startsWith(`${name}.`)),
            `${subject} ${name}`,
          ).toBe(true);
        }
      }
    },
  );

  it('names only the word fields and the review mark for updating, in Bengali only', async () => {
    const permissions = await ownPermissions(bengali);
    const update = permissions.find(
      (permission) =>
        permission.subject === FACILITY && permission.action === 'plugin::content-manager.explorer.update',
    );
    expect(update?.properties.locales).toEqual(['bn']);
    expect(update?.properties.fields?.sort()).toEqual(['content', 'heading', 'reviewed_by_native_speaker']);
  });

  it('gives no delete, publish, Media Library upload or settings right', async () => {
    const actions = new Set((await ownPermissions(bengali)).map((permission) => permission.action));
    expect([...actions].sort()).toEqual([
      'plugin::content-manager.explorer.create',
      'plugin::content-manager.explorer.read',
      'plugin::content-manager.explorer.update',
    ]);
    expect((await panelRequest(cms, 'GET', '/admin/roles', bengali)).status).toBe(403);
    expect((await panelRequest(cms, 'GET', '/admin/users', bengali)).status).toBe(403);
  });
});

describe('the Bengali translator through the Content Manager (what the panel calls)', () => {
  it('reads the Bengali Emergency with its words, and the English one to translate from', async () => {
    const bn = await panelRequest(cms, 'GET', `${FACILITIES}/${emergency}?locale=bn`, bengali);
    expect(bn.status).toBe(200);
    const data = bn.body.data as Record<string, unknown>;
    expect(data.heading).toBe((await version(emergency, 'bn'))?.heading);
    expect(String(data.content)).toMatch(/[\u0980-\u09FF]/);
    expect(data).toHaveProperty('reviewed_by_native_speaker', false);
    const en = await panelRequest(cms, 'GET', `${FACILITIES}/${emergency}?locale=en`, bengali);
    expect(en.status).toBe(200);
    expect((en.body.data as Record<string, unknown>).heading).toBe('Emergency');
  });

  it('cannot open the Hindi version', async () => {
    expect((await panelRequest(cms, 'GET', `${FACILITIES}/${emergency}?locale=hi`, bengali)).status).toBe(403);
  });

  it('corrects the Bengali words and marks them reviewed, then reads them back', async () => {
    const { status } = await panelRequest(cms, 'PUT', `${FACILITIES}/${emergency}?locale=bn`, bengali, {
      heading: 'জরুরি বিভাগ',
      content: 'দিনরাত খোলা জরুরি বিভাগ (সংশোধিত)।',
      reviewed_by_native_speaker: true,
    });
    expect(status).toBe(200);
    const reread = await panelRequest(cms, 'GET', `${FACILITIES}/${emergency}?locale=bn`, bengali);
    expect(reread.body.data).toMatchObject({
      content: 'দিনরাত খোলা জরুরি বিভাগ (সংশোধিত)।',
      reviewed_by_native_speaker: true,
    });
  });

  it('is refused the English and Hindi versions, which stay exactly as they were', async () => {
    const english = await version(emergency, 'en');
    const hindi = await version(emergency, 'hi');
    for (const locale of ['en', 'hi']) {
      const { status } = await panelRequest(cms, 'PUT', `${FACILITIES}/${emergency}?locale=${locale}`, bengali, {
        heading: 'Overwritten',
        content: 'Overwritten.',
        reviewed_by_native_speaker: true,
      });
      expect(status, locale).toBe(403);
    }
    expect(await version(emergency, 'en')).toEqual(english);
    expect(await version(emergency, 'hi')).toEqual(hindi);
  });
  // Shared fields (phone numbers, e-mail) through a translation: translators.test.ts.
});
