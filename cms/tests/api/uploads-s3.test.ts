/**
 * Pictures on object storage (S3_BUCKET), against a real S3 API (s3rver) the test starts: the
 * legacy API's uploads store the original and, after the save is answered, its smaller copies in
 * the bucket; every URL answered starts with S3_PUBLIC_URL and can be fetched there, with no CMS
 * in between. Replacing and deleting remove the old objects, copies included. And the failures:
 * a bucket that cannot be reached at upload is a 503 with nothing written; one that fails every
 * DELETE is retried, logged, and the record and its file rows are still removed.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageSizes } from '@hospital/contract';
import { MESSAGES } from '@hospital/contract';
import {
  formData,
  imageFile,
  startCms,
  tableRowCounts,
  type RunningCms,
  type SiteUser,
} from '@hospital/test-support/harness';
import { startObjectStore, type ObjectStore } from '@hospital/test-support/s3';
import { S3_ATTEMPTS } from '../../src/media/object-storage';
import { startHostileStore, type HostileStore } from './hostile-store';
import { RELAXED_LIMITS, created, formatsMade, listFiles } from './support';

const MEDIA = 'hospital-media';
const REPORTS = 'hospital-reports';

let store: ObjectStore;
let hostile: HostileStore;
let cms: RunningCms;
let admin: SiteUser;
/** S3_PUBLIC_URL: the bucket's own address on s3rver (public reads do not pass through the hostile proxy). */
let publicUrl: string;

beforeAll(async () => {
  store = await startObjectStore();
  const env = await store.createBuckets({ media: MEDIA, reports: REPORTS });
  hostile = await startHostileStore(store.endpoint);
  publicUrl = env.S3_PUBLIC_URL;
  cms = await startCms({ env: { ...RELAXED_LIMITS, ...env, S3_ENDPOINT: hostile.url } });
  admin = await cms.createUser({ role: 'admin' });
});
afterAll(async () => {
  await cms?.stop();
  await hostile?.stop();
  await store?.stop();
});

