import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * A real S3 API on this machine (s3rver: the S3 REST protocol over a folder), started by the tests
 * themselves so the upload, report, backup and mirror paths run against what a managed store
 * answers, with nothing installed by hand. Path-style addresses (`http://127.0.0.1:PORT/bucket/key`).
 */
export interface ObjectStore {
  /** `http://127.0.0.1:PORT` */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A client for the tests' own reads and writes. */
  client: S3Client;
  /** Creates an empty bucket (public media and private reports are two). */
  createBucket(name: string): Promise<void>;
  /** The variables the CMS (and the ops scripts) read to use this store, for the given buckets. */
  env(buckets: { media: string; reports: string }): Record<string, string>;
  /** Creates the media and the reports buckets, and answers `env()` for them. */
  createBuckets(buckets: { media: string; reports: string }): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/** s3rver accepts any signature made with its one built-in key pair. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

export async function startObjectStore(): Promise<ObjectStore> {
  const directory = await mkdtemp(join(tmpdir(), 'hospital-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const client = new S3Client({
    endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  const createBucket = async (name: string) => {
    await client.send(new CreateBucketCommand({ Bucket: name }));
  };
  const env = ({ media, reports }: { media: string; reports: string }) => ({
    S3_ENDPOINT: endpoint,
    S3_REGION: REGION,
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    S3_BUCKET: media,
    S3_PUBLIC_URL: `${endpoint}/${media}`,
    S3_REPORTS_BUCKET: reports,
  });
  return {
    endpoint,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    client,
    createBucket,
    env,
    async createBuckets(buckets) {
      await createBucket(buckets.media);
      await createBucket(buckets.reports);
      return env(buckets);
    },
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
