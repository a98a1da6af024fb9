/**
 * A newly invited Bengali translator with only Strapi's panel (issue 38's blocker): opens the
 * seeded Bengali Emergency, reads its words, corrects them, marks them reviewed by a native
 * speaker and saves; the site's /bn/department/1 says the correction; after a fresh sign-in the
 * words are still there to read (they used to turn into "No permissions to see this field"); and
 * the same after writing the Bengali version of the Neuro ICU, made untranslated for the journey.
 * Through the panel's own API, the same translator is refused the English and Hindi versions.
 */
import type { Page } from '@playwright/test';
import { CMS_URL } from './browser';
import { findEntry, inviteTranslator, panelCall, panelLogin, signInToPanel } from './panel-api';
import { fetchServedPage } from './served-html';
import { expect, test } from './fixtures';

const FACILITY = 'api::facility.facility';
const FACILITIES = `/content-manager/collection-types/${FACILITY}`;
const CORRECTION = 'সংশোধন: জরুরি বিভাগ দিনরাত খোলা থাকে।';
const ICU = { heading: 'নিউরো আইসিইউ', content: 'নিউরো আইসিইউ-তে দিনরাত বিশেষজ্ঞ নার্স ও চিকিৎসক থাকেন।' };

type Version = { heading: string; content: string; reviewed_by_native_speaker: boolean };

/** A field's value that ends with `text`. */
const endingWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test.describe("a Bengali translator in Strapi's panel", () => {
  // Strapi's panel is its own app (none of the site's hydration waits) and slower to answer.
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  test.use({ actionTimeout: 30_000, siteApp: false });
  let translator: { email: string; password: string };
  let editor: string;
  let emergency: string;
  let original: Version;
  let icu: string;
  let icuId: number;

  let icuSeeded: Version | undefined;

  const versionOf = async (locale: string, documentId = emergency): Promise<Version> => {
    const { status, body } = await panelCall<{ data: Version }>(
      'GET',
      `${FACILITIES}/${documentId}?locale=${locale}`,
      editor,
    );
    expect(status, `the ${locale} Emergency through the Content Manager`).toBe(200);
    return body.data;
  };

  /** An entry's Bengali version in the panel's editor, once its Name field is on screen. */
  const openBengali = async (page: Page, documentId: string) => {
    await page.goto(
      `${CMS_URL}/admin/content-manager/collection-types/${FACILITY}/${documentId}?plugins[i18n][locale]=bn`,
    );
    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.waitFor({ timeout: 60_000 });
    return { name, text: page.getByRole('textbox', { name: /^Text/ }) };
  };

  test.beforeAll(async () => {
    translator = await inviteTranslator('bn');
    editor = await panelLogin();
    emergency = (await findEntry(editor, FACILITY, 1)).documentId;
    original = await versionOf('bn');
    const neuroIcu = await findEntry(editor, FACILITY, 3);
    expect(neuroIcu.heading).toBe('Neuro ICU');
    icu = neuroIcu.documentId;
    icuId = neuroIcu.id;
    // The demo content translates every facility: the Neuro ICU is made untranslated for this
    // journey, as an entry an editor has just added is, and its seeded Bengali put back after.
    icuSeeded = await versionOf('bn', icu);
    await panelCall('DELETE', `${FACILITIES}/${icu}?locale=bn`, editor);
  });
  test.afterAll(async () => {
    // The editor, who writes every language, puts the seeded Bengali back for the other journeys.
    if (original)
      await panelCall('PUT', `${FACILITIES}/${emergency}?locale=bn`, editor, {
        heading: original.heading,
        content: original.content,
        reviewed_by_native_speaker: original.reviewed_by_native_speaker,
      });
    // The Neuro ICU's seeded Bengali version, as it was.
    if (icu && icuSeeded)
      await panelCall('PUT', `${FACILITIES}/${icu}?locale=bn`, editor, {
        heading: icuSeeded.heading,
        content: icuSeeded.content,
        reviewed_by_native_speaker: icuSeeded.reviewed_by_native_speaker,
      });
  });

  test('reads the Bengali Emergency, corrects it, marks it reviewed, and the Bengali page says it', async ({
    page,
  }) => {
    await signInToPanel(page, translator);
    const { name, text } = await openBengali(page, emergency);
    await expect(name, 'the Bengali name is there to read').toHaveValue(original.heading);
    await expect(text, 'and the Bengali text').toHaveValue(original.content);
    await expect(page.getByText('No permissions to see this field')).toHaveCount(0);
    await expect(text, 'the translator may correct the text').toBeEditable();
    await text.fill(`${original.content}\n\n${CORRECTION}`);
    const reviewed = page.getByRole('checkbox', { name: /Reviewed by a native speaker/ });
    await reviewed.check();
    await page.getByRole('button', { name: /^Save$/ }).click();
    await page.getByText(/Saved/).first().waitFor({ timeout: 30_000 });

    const saved = await versionOf('bn');
    expect(saved.content, 'the correction is saved').toMatch(endingWith(CORRECTION));
    expect(saved.reviewed_by_native_speaker, 'and marked reviewed by a native speaker').toBe(true);
    const served = await fetchServedPage('/bn/department/1');
    expect(served.status).toBe(200);
    expect(served.text, "the site's Bengali Emergency page says the correction").toContain(CORRECTION);
  });

  test('still reads the corrected words after signing in afresh', async ({ page }) => {
    await signInToPanel(page, translator);
    const { text } = await openBengali(page, emergency);
    await expect(text, 'the corrected text is there to read').toHaveValue(endingWith(CORRECTION));
    await expect(page.getByText('No permissions to see this field')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /Reviewed by a native speaker/ })).toBeChecked();
  });

  test('writes the Bengali Neuro ICU, which has none yet, and reads it back after saving', async ({ page }) => {
    await signInToPanel(page, translator);
    const empty = await openBengali(page, icu);
    await expect(empty.name, 'no Bengali version yet').toHaveValue('');
    await empty.name.fill(ICU.heading);
    await empty.text.fill(ICU.content);
    await page.getByRole('button', { name: /^Save$/ }).click();
    await page.getByText(/Saved/).first().waitFor({ timeout: 30_000 });
    // Opened again, as an existing translation: the words are there, not "No permissions".
    const reopened = await openBengali(page, icu);
    await expect(reopened.name).toHaveValue(ICU.heading);
    await expect(reopened.text).toHaveValue(ICU.content);
    await expect(page.getByText('No permissions to see this field')).toHaveCount(0);
    const served = await fetchServedPage(`/bn/department/${icuId}`);
    expect(served.text, "the site's Bengali Neuro ICU page says it").toContain(ICU.content);
  });

  test('is refused the English and Hindi versions through the panel API, which stay as they were', async () => {
    const token = await panelLogin(translator);
    const before = { en: await versionOf('en'), hi: await versionOf('hi') };
    for (const locale of ['en', 'hi'] as const) {
      const { status } = await panelCall('PUT', `${FACILITIES}/${emergency}?locale=${locale}`, token, {
        heading: 'Overwritten by a translator',
        content: 'Overwritten.',
        reviewed_by_native_speaker: true,
      });
      expect(status, `${locale} refused`).toBe(403);
      expect(await versionOf(locale), `${locale} unchanged`).toEqual(before[locale]);
    }
    const english = await fetchServedPage('/department/1');
    expect(english.text, 'the English page is unchanged').not.toContain('Overwritten');
  });
});
