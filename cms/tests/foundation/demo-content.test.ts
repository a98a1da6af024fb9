import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { UID } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CostEstimate } from '@hospital/contract';
import { startCms, type RunningCms } from '@hospital/test-support/harness';

interface FileRow {
  id: number;
  url: string;
  width: number;
  height: number;
  mime: string;
  alternativeText: string | null;
  formats: Record<string, { url: string; width: number }> | null;
}

/** The link forms the site recognises, with an 11-character id (the specification, point 5). */
const YOUTUBE_FORMS = {
  short: /^https:\/\/youtu\.be\/([\w-]{11})$/,
  watch: /^https:\/\/www\.youtube\.com\/watch\?v=([\w-]{11})(&.*)?$/,
  embed: /^https:\/\/www\.youtube\.com\/embed\/([\w-]{11})$/,
  v: /^https:\/\/www\.youtube\.com\/v\/([\w-]{11})$/,
};

describe('the demo content', () => {
  let cms: RunningCms;
  const documents = <TUid extends UID.ContentType>(uid: TUid) => cms.strapi.documents(uid);

  beforeAll(async () => {
    cms = await startCms({ demoContent: true });
  });
  afterAll(async () => {
    await cms?.stop();
  });

  it('has one banner with its 1920x600 image', async () => {
    const banners = await documents('api::banner.banner').findMany({ populate: ['banner_image'] });
    expect(banners).toHaveLength(1);
    expect(banners[0].banner_image).toMatchObject({ width: 1920, height: 600 });
  });

  it('has the home about and the About page, each with a 1200x900 image', async () => {
    for (const uid of ['api::home-about.home-about', 'api::about.about'] as const) {
      const records = await documents(uid).findMany({ populate: ['image'] });
      expect(records).toHaveLength(1);
      expect(records[0].title?.length).toBeGreaterThan(10);
      expect(records[0].image).toMatchObject({ width: 1200, height: 900 });
    }
  });

  it('has at least 6 doctors and 3 medical officers with 600x600 portraits, some with social links and some without', async () => {
    const people = await documents('api::doctor.doctor').findMany({ populate: ['image'] });
    expect(people.filter((p) => p.type === 'doctor').length).toBeGreaterThanOrEqual(6);
    expect(people.filter((p) => p.type === 'medical_officer').length).toBeGreaterThanOrEqual(3);
    for (const person of people) {
      expect(person.name).toMatch(/^Dr\. /);
      expect(person.designation).toMatch(/Neuro|Medical Officer/);
      // Every demo doctor can be found by the finder's specialty filter.
      expect(person.specialty).toMatch(
        /^(neurology|neurosurgery|neuro_critical_care|neuro_rehabilitation|paediatric_neurology)$/,
      );
      expect(person.about?.length).toBeGreaterThan(40);
      expect(person.is_active).toBe(true);
      expect(person.image).toMatchObject({ width: 600, height: 600 });
    }
    const social = (p: (typeof people)[number]) =>
      [p.twitter, p.fb, p.insta, p.linkedin].filter((link): link is string => Boolean(link));
    expect(people.some((p) => social(p).length > 0)).toBe(true);
    expect(people.some((p) => social(p).length === 0)).toBe(true);
    expect(people.some((p) => p.details)).toBe(true);
    expect(people.flatMap(social).every((link) => /^https:\/\//.test(link))).toBe(true);
  });

  it('has 6 news items with 1200x800 images', async () => {
    const news = await documents('api::news-item.news-item').findMany({ populate: ['image'] });
    expect(news).toHaveLength(6);
    for (const item of news) expect(item.image).toMatchObject({ width: 1200, height: 800 });
  });

  it('has 4 events, each with a main image and at least 3 more', async () => {
    const events = await documents('api::event.event').findMany({ populate: ['main_image', 'images'] });
    expect(events).toHaveLength(4);
    for (const event of events) {
      expect(event.main_image).toMatchObject({ width: 1200, height: 800 });
      expect(event.images?.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has 6 blogs with images, and 6 videos and 4 review videos with YouTube links in every recognised form', async () => {
    const entries = await documents('api::content-entry.content-entry').findMany({ populate: ['image'] });
    const ofType = (type: string) => entries.filter((entry) => entry.type === type);
    expect(ofType('blog')).toHaveLength(6);
    for (const blog of ofType('blog')) expect(blog.image).toMatchObject({ width: 1200, height: 800 });

    const videos = [...ofType('video'), ...ofType('review_video')];
    expect(ofType('video')).toHaveLength(6);
    expect(ofType('review_video')).toHaveLength(4);
    const formOf = (link: string | null | undefined) =>
      Object.entries(YOUTUBE_FORMS).find(([, pattern]) => pattern.test(link ?? ''))?.[0];
    expect(videos.map((video) => formOf(video.link)).every(Boolean)).toBe(true);
    expect(new Set(videos.map((video) => formOf(video.link)))).toEqual(new Set(Object.keys(YOUTUBE_FORMS)));
    expect(videos.every((video) => video.image === null)).toBe(true);
  });

  it('has 4 services, each with an image and a gallery', async () => {
    const services = await documents('api::service.service').findMany({ populate: ['image', 'gallery'] });
    expect(services).toHaveLength(4);
    for (const service of services) {
      expect(service.image).toMatchObject({ width: 1200, height: 800 });
      expect(service.gallery?.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('stores every image as a JPEG with alt text and responsive formats, on disk and served', async () => {
    const files = (await cms.strapi.db.query('plugin::upload.file').findMany()) as FileRow[];
    expect(files.length).toBeGreaterThanOrEqual(50);
    for (const file of files) {
      expect(file.mime).toBe('image/jpeg');
      expect(file.alternativeText?.length ?? 0).toBeGreaterThan(10);
      expect(Object.keys(file.formats ?? {})).toEqual(expect.arrayContaining(['thumbnail', 'small']));
      for (const variant of [file, ...Object.values(file.formats ?? {})]) {
        expect(existsSync(join(cms.database.publicDir, variant.url))).toBe(true);
      }
    }
    const response = await cms.request(`${cms.url}${files[0].url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('has one demo estimate, given before its revision, the revision past its 24 hours and the family not told', async () => {
    const admin = await cms.createUser({ role: 'admin' });
    const { status, body } = await cms.requestJson<CostEstimate[]>('/estimates/?overdue=true', { token: admin.token });
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    const [estimate] = body;
    expect(estimate.name).toBe('Demo patient (not a real person)');
    expect(estimate.revisions).toHaveLength(1);
    const [revision] = estimate.revisions;
    expect(Date.parse(estimate.created_at)).toBeLessThan(Date.parse(revision.revised_at));
    expect(revision).toMatchObject({ overdue: true, family_informed_at: null });
  });

  it('links every uploaded image to a record', async () => {
    const knex = cms.strapi.db.connection;
    const [linked] = await knex('files_related_mph').countDistinct<{ files: number | string }[]>({ files: 'file_id' });
    expect(Number(linked.files)).toBe(await cms.strapi.db.query('plugin::upload.file').count());
  });
});
