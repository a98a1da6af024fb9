/**
 * The object store's part of a backup: every object of the public media bucket and of the private
 * reports bucket, with its content type, copied into the archive as `buckets/<media|reports>/<n>`
 * (numbered files: an object's key is only ever used as a key, never as a path on disk), the key
 * and content type in the manifest beside the size and sha256. A restore puts them back into the
 * buckets named by this CMS's S3_* variables, which must be empty unless --force.
 */
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { objectStoreClient, objectStoreSettings, s3Reason } from '../lib/s3';
import { OpsError } from './errors';
import { describeFile, type FileEntry } from './files';
import type { Env } from './target';

export const BUCKET_ROLES = ['media', 'reports'] as const;
export type BucketRole = (typeof BUCKET_ROLES)[number];

export interface ObjectEntry extends FileEntry {
  key: string;
  content_type: string;
  cache_control?: string;
}

export interface BucketBackup {
  /** The bucket the objects came from (the restore may put them into another). */
  bucket: string;
  count: number;
  bytes: number;
  objects: ObjectEntry[];
}

export type BucketsBackup = Record<BucketRole, BucketBackup>;

export interface BucketsTarget {
  client: S3Client;
  buckets: Record<BucketRole, string>;
  where: string;
}

/** The buckets this CMS uses, or undefined when its uploads are on its disk (no S3_BUCKET). */
export function bucketsTarget(env: Env): BucketsTarget | undefined {
  const settings = objectStoreSettings(env);
  if (!settings) return undefined;
  if ('missing' in settings)
    throw new OpsError('S3_BUCKET is set but S3_REPORTS_BUCKET is not: the CMS needs both (docs/DEPLOYMENT.md).');
  return {
    client: objectStoreClient(env),
    buckets: { media: settings.media, reports: settings.reports },
    where: settings.where,
  };
}

export const describeBuckets = (target: BucketsTarget) =>
  `buckets ${target.buckets.media} and ${target.buckets.reports} at ${target.where}`;

async function withStore<T>(what: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof OpsError) throw error;
    throw new OpsError(`${what}: ${s3Reason(error)}`);
  }
}

/** Every key of a bucket, page after page. */
export function listKeys(client: S3Client, bucket: string): Promise<string[]> {
  return withStore(`Listing bucket ${bucket}`, async () => {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key !== undefined) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  });
}

