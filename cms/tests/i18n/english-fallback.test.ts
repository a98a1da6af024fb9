/**
 * The language mark of a Bengali or Hindi answer (`partly_english`): true on a record whose
 * words are still English somewhere (no version in the language, or a field that holds words in
 * English left empty in it), false on one read wholly in the language, absent from every English
 * answer. And the demo content: every entry a page shows has its Bengali and Hindi version,
 * awaiting a native speaker's review.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UID } from '@strapi/strapi';
import { startCms, type RunningCms } from '@hospital/test-support/harness';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ demoContent: true });
});
afterAll(async () => {
  await cms?.stop();
});

type Row = Record<string, unknown>;

async function read<T = Row[]>(path: string): Promise<T> {
  const { status, body } = await cms.requestJson<T>(path);
  expect(status, path).toBe(200);
  return body;
}

/** Every public read a Bengali or Hindi page makes of the site's own content. */
const LISTS = [
  '/facilities/',
  '/divisions/',
  '/neurosurgery/',
  '/directors/',
  '/public/api/newservices.php',
  '/reviews/',
  '/packages/',
  '/schemes/',
  '/conditions/',
  '/news/list/',
  '/events/list/',
  '/content/?type=blog',
  '/content/?type=video',
  '/content/?type=review_video',
];

/** A list's address in a language, whether or not it already asks for something else. */
const inLanguage = (path: string, language: string) => `${path}${path.includes('?') ? '&' : '?'}locale=${language}`;
const SINGLES = ['/accessibility-statement/', '/site-settings/', '/home-texts/'];

async function documentOf(uid: UID.ContentType, filters: Record<string, unknown>): Promise<string> {
  const found = await cms.strapi.documents(uid).findFirst({ filters, fields: ['documentId'] });
  return found!.documentId;
}

describe('the demo content in Bengali and Hindi', () => {
  it('translates every facility, division, neurosurgery service, director, service, review, package, news item, event, blog, video, the About page and the accessibility statement', async () => {
    for (const language of ['bn', 'hi'] as const) {
      for (const path of LISTS) {
        const rows = await read(inLanguage(path, language));
        expect(rows.length, path).toBeGreaterThan(0);
        for (const row of rows) expect(row.partly_english, `${path} ${String(row.id)} in ${language}`).toBe(false);
      }
      for (const path of SINGLES)
        expect((await read<Row>(`${path}?locale=${language}`)).partly_english, path).toBe(false);
      expect((await read<{ data: Row }>(`/about/?locale=${language}`)).data.partly_english, '/about/').toBe(false);
    }
  });

  it('writes each in the language’s own script, marked as awaiting review by a native speaker', async () => {
    const bengali = /[\u0980-\u09FF]/;
    const devanagari = /[\u0900-\u097F]/;
    for (const [language, script] of [
      ['bn', bengali],
      ['hi', devanagari],
    ] as const) {
      for (const row of await read(`/packages/?locale=${language}`)) {
        for (const line of [row.title, ...(row.includes as string[]), ...(row.excludes as string[])])
          expect(String(line), `package ${String(row.id)}`).toMatch(script);
      }
      for (const row of await read(`/reviews/?locale=${language}`))
        expect(`${String(row.name)} ${String(row.position)} ${String(row.feedback)}`).toMatch(script);
      const statement = await read<Row>(`/accessibility-statement/?locale=${language}`);
      expect(statement.how_tested).toMatch(script);
      for (const row of await read(`/directors/?locale=${language}`))
        for (const field of [row.name, row.heading, ...(row.sms as string[])]) expect(String(field)).toMatch(script);
      for (const row of await read(`/public/api/newservices.php?locale=${language}`))
        for (const field of [row.heading, row.content]) expect(String(field)).toMatch(script);
      for (const path of ['/news/list/', '/events/list/', '/content/?type=blog', '/content/?type=video'])
        for (const row of await read(inLanguage(path, language)))
          for (const field of [row.title, row.description]) expect(String(field), path).toMatch(script);
      for (const row of await read(`/conditions/?locale=${language}`))
        for (const field of [row.name, row.summary, ...(row.symptoms as string[]), ...(row.treatment_here as string[])])
          expect(String(field), `condition ${String(row.slug)}`).toMatch(script);
      const { data: about } = await read<{ data: Row }>(`/about/?locale=${language}`);
      for (const field of [about.title, about.description]) expect(String(field)).toMatch(script);
    }
    for (const uid of [
      'api::review.review',
      'api::package.package',
      'api::condition.condition',
      'api::neurosurgery-service.neurosurgery-service',
      'api::director.director',
      'api::service.service',
      'api::about.about',
      'api::content-entry.content-entry',
      'api::news-item.news-item',
      'api::event.event',
    ]) {
      for (const language of ['bn', 'hi']) {
        const versions = (await cms.strapi.documents(uid as UID.ContentType).findMany({ locale: language })) as Row[];
        expect(versions.length, `${uid} ${language}`).toBeGreaterThan(0);
        for (const version of versions) expect(version.reviewed_by_native_speaker).toBe(false);
      }
    }
  });
});

