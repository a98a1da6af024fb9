/**
 * The editors' "Missing translations" page (Strapi's panel, read from the admin route
 * GET /missing-translations): per translated type and language, what a Bengali or Hindi visitor
 * still reads in English, and what awaits a native speaker's review. Editors and the super admin
 * read it; a translator, a visitor and a site account do not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from '@hospital/test-support/harness';
import { panelLogin, panelRequest } from '../site-content/panel-support';

let cms: RunningCms;
const PASSWORD = 'Missing-translations1';
const FACILITY = 'api::facility.facility';
const FACILITIES = `/content-manager/collection-types/${FACILITY}`;

interface Ref {
  documentId: string;
  name: string;
}
interface Gaps {
  untranslated: Ref[];
  incomplete: Array<Ref & { fields: string[] }>;
  awaitingReview: Ref[];
}
interface TypeGaps {
  uid: string;
  name: string;
  kind: string;
  entries: number;
  languages: { bn: Gaps; hi: Gaps };
}

async function loginWithRole(code: string, who: string): Promise<string> {
  const role = (await cms.strapi.db.query('admin::role').findOne({ where: { code } })) as { id: number };
  return panelLogin(cms, role.id, `${who}@tests.example.com`, PASSWORD);
}

async function report(token: string): Promise<TypeGaps[]> {
  const { status, body } = await panelRequest(cms, 'GET', '/missing-translations', token);
  expect(status).toBe(200);
  return body.data as TypeGaps[];
}

const facilities = async (token: string) => (await report(token)).find((type) => type.uid === FACILITY)!;
const names = (refs: Ref[]) => refs.map((ref) => ref.name);

let editor: string;
let bengali: string;
let icu: string;
let emergency: string;

beforeAll(async () => {
  cms = await startCms();
  editor = await loginWithRole('strapi-editor', 'missing-editor');
  bengali = await loginWithRole('translator-bn', 'missing-translator');
  icu = (await cms.strapi.documents(FACILITY).findFirst({ filters: { heading: 'Neuro ICU' } }))!.documentId;
  // The seed translates every facility: Neuro ICU is made wholly English again, as a new entry is.
  for (const locale of ['bn', 'hi']) await cms.strapi.documents(FACILITY).delete({ documentId: icu, locale });
  emergency = (await cms.strapi.documents(FACILITY).findFirst({ filters: { heading: 'Emergency' } }))!.documentId;
});
afterAll(async () => {
  await cms?.stop();
});

describe('the Missing translations page, as an editor reads it', () => {
  it('lists every translated type once, each with its entries counted', async () => {
    const types = await report(editor);
    const translated = Object.entries(cms.strapi.contentTypes)
      .filter(
        ([uid, type]) =>
          uid.startsWith('api::') &&
          (type as { pluginOptions?: { i18n?: { localized?: boolean } } }).pluginOptions?.i18n?.localized,
      )
      .map(([uid]) => uid)
      .sort();
    expect(types.map((type) => type.uid).sort()).toEqual(translated);
    const facility = types.find((type) => type.uid === FACILITY)!;
    expect(facility.name).toBe('Facility');
    expect(facility.entries).toBe(await cms.strapi.documents(FACILITY).count({ locale: 'en' }));
  });

  it('names the facilities still wholly English in each language, and the seeded ones awaiting review', async () => {
    const facility = await facilities(editor);
    for (const language of ['bn', 'hi'] as const) {
      expect(names(facility.languages[language].untranslated), language).toContain('Neuro ICU');
      expect(names(facility.languages[language].untranslated), language).not.toContain('Emergency');
      // The demo translations are seeded "not yet reviewed by a native speaker".
      expect(names(facility.languages[language].awaitingReview), language).toContain('Emergency');
    }
  });

  it('follows a translator: a new Bengali version leaves "untranslated", a review mark leaves "awaiting review"', async () => {
    expect(
      (
        await panelRequest(cms, 'PUT', `${FACILITIES}/${icu}?locale=bn`, bengali, {
          heading: 'নিউরো আইসিইউ',
          content: 'নিউরো আইসিইউ-তে দিনরাত বিশেষজ্ঞ নার্স ও চিকিৎসক থাকেন।',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await panelRequest(cms, 'PUT', `${FACILITIES}/${emergency}?locale=bn`, bengali, {
          reviewed_by_native_speaker: true,
        })
      ).status,
    ).toBe(200);
    const facility = await facilities(editor);
    expect(names(facility.languages.bn.untranslated)).not.toContain('Neuro ICU');
    expect(names(facility.languages.bn.awaitingReview)).toContain('Neuro ICU');
    expect(names(facility.languages.bn.awaitingReview)).not.toContain('Emergency');
    // Hindi is another language's list: untouched.
    expect(names(facility.languages.hi.untranslated)).toContain('Neuro ICU');
    expect(names(facility.languages.hi.awaitingReview)).toContain('Emergency');
  });

  it('names a translation that leaves a word field empty, by the label the panel shows', async () => {
    // A version saved before the English text was written (or emptied since): the site shows English there.
    await cms.strapi.db.query(FACILITY).update({ where: { documentId: icu, locale: 'bn' }, data: { content: '' } });
    const facility = await facilities(editor);
    expect(facility.languages.bn.incomplete).toContainEqual({ documentId: icu, name: 'Neuro ICU', fields: ['Text'] });
  });
});

describe('who reads it', () => {
  it('the super admin', async () => {
    const superAdmin = await loginWithRole('strapi-super-admin', 'missing-super');
    expect((await report(superAdmin)).length).toBeGreaterThan(5);
  });

  it('not a translator, a site admin, nor anyone without a panel session', async () => {
    expect((await panelRequest(cms, 'GET', '/missing-translations', bengali)).status).toBe(403);
    expect((await panelRequest(cms, 'GET', '/missing-translations')).status).toBe(401);
    expect((await panelRequest(cms, 'GET', '/missing-translations', 'not-a-token')).status).toBe(401);
    // An admin of the site's own /admin screens is not a panel user.
    const siteAdmin = await cms.createUser({ role: 'admin' });
    expect((await panelRequest(cms, 'GET', '/missing-translations', siteAdmin.token)).status).toBe(401);
    // Nor may anyone write through it.
    expect((await panelRequest(cms, 'POST', '/missing-translations', editor, {})).status).toBe(405);
    // The site's API has no such route.
    expect((await panelRequest(cms, 'GET', '/api/missing-translations')).status).toBe(404);
  });

  it("is in the editor's own rights (the panel shows its menu item from them), not the translator's", async () => {
    const rights = async (token: string) =>
      (
        (await panelRequest(cms, 'GET', '/admin/users/me/permissions', token)).body.data as Array<{ action: string }>
      ).map((permission) => permission.action);
    expect(await rights(editor)).toContain('api::missing-translations.read');
    expect(await rights(bengali)).not.toContain('api::missing-translations.read');
  });
});
