/**
 * The site's own content is seeded once per type, then belongs to the editors: a restart keeps
 * their changes and deletions, a type that already holds rows is never mixed with the seed, and
 * with the demo content each picture comes with its alternative text.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startCms, type RunningCms, type TestDatabase } from '@hospital/test-support/harness';

const COUNTS = {
  'api::facility.facility': 10,
  'api::division.division': 9,
  'api::neurosurgery-service.neurosurgery-service': 3,
  'api::director.director': 3,
  'api::review.review': 5,
  'api::site-setting.site-setting': 1,
  'api::home-text.home-text': 1,
  'api::accessibility-statement.accessibility-statement': 1,
} as const;

const MARKER = { type: 'core', name: 'hospital', key: 'site-content' } as const;

/** The English entries of each type: the seeded translations are rows of their own, one per language. */
async function counts(cms: RunningCms): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const uid of Object.keys(COUNTS))
    result[uid] = await cms.strapi.db.query(uid).count({ where: { locale: 'en' } });
  return result;
}

/** The directors' Bengali and Hindi versions (site content, translated on every database). */
async function directorsIn(cms: RunningCms): Promise<Record<'bn' | 'hi', number>> {
  const count = (locale: string) => cms.strapi.db.query('api::director.director').count({ where: { locale } });
  return { bn: await count('bn'), hi: await count('hi') };
}

describe('the site content seed', () => {
  let database: TestDatabase;
  let cms: RunningCms | undefined;
  afterAll(async () => {
    await cms?.stop();
    await database?.drop();
  });

  it("seeds every type once, and keeps an editor's change and deletion across restarts", async () => {
    database = await createTestDatabase();
    cms = await startCms({ database });
    expect(await counts(cms)).toEqual(COUNTS);
    expect(await directorsIn(cms)).toEqual({ bn: 3, hi: 3 });

    const pharmacy = await cms.strapi.documents('api::facility.facility').findFirst({ filters: { id: 7 } });
    await cms.strapi
      .documents('api::facility.facility')
      .update({ documentId: pharmacy!.documentId, data: { content: 'Edited by the pharmacy desk.' } as never });
    const lastReview = await cms.strapi.documents('api::review.review').findFirst({ filters: { id: 5 } });
    await cms.strapi.documents('api::review.review').delete({ documentId: lastReview!.documentId });
    await cms.stop();

    cms = await startCms({ database });
    expect(await counts(cms)).toEqual({ ...COUNTS, 'api::review.review': 4 });
    // The directors' translations are written once: a restart adds no second Bengali or Hindi version.
    expect(await directorsIn(cms)).toEqual({ bn: 3, hi: 3 });
    const facilities = (await cms.requestJson<Array<{ id: number; content: string[] }>>('/facilities/')).body;
    expect(facilities.map((facility) => facility.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(facilities[6].content).toEqual(['Edited by the pharmacy desk.']);
  });

  it('seeds a type it has not seeded before into an empty table, and never mixes the seed into rows already there', async () => {
    // As if the reviews and directors types were new in this version: one empty, one already holding a row.
    const stored = (await cms!.strapi.store.get({ ...MARKER })) as { seeded: string[] };
    await cms!.strapi.store.set({
      ...MARKER,
      value: {
        seeded: stored.seeded.filter((uid) => uid !== 'api::review.review' && uid !== 'api::director.director'),
      },
    });
    await cms!.strapi.db.query('api::review.review').deleteMany({});
    await cms!.strapi.db.query('api::director.director').deleteMany({});
    await cms!.strapi
      .documents('api::director.director')
      .create({ data: { name: 'Dr. New Director', heading: 'Chair', message: 'Hello.' } as never });
    await cms!.stop();

    cms = await startCms({ database });
    expect(await cms.strapi.db.query('api::review.review').count({ where: { locale: 'en' } })).toBe(5);
    const directors = (await cms.requestJson<Array<{ name: string }>>('/directors/')).body;
    expect(directors.map((director) => director.name)).toEqual(['Dr. New Director']);
  });
});

describe('with the demo content', () => {
  let cms: RunningCms | undefined;
  afterAll(async () => {
    await cms?.stop();
  });

  it('gives every facility, division, director and review a picture described in the Media Library', async () => {
    cms = await startCms({ demoContent: true });
    const facilities = (await cms.requestJson<Array<Record<string, unknown>>>('/facilities/')).body;
    expect(facilities[0]).toMatchObject({
      heading: 'Emergency',
      url: expect.stringMatching(/^\/uploads\/.+\.jpg$/),
      url_alt: 'Illustration: Emergency',
      multiple_img: [expect.stringMatching(/^\/uploads\//), expect.stringMatching(/^\/uploads\//)],
      multiple_img_alt: ['Emergency, picture 1', 'Emergency, picture 2'],
    });
    for (const path of ['/divisions/', '/neurosurgery/']) {
      for (const topic of (await cms.requestJson<Array<{ url: string | null; url_alt: string | null }>>(path)).body) {
        expect(topic.url, path).toMatch(/^\/uploads\//);
        expect(topic.url_alt, path).toMatch(/^Illustration: /);
      }
    }
    const directors = (await cms.requestJson<Array<{ name: string; url_alt: string }>>('/directors/')).body;
    expect(directors.map((director) => director.url_alt)).toEqual(
      directors.map((director) => `Photo of ${director.name}`),
    );
    const reviews = (await cms.requestJson<Array<{ name: string; image_alt: string }>>('/reviews/')).body;
    expect(reviews.map((review) => review.image_alt)).toEqual(reviews.map((review) => `Photo of ${review.name}`));
    // The demo content was still seeded beside it: the site content does not count as "content present".
    expect(await cms.strapi.db.query('api::news-item.news-item').count()).toBeGreaterThan(0);
  });
});
