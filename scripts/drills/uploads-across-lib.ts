/**
 * Two CMS instances with no shared folder serve each other's uploads (issue 45): a news item with
 * a picture is created through the first instance, the second answers it with the picture's
 * bucket address, which serves the picture's bytes; deleted through the second, the picture leaves
 * the bucket. Each step timed. Used by tests/ops/instances.test.ts (with the uploads on a bucket).
 */
import { performance } from 'node:perf_hooks';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import type { TwoOfEach } from '../lib/two-of-each';

export interface UploadsAcrossFigures {
  /** The picture's address in the second instance's answer. */
  imageUrl: string;
  /** What that address answered: the status, and the picture it decodes to (Strapi may re-encode a smaller copy of the file). */
  status: number;
  contentType: string | null;
  picture?: { format?: string; width?: number; height?: number };
  /** Keys of the bucket naming the picture, before and after the delete. */
  keysBefore: string[];
  keysAfter: string[];
  /** The picture's address once deleted (404 or 403 from a bucket). */
  statusAfterDelete: number;
  uploadMs: number;
  servedByOtherMs: number;
  deleteMs: number;
}

interface Bucket {
  client: S3Client;
  name: string;
}

/** The site admin that the CMS's development start creates (cms/src/utils/secrets.ts defaults). */
const ADMIN = { email: 'admin@example.com', password: 'admin-password' };

async function login(cmsUrl: string): Promise<string> {
  const response = await fetch(`${cmsUrl}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await response.json()) as { tokens?: { access?: string } };
  if (response.status !== 200 || !body.tokens?.access) throw new Error(`login answered ${response.status}`);
  return body.tokens.access;
}

async function keysNaming(bucket: Bucket, fileName: string): Promise<string[]> {
  const listed = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.name }));
  return (listed.Contents ?? []).map(({ Key }) => Key ?? '').filter((key) => key.includes(fileName));
}

async function timed<T>(action: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await action();
  return [result, Math.round(performance.now() - started)];
}

export async function uploadsAcrossInstances(stack: TwoOfEach, bucket: Bucket): Promise<UploadsAcrossFigures> {
  const [first, second] = stack.cmsUrls;
  const token = await login(first);
  const picture = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('title', 'Ward opening across instances');
  form.set('description', 'Uploaded through one CMS, answered by the other.');
  form.set('image', new File([picture], 'ward-opening.jpg', { type: 'image/jpeg' }));
  const [created, uploadMs] = await timed(async () => {
    const response = await fetch(`${first}/api/news/create/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (response.status !== 201) throw new Error(`news/create answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { id: number };
  });

  const [served, servedByOtherMs] = await timed(async () => {
    const list = (await (await fetch(`${second}/api/news/list/`)).json()) as { id: number; image: string }[];
    const imageUrl = list.find((item) => item.id === created.id)?.image ?? '';
    const response = await fetch(imageUrl);
    return { imageUrl, response, bytes: Buffer.from(await response.arrayBuffer()) };
  });
  const fileName = served.imageUrl.split('/').pop() ?? '';
  const keysBefore = await keysNaming(bucket, fileName);

  const [, deleteMs] = await timed(async () => {
    const response = await fetch(`${second}/api/news/delete/${created.id}/`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    if (response.status !== 204) throw new Error(`news/delete answered ${response.status}`);
  });
  return {
    imageUrl: served.imageUrl,
    status: served.response.status,
    picture: await sharp(served.bytes)
      .metadata()
      .then(
        ({ format, width, height }) => ({ format, width, height }),
        () => undefined,
      ),
    contentType: served.response.headers.get('content-type'),
    keysBefore,
    keysAfter: await keysNaming(bucket, fileName),
    statusAfterDelete: (await fetch(served.imageUrl)).status,
    uploadMs,
    servedByOtherMs,
    deleteMs,
  };
}
