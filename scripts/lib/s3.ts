/**
 * The object store, as the ops scripts (backup, restore, mirror) reach it: the same S3_* variables
 * the CMS reads (cms/src/media/object-storage.ts; names fixed in docs/DEPLOYMENT.md). Path-style
 * addresses whenever an endpoint is set, as the CMS does: MinIO, R2 and s3rver all take them.
 */
import { S3Client } from '@aws-sdk/client-s3';

type Env = Record<string, string | undefined>;

export interface ObjectStoreSettings {
  /** The public media bucket (pictures). */
  media: string;
  /** The private bucket of the patients' reports. */
  reports: string;
  region: string;
  endpoint?: string;
  /** For messages: where the buckets are. */
  where: string;
}

const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/** How long one try waits on the store, and how many tries. */
export interface StoreLimits {
  connectMs: number;
  silenceMs: number;
  attempts: number;
}

/**
 * How long one try waits on the store: to connect, and for the next bytes once connected. The SDK's
 * default is no limit, so a store that took the connection and then said nothing held a backup,
 * a restore or a mirror (and the cron job behind it) for ever. Silence here is the store's: the
 * scripts read from and write to their own disk, which does not pause for seconds. A slow transfer
 * that keeps moving is not cut. Three tries, with the SDK's backoff between them.
 */
export const STORE_LIMITS: StoreLimits = { connectMs: 5_000, silenceMs: 15_000, attempts: 3 };

/** The store's client from the S3_* variables (keys from S3_ACCESS_KEY_ID/SECRET, else the SDK's own chain). */
export function objectStoreClient(env: Env, limits: StoreLimits = STORE_LIMITS): S3Client {
  const endpoint = value(env, 'S3_ENDPOINT');
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY');
  return new S3Client({
    region: value(env, 'S3_REGION') ?? 'us-east-1',
    maxAttempts: limits.attempts,
    requestHandler: { connectionTimeout: limits.connectMs, socketTimeout: limits.silenceMs },
    // Checksums only where S3 requires them: the SDK's default sends a streamed body as
    // `aws-chunked` with a trailing CRC, which several S3-compatible stores (s3rver, older MinIO)
    // keep as the object's bytes. The archive's own sha256 is what the restore checks.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  });
}

/**
 * The two buckets the CMS uses, or undefined when S3_BUCKET is unset (uploads on the CMS's disk).
 * `missing` names S3_REPORTS_BUCKET when only the media bucket is set: the CMS refuses that too.
 */
export function objectStoreSettings(env: Env): ObjectStoreSettings | undefined | { missing: string } {
  const media = value(env, 'S3_BUCKET');
  if (!media) return undefined;
  const reports = value(env, 'S3_REPORTS_BUCKET');
  if (!reports) return { missing: 'S3_REPORTS_BUCKET' };
  const endpoint = value(env, 'S3_ENDPOINT');
  const region = value(env, 'S3_REGION') ?? 'us-east-1';
  return { media, reports, region, endpoint, where: endpoint ?? `AWS S3 (${region})` };
}

/** `s3://bucket/some/prefix` → its bucket and key prefix (no leading or trailing slash); undefined when it is not one. */
export function parseS3Address(address: string): { bucket: string; prefix: string } | undefined {
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/.exec(address);
  if (!match) return undefined;
  const bucket = match[1];
  // S3's own rule for bucket names: 3-63 lower-case letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) return undefined;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  return { bucket, prefix };
}

/** An AWS SDK error's own words (its name and message), for an operator's message. */
export function s3Reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const code = (error as { code?: string }).code;
  const what = error.name && error.name !== 'Error' ? `${error.name}: ` : '';
  return `${what}${error.message || code || 'failed'}${status ? ` (HTTP ${status})` : ''}`;
}