/** Copies every object of `bucket` into `<staging>/buckets/<role>/`, describing each. */
export async function copyBucket(
  client: S3Client,
  bucket: string,
  role: BucketRole,
  staging: string,
): Promise<{ backup: BucketBackup; skipped: string[] }> {
  const dir = join(staging, 'buckets', role);
  mkdirSync(dir, { recursive: true });
  const objects: ObjectEntry[] = [];
  const skipped: string[] = [];
  for (const key of await listKeys(client, bucket)) {
    const name = String(objects.length + 1).padStart(6, '0');
    const answer = await withStore(`Reading ${key} from bucket ${bucket}`, async () => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        await pipeline(object.Body as Readable, createWriteStream(join(dir, name)));
        return object;
      } catch (error) {
        // Deleted between the listing and the read (as a file deleted during a folder's copy).
        if ((error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    });
    if (!answer) {
      skipped.push(`${bucket}/${key} (deleted during the backup)`);
      continue;
    }
    objects.push({
      ...(await describeFile(join(dir, name), `buckets/${role}/${name}`)),
      key,
      content_type: answer.ContentType ?? 'application/octet-stream',
      ...(answer.CacheControl ? { cache_control: answer.CacheControl } : {}),
    });
  }
  const bytes = objects.reduce((sum, object) => sum + object.bytes, 0);
  return { backup: { bucket, count: objects.length, bytes, objects }, skipped };
}

/**
 * What is wrong with the manifest's bucket entries, if anything: an archive is refused before
 * anything changes when a key would name a path (`..`, a leading `/`, a backslash, a control
 * character), a key comes twice, or an entry points anywhere but its own numbered file.
 */
export function bucketEntryProblems(buckets: BucketsBackup): string[] {
  const problems: string[] = [];
  for (const role of BUCKET_ROLES) {
    const backup = buckets[role];
    if (!backup || !Array.isArray(backup.objects)) {
      problems.push(`the ${role} bucket's entry is incomplete`);
      continue;
    }
    const keys = new Set<string>();
    for (const object of backup.objects) {
      const key = String(object.key ?? '');
      if (!safeKey(key)) problems.push(`the ${role} bucket's key ${JSON.stringify(key)} is not a plain object key`);
      if (keys.has(key)) problems.push(`the ${role} bucket's key ${JSON.stringify(key)} comes twice`);
      keys.add(key);
      if (!new RegExp(`^buckets/${role}/\\d{6,}$`).test(String(object.path)))
        problems.push(`${JSON.stringify(object.path)} is not where a ${role} object is kept`);
      if (typeof object.content_type !== 'string' || object.content_type === '')
        problems.push(`the ${role} object ${JSON.stringify(key)} has no content type`);
    }
    const bytes = backup.objects.reduce((sum, object) => sum + object.bytes, 0);
    if (backup.count !== backup.objects.length || backup.bytes !== bytes)
      problems.push(`the ${role} bucket's counts in the manifest do not add up`);
  }
  return problems;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

function safeKey(key: string): boolean {
  if (key === '' || Buffer.byteLength(key) > 1024) return false;
  if (key.startsWith('/') || key.includes('\\') || CONTROL.test(key)) return false;
  return !key.split('/').some((segment) => segment === '..' || segment === '.');
}

/** Objects already in the target buckets, as the reasons a restore needs --force. */
export async function bucketContents(target: BucketsTarget): Promise<string[]> {
  const reasons: string[] = [];
  for (const role of BUCKET_ROLES) {
    const count = (await listKeys(target.client, target.buckets[role])).length;
    if (count > 0) reasons.push(`bucket ${target.buckets[role]} already holds ${count} objects`);
  }
  return reasons;
}

/**
 * Puts every object of the archive into its bucket (key, bytes, content type); then, only when
 * replacing (--force), deletes the objects the archive does not have: the bucket ends as archived.
 */
export async function restoreBuckets(target: BucketsTarget, buckets: BucketsBackup, unpacked: string): Promise<void> {
  for (const role of BUCKET_ROLES) {
    const bucket = target.buckets[role];
    for (const object of buckets[role].objects) {
      await withStore(`Writing ${object.key} to bucket ${bucket}`, () =>
        target.client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: object.key,
            Body: createReadStream(join(unpacked, object.path)),
            ContentLength: object.bytes,
            ContentType: object.content_type,
            ...(object.cache_control ? { CacheControl: object.cache_control } : {}),
          }),
        ),
      );
    }
    const archived = new Set(buckets[role].objects.map((object) => object.key));
    const extra = (await listKeys(target.client, bucket)).filter((key) => !archived.has(key));
    for (let i = 0; i < extra.length; i += 1000) {
      const Objects = extra.slice(i, i + 1000).map((Key) => ({ Key }));
      await withStore(`Deleting from bucket ${bucket} the objects the archive does not hold`, () =>
        target.client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } })),
      );
    }
  }
}

/** Differences between the buckets and the archive after a restore: every object there with its size and content type, nothing else. */
export async function bucketDifferences(target: BucketsTarget, buckets: BucketsBackup): Promise<string[]> {
  const differences: string[] = [];
  for (const role of BUCKET_ROLES) {
    const bucket = target.buckets[role];
    const keys = new Set(await listKeys(target.client, bucket));
    for (const object of buckets[role].objects) {
      if (!keys.delete(object.key)) {
        differences.push(`${bucket}/${object.key} is missing`);
        continue;
      }
      const head = await withStore(`Checking ${object.key} in bucket ${bucket}`, () =>
        target.client.send(new HeadObjectCommand({ Bucket: bucket, Key: object.key })),
      );
      if (head.ContentLength !== object.bytes || head.ContentType !== object.content_type)
        differences.push(`${bucket}/${object.key} differs (${head.ContentLength} bytes, ${head.ContentType})`);
    }
    for (const key of keys) differences.push(`${bucket}/${key} is not in the archive`);
  }
  return differences;
}