describe('partly_english', () => {
  it('is never in an English answer, with or without ?locale=en', async () => {
    for (const path of [...LISTS, ...SINGLES, '/doctors/', '/banners/']) {
      const plain = await read<unknown>(path);
      expect(JSON.stringify(plain), path).not.toContain('partly_english');
      expect(await read<unknown>(inLanguage(path, 'en')), path).toEqual(plain);
    }
    expect((await read<{ data: Row }>('/homeabout/')).data).not.toHaveProperty('partly_english');
  });

  it('is true for an entry without a version in the language, in that language only', async () => {
    const created = await cms.strapi.documents('api::review.review').create({
      data: { name: 'Ratna Saha', position: 'Patient', feedback: 'Kind nurses and a clean ward.' } as never,
    });
    const mark = async (language: string) =>
      (await read(`/reviews/?locale=${language}`)).find((row) => row.name === 'Ratna Saha')?.partly_english;
    expect(await mark('bn')).toBe(true);
    expect(await mark('hi')).toBe(true);

    await cms.strapi.documents('api::review.review').update({
      documentId: created.documentId,
      locale: 'bn',
      data: { name: 'রত্না সাহা', position: 'রোগী', feedback: 'যত্নশীল নার্স আর পরিষ্কার ওয়ার্ড।' } as never,
    });
    const bengali = (await read('/reviews/?locale=bn')).find((row) => row.name === 'রত্না সাহা');
    expect(bengali?.partly_english).toBe(false);
    expect(await mark('hi')).toBe(true);
  });

  it('is true when a translation leaves a field empty that holds words in English, and false when English has none either', async () => {
    const uid = 'api::accessibility-statement.accessibility-statement';
    const documentId = await documentOf(uid, {});
    await cms.strapi.documents(uid).update({ documentId, locale: 'hi', data: { known_limitations: '' } as never });
    expect((await read<Row>('/accessibility-statement/?locale=hi')).partly_english).toBe(true);
    expect((await read<Row>('/accessibility-statement/?locale=bn')).partly_english).toBe(false);

    await cms.strapi.documents(uid).update({ documentId, data: { known_limitations: '' } as never });
    const hindi = await read<Row>('/accessibility-statement/?locale=hi');
    expect(hindi.known_limitations).toEqual([]);
    expect(hindi.partly_english).toBe(false);
  });

  it('is true again once a translated entry loses its version in the language', async () => {
    const uid = 'api::facility.facility';
    const documentId = await documentOf(uid, { heading: 'Neuro ICU' });
    const id = (await read('/facilities/')).find((row) => row.heading === 'Neuro ICU')!.id;
    await cms.strapi.documents(uid).delete({ documentId, locale: 'bn' });
    const bengali = (await read('/facilities/?locale=bn')).find((row) => row.id === id)!;
    expect(bengali.heading).toBe('Neuro ICU');
    expect(bengali.partly_english).toBe(true);
    expect((await read('/facilities/?locale=hi')).find((row) => row.id === id)!.partly_english).toBe(false);
  });
});

describe('the demo translations on a database seeded before them', () => {
  const review = 'api::review.review';
  const doctor = 'api::doctor.doctor';
  const facility = 'api::facility.facility';
  const marker = { type: 'core', name: 'hospital', key: 'translations' } as const;

  it("fill in only what is missing on the next start, once, never an editor's words nor a version an editor deleted", async () => {
    const { seedTranslationsOnce } = await import('../../src/seed/translations');
    const pharmacy = await documentOf(facility, { heading: 'Pharmacy' });
    const mukherjee = await documentOf(doctor, { name: 'Dr. Subhajit Mukherjee' });
    const sumita = await documentOf(review, { name: 'Sumita Chakraborty' });
    const pranab = await documentOf(review, { name: 'Pranab Mondal' });

    // What an editor did: reworded the Bengali Pharmacy, deleted the Bengali version of a review.
    await cms.strapi
      .documents(facility)
      .update({ documentId: pharmacy, locale: 'bn', data: { heading: 'ওষুধের দোকান' } });
    await cms.strapi.documents(review).delete({ documentId: sumita, locale: 'bn' });
    // A database seeded before this demo content: a doctor's version without qualifications, no
    // Hindi version of a review, and the record of what was written without its fields.
    await cms.strapi.documents(doctor).update({ documentId: mukherjee, locale: 'bn', data: { details: '' } as never });
    await cms.strapi.documents(review).delete({ documentId: pranab, locale: 'hi' });
    const { written } = (await cms.strapi.store.get({ ...marker })) as { written: string[] };
    const older = [...new Set(written.map((entry) => entry.split(' ').slice(0, 3).join(' ')))].filter(
      (entry) => entry !== `${review} ${pranab} hi`,
    );
    await cms.strapi.store.set({ ...marker, value: { written: older } });

    expect((await seedTranslationsOnce(cms.strapi, { withDemoContent: true })).written).toBe(2);
    expect((await seedTranslationsOnce(cms.strapi, { withDemoContent: true })).written).toBe(0);

    const version = (uid: UID.ContentType, documentId: string, locale: string) =>
      cms.strapi.documents(uid).findFirst({ locale, filters: { documentId } }) as Promise<Row | null>;
    expect((await version(facility, pharmacy, 'bn'))?.heading).toBe('ওষুধের দোকান');
    expect(await version(review, sumita, 'bn')).toBeNull();
    expect((await version(review, pranab, 'hi'))?.name).toBe('प्रणब मंडल');
    const bengaliDoctor = await version(doctor, mukherjee, 'bn');
    expect(bengaliDoctor?.details).toMatch(/^এমবিবিএস/);
    expect(bengaliDoctor?.reviewed_by_native_speaker).toBe(false);
    for (const documentId of [pharmacy, sumita, pranab])
      expect(
        await cms.strapi.db.query(documentId === pharmacy ? facility : review).count({ where: { documentId } }),
      ).toBeLessThanOrEqual(3);
  });
});
