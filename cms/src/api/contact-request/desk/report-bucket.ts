import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { S3_CONNECT_TIMEOUT_MS, s3ClientOptions, type ObjectStorageSettings } from '../../../media/object-storage';
import type { ReportStore } from './report-store';

/** How long the desk waits for a stalled store before hearing the report cannot be opened now. */
const READ_START_MS = 6_000;

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
  // A report read for the desk flows at the desk's pace: a pause in its bytes is not a stalled
  // store, so this client has no limit on silence, only on connecting, and a read that has not
  // begun to answer by READ_START_MS is given up (the desk hears "cannot be opened right now").
  const reader = new S3Client({
    ...s3ClientOptions(settings),
    requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS },
  });
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
      const notBegun = new AbortController();
      const deadline = setTimeout(() => notBegun.abort(), READ_START_MS);
      try {
        const object = await reader.send(new GetObjectCommand({ Bucket: bucket, Key: name }), {
          abortSignal: notBegun.signal,
        });
        if (!(object.Body instanceof Readable)) throw new Error(`The bucket ${bucket} answered no body for ${name}.`);
        return { stream: object.Body, length: object.ContentLength };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      } finally {
        // Cleared once the answer has begun: aborting later would cut the report mid-way.
        clearTimeout(deadline);
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
    },
  };
}
