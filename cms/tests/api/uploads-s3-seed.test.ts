/**
 * The demo content's pictures (src/seed/images) seeded straight into the bucket when S3_BUCKET is
 * set: a first start on an empty database with object storage leaves nothing on the local disk,
 * and every picture the site is answered, and each smaller copy, is in the bucket at S3_PUBLIC_URL.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ImageSizes } from '@hospital/contract';
import { createTestDatabase, startCms, type RunningCms, type TestDatabase } from '@hospital/test-support/harness';
import { startObjectStore, type ObjectStore } from '@hospital/test-support/s3';
import { listFiles } from './support';

const MEDIA = 'seeded-media';

let store: ObjectStore;
let database: TestDatabase;
let cms: RunningCms;
let publicUrl: string;

beforeAll(async () => {
  store = await startObjectStore();
  const env = await store.createBuckets({ media: MEDIA, reports: 'seeded-reports' });
  publicUrl = env.S3_PUBLIC_URL;
  // An empty database (not the run's template, whose pictures are on disk): the first start seeds.
  database = await createTestDatabase();
  cms = await startCms({ database, demoContent: true, env });
});
afterAll(async () => {
  await cms?.stop();
  await database?.drop();
  await store?.stop();
});

async function bucketKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  let token: string | undefined;
  do {
    const page = await store.client.send(new ListObjectsV2Command({ Bucket: MEDIA, ContinuationToken: token }));
    for (const object of page.Contents ?? []) keys.add(object.Key ?? '');
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

it('stores every seeded picture and its smaller copies in the bucket, none on disk', async () => {
  const files = (await cms.strapi.db.query('plugin::upload.file').findMany({})) as Array<{
    url: string;
    provider: string;
    formats: Record<string, { url: string }> | null;
  }>;
  expect(files.length).toBeGreaterThan(5);
  const keys = await bucketKeys();
  for (const file of files) {
    expect(file.provider).toBe('aws-s3');
    for (const url of [file.url, ...Object.values(file.formats ?? {}).map((format) => format.url)]) {
      expect(url.startsWith(`${publicUrl}/`), url).toBe(true);
      expect(keys.has(url.slice(publicUrl.length + 1)), url).toBe(true);
    }
  }
  expect(listFiles(`${database.publicDir}/uploads`)).toEqual([]);
});

it("answers the seeded doctors' portraits at the bucket's address, each size fetchable", async () => {
  const { body } = await cms.requestJson<
    { results: Array<{ image: string | null; image_sizes: ImageSizes | null }> } | Array<{ image: string | null }>
  >('/doctors/?page=1');
  const doctors = Array.isArray(body) ? body : body.results;
  const doctor = doctors.find((entry) => entry.image) as { image: string; image_sizes: ImageSizes | null };
  expect(doctor.image.startsWith(`${publicUrl}/`)).toBe(true);
  expect(doctor.image_sizes?.smaller.length).toBeGreaterThan(0);
  for (const url of [doctor.image, ...(doctor.image_sizes?.smaller ?? []).map((copy) => copy.url)]) {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  }
});
