import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { s3ClientOptions, type ObjectStorageSettings } from '../../../media/object-storage';
import type { ReportStore } from './report-store';

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * The private bucket S3_REPORTS_BUCKET, for any number of CMS instances. Objects are written with
 * no ACL (the bucket's own policy keeps everything private; docs/DEPLOYMENT.md) and encrypted at
 * rest by the store (SSE-S3); the desk reads them only through the CMS, which streams them on.
 */
export function reportsBucket(settings: ObjectStorageSettings): ReportStore {
  const bucket = settings.reportsBucket;
  if (!bucket)
    throw new Error("S3_REPORTS_BUCKET is not set: the patients' reports need a private bucket of their own.");
  // A store that does not answer fails the family's submission in seconds (s3ClientOptions' timeouts).
  const client = new S3Client(s3ClientOptions(settings));
  return {
    place: `the bucket ${bucket}`,
    async put(name, filepath, mime) {
      // At most 10 MB, already on disk: sent whole, with its length and checksum.
      const body = await readFile(filepath);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: name,
          Body: body,
          ContentType: mime,
          ServerSideEncryption: 'AES256',
        }),
      );
    },
    async open(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        if (!(object.Body instanceof Readable)) throw new Error(`The bucket ${bucket} answered no body for ${name}.`);
        return { stream: object.Body, length: object.ContentLength };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
    },
  };
}