/** Every key in the media bucket. */
async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await store.client.send(new ListObjectsV2Command({ Bucket: MEDIA, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

const keyOf = (url: string): string => {
  expect(url.startsWith(`${publicUrl}/`), `${url} is under S3_PUBLIC_URL`).toBe(true);
  return url.slice(publicUrl.length + 1);
};

/** Fetches a picture from its public address (straight from the store) and returns its pixel width. */
async function fetchedWidth(url: string): Promise<number> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type'), url).toMatch(/^image\//);
  return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width ?? 0;
}

/** The answer's sizes are those of the objects in the bucket, each smaller copy narrower than the original. */
async function expectStoredSizes(url: string, sizes: ImageSizes | null | undefined, width: number, height: number) {
  expect(sizes).toMatchObject({ width, height });
  expect(await fetchedWidth(url)).toBe(width);
  const smaller = sizes?.smaller ?? [];
  // A thumbnail within 245×156, and small (500), medium (750) and large (1000) below the original's width.
  const thumbnail = Math.round(Math.min(245, (156 * width) / height));
  expect(smaller.map((copy) => copy.width)).toEqual([thumbnail, ...[500, 750, 1000].filter((w) => w < width)]);
  const keys = await bucketKeys();
  for (const copy of smaller) {
    expect(keys).toContain(keyOf(copy.url));
    expect(await fetchedWidth(copy.url)).toBe(copy.width);
  }
}

/** Every object of a file row: the original and its copies. */
async function objectsOfFile(url: string): Promise<string[]> {
  const file = (await cms.strapi.db.query('plugin::upload.file').findOne({ where: { url } })) as {
    formats: Record<string, { url: string }> | null;
  } | null;
  expect(file, `${url} has a file row`).not.toBeNull();
  return [url, ...Object.values(file?.formats ?? {}).map((format) => format.url)].map(keyOf);
}

const wide = (name = 'photo.jpg') => imageFile({ width: 1100, height: 700, name });
const news = async () => formData({ title: 'Stroke unit opens', description: 'Round the clock', image: await wide() });

describe('pictures saved through the legacy API', () => {
  it('are stored in the bucket and answered at S3_PUBLIC_URL, with their smaller copies once made', async () => {
    const body = await created<{ id: number; image: string }>(cms, '/news/create/', await news(), admin.token);
    expect(await bucketKeys()).toContain(keyOf(body.image));
    expect(await fetchedWidth(body.image)).toBe(1100);
    // Nothing lands on this machine's disk.
    expect(listFiles(`${cms.database.publicDir}/uploads`)).toEqual([]);

    await formatsMade(cms);
    const { body: list } =
      await cms.requestJson<Array<{ id: number; image: string; image_sizes: ImageSizes }>>('/news/list/');
    const listed = list.find((item) => item.id === body.id);
    expect(listed?.image).toBe(body.image);
    await expectStoredSizes(body.image, listed?.image_sizes, 1100, 700);
  });

  it("store an event's main and extra pictures, each with its copies", async () => {
    const form = formData({
      title: 'Epilepsy Day',
      description: 'A walk',
      main_image: await wide('main.jpg'),
      extra_images: [await wide('extra-1.jpg'), await imageFile({ format: 'png', width: 600, height: 400 })],
    });
    const body = await created<{ id: number }>(cms, '/events/create/', form, admin.token);
    await formatsMade(cms);
    const { body: list } = await cms.requestJson<
      Array<{
        id: number;
        main_image: string;
        main_image_sizes: ImageSizes;
        images: Array<{ image: string; sizes: ImageSizes }>;
      }>
    >('/events/list/');
    const event = list.find((item) => item.id === body.id);
    await expectStoredSizes(event?.main_image ?? '', event?.main_image_sizes, 1100, 700);
    expect(event?.images).toHaveLength(2);
    await expectStoredSizes(event?.images[0].image ?? '', event?.images[0].sizes, 1100, 700);
    await expectStoredSizes(event?.images[1].image ?? '', event?.images[1].sizes, 600, 400);
  });

  it("answer the Media Library's alternative text", async () => {
    const body = await created<{ id: number; image: string }>(cms, '/news/create/', await news(), admin.token);
    const file = (await cms.strapi.db.query('plugin::upload.file').findOne({ where: { url: body.image } })) as {
      id: number;
    };
    await cms.strapi
      .plugin('upload')
      .service<{ updateFileInfo(id: number, info: object): Promise<unknown> }>('upload')
      .updateFileInfo(file.id, { alternativeText: 'The new stroke unit at night' });
    const { body: list } =
      await cms.requestJson<Array<{ id: number; image: string; image_alt: string }>>('/news/list/');
    expect(list.find((item) => item.id === body.id)).toMatchObject({
      image: body.image,
      image_alt: 'The new stroke unit at night',
    });
  });

  it("replaced (the banner's, the about page's) leave no object of the old one behind", async () => {
    const banner = async () =>
      formData({ main_heading: 'Complete Neurosciences', sub_heading: 'Under one roof', banner_image: await wide() });
    const first = await created<{ banner_image: string }>(cms, '/banners/', await banner(), admin.token);
    await formatsMade(cms);
    const oldBanner = await objectsOfFile(first.banner_image);
    const replaced = await created<{ banner_image: string }>(cms, '/banners/', await banner(), admin.token);
    await formatsMade(cms);
    const newBanner = await objectsOfFile(replaced.banner_image);

    const about = async () =>
      cms.requestJson<{ data: { image: string } }>('/about/', {
        form: formData({ title: 'About', description: 'Our story', image: await wide() }),
        token: admin.token,
      });
    const firstAbout = (await about()).body.data.image;
    await formatsMade(cms);
    const oldAbout = await objectsOfFile(firstAbout);
    const secondAbout = (await about()).body.data.image;
    await formatsMade(cms);
    const newAbout = await objectsOfFile(secondAbout);

    const keys = await bucketKeys();
    expect(oldBanner.length).toBeGreaterThan(1);
    expect(oldAbout.length).toBeGreaterThan(1);
    [...oldBanner, ...oldAbout].forEach((key) => expect(keys).not.toContain(key));
    [...newBanner, ...newAbout].forEach((key) => expect(keys).toContain(key));
  });

  it("deleted with their record (a doctor's portrait), copies included", async () => {
    const form = formData({
      name: 'Dr. Sen',
      designation: 'Neurologist',
      about: 'Stroke care',
      type: 'doctor',
      image: await wide(),
    });
    const doctor = await created<{ id: number; image: string }>(cms, '/doctors/', form, admin.token);
    await formatsMade(cms);
    const objects = await objectsOfFile(doctor.image);
    expect(objects).toHaveLength(5);
    expect(await bucketKeys()).toEqual(expect.arrayContaining(objects));
    expect((await cms.request(`/doctors/${doctor.id}/`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    const keys = await bucketKeys();
    objects.forEach((key) => expect(keys).not.toContain(key));
  });
});

describe("Strapi's panel", () => {
  it('may show pictures from the bucket (its Content-Security-Policy allows their origin)', async () => {
    const response = await cms.request(`${cms.url}/admin/init`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) => policy.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
    const origin = new URL(publicUrl).origin;
    expect(directive('img-src').split(' ')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', origin]));
    expect(directive('media-src').split(' ')).toEqual(expect.arrayContaining(["'self'", origin]));
    // Nothing else is opened up: scripts stay Strapi's own.
    expect(directive('script-src')).not.toContain(origin);
  });
});

describe('a bucket that fails on delete', () => {
  it.each<['fail-deletes' | 'cut-deletes', string]>([
    ['fail-deletes', 'answers 500 to every DELETE'],
    ['cut-deletes', 'cuts the connection of every DELETE'],
  ])('%s: %s: retried, logged, and the record and its rows still removed (204)', async (mode) => {
    const body = await created<{ id: number; image: string }>(cms, '/news/create/', await news(), admin.token);
    await formatsMade(cms);
    const objects = await objectsOfFile(body.image);
    const messages: string[] = [];
    const logError = cms.strapi.log.error;
    cms.strapi.log.error = ((message: string) => messages.push(message)) as unknown as typeof logError;
    hostile.deletes.length = 0;
    hostile.mode = mode;
    try {
      const response = await cms.request(`/news/delete/${body.id}/`, { method: 'DELETE', token: admin.token });
      expect(response.status).toBe(204);
    } finally {
      hostile.mode = 'pass';
      cms.strapi.log.error = logError;
    }
    // Each object was asked for S3_ATTEMPTS times (the SDK's retries, with backoff), then given up.
    for (const key of objects) {
      expect(hostile.deletes.filter((path) => path === `/${MEDIA}/${key}`)).toHaveLength(S3_ATTEMPTS);
    }
    for (const key of objects) {
      expect(messages.some((message) => message.includes(key) && message.includes('Could not delete'))).toBe(true);
    }
    expect(await cms.strapi.db.query('api::news-item.news-item').count({ where: { id: body.id } })).toBe(0);
    expect(await cms.strapi.db.query('plugin::upload.file').count({ where: { url: body.image } })).toBe(0);
    // The objects stay (the log names them for removal by hand).
    const keys = await bucketKeys();
    objects.forEach((key) => expect(keys).toContain(key));
  });
});

describe('a bucket that stalls', () => {
  it(
    'taking a picture and never answering: the save is refused with the 503 in good time, nothing written',
    { timeout: 30_000 },
    async () => {
      const bannerBefore = (await cms.requestJson('/banners/')).body;
      const countsBefore = await tableRowCounts(cms.strapi);
      hostile.mode = 'silent';
      try {
        const response = await cms.requestJson('/banners/', {
          form: formData({ main_heading: 'A', sub_heading: 'B', banner_image: await wide() }),
          token: admin.token,
        });
        expect(response.status, JSON.stringify(response.body)).toBe(503);
        expect(response.body).toEqual({ detail: MESSAGES.mediaStorageUnavailable });
      } finally {
        hostile.mode = 'pass';
      }
      expect(await tableRowCounts(cms.strapi)).toEqual(countsBefore);
      expect((await cms.requestJson('/banners/')).body).toEqual(bannerBefore);
    },
  );
});

describe('a bucket that cannot be reached', () => {
  it('refuses every save with a picture with a 503 and writes nothing; reads and deletes still answer', async () => {
    const existing = await created<{ id: number }>(cms, '/news/create/', await news(), admin.token);
    await formatsMade(cms);
    const bannerBefore = (await cms.requestJson('/banners/')).body;
    const panelToken = await cms.panelToken();
    const keysBefore = await bucketKeys();
    const countsBefore = await tableRowCounts(cms.strapi);
    await hostile.down();
    try {
      const saves: Array<[string, FormData]> = [
        ['/news/create/', await news()],
        [
          '/events/create/',
          formData({ title: 'E', description: 'D', main_image: await wide(), extra_images: [await wide()] }),
        ],
        ['/banners/', formData({ main_heading: 'A', sub_heading: 'B', banner_image: await wide() })],
        ['/about/', formData({ title: 'About', description: 'Our story', image: await wide() })],
      ];
      for (const [path, form] of saves) {
        const response = await cms.requestJson(path, { form, token: admin.token });
        expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(503);
        expect(response.body).toEqual({ detail: MESSAGES.mediaStorageUnavailable });
      }
      // Strapi's Media Library too.
      const panel = await cms.request(`${cms.url}/upload`, {
        form: formData({ files: await wide() }),
        token: panelToken,
      });
      expect(panel.status).toBe(503);
      expect(await tableRowCounts(cms.strapi)).toEqual(countsBefore);
      expect((await cms.requestJson('/banners/')).body).toEqual(bannerBefore);
      expect((await cms.request('/news/list/')).status).toBe(200);
      // A save without a picture needs no bucket.
      const textOnly = await cms.requestJson('/banners/', {
        form: formData({ main_heading: 'Open today', sub_heading: 'Until 8 pm' }),
        token: admin.token,
      });
      expect(textOnly.status).toBeLessThan(500);
      // Deleting a record still works: its objects are logged as left behind.
      const deleted = await cms.request(`/news/delete/${existing.id}/`, { method: 'DELETE', token: admin.token });
      expect(deleted.status).toBe(204);
    } finally {
      await hostile.up();
    }
    expect(await bucketKeys()).toEqual(keysBefore);
    // Back up: saves work again.
    await created(cms, '/news/create/', await news(), admin.token);
  });
});
