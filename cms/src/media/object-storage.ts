/**
 * Where uploads live. Without S3_BUCKET: the CMS's own disk (`public/uploads`, and the private
 * reports folder), the embedded default of `npm start`. With it: an S3-compatible store, so any
 * number of CMS instances on any machines share the pictures and the reports with no shared folder.
 * One reader of the S3_* variables for the upload plugin, the reports store and the CSP.
 */
export interface ObjectStorageSettings {
  /** The public media bucket (pictures). */
  bucket: string;
  /** The private bucket of the patients' reports (never publicly readable). */
  reportsBucket: string;
  region: string;
  /** Set for any S3-compatible store other than AWS (path-style addresses are then used). */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** The address the media bucket is publicly served at (a CDN, or the bucket itself). */
  publicUrl: string;
}

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/** The object storage settings, or null when the uploads stay on this machine's disk. */
export function objectStorage(env: Env = process.env): ObjectStorageSettings | null {
  const bucket = value(env, 'S3_BUCKET');
  if (!bucket) return null;
  const endpoint = value(env, 'S3_ENDPOINT');
  const region = value(env, 'S3_REGION') ?? 'us-east-1';
  const awsAddress = `https://${bucket}.s3.${region}.amazonaws.com`;
  return {
    bucket,
    reportsBucket: value(env, 'S3_REPORTS_BUCKET') ?? '',
    region,
    endpoint,
    accessKeyId: value(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: value(env, 'S3_SECRET_ACCESS_KEY'),
    publicUrl: (value(env, 'S3_PUBLIC_URL') ?? (endpoint ? `${endpoint}/${bucket}` : awsAddress)).replace(/\/+$/, ''),
  };
}

/** The AWS SDK's client options for these settings (shared by the upload provider and the reports store). */
export function s3ClientOptions(settings: ObjectStorageSettings) {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  };
}

/**
 * `@strapi/provider-upload-aws-s3`'s options: pictures under the public URL. No ACL is sent (the key
 * present and undefined stops the provider's `public-read` default): the bucket's policy makes the
 * media public, and buckets made since 2023 refuse ACL headers (docs/DEPLOYMENT.md has the policy).
 */
export function uploadProvider(settings: ObjectStorageSettings | null) {
  if (!settings) return {};
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: settings.publicUrl,
      s3Options: { ...s3ClientOptions(settings), params: { Bucket: settings.bucket, ACL: undefined } },
    },
  };
}
