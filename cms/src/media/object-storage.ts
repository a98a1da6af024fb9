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

/**
 * Tries of each request to the bucket: the SDK's standard retry strategy retries a refused or
 * reset connection, a timeout and a 5xx answer, with exponential backoff and jitter. A delete that
 * still fails is logged and its row removed (media/storage-failures.ts); a store that still fails
 * is a 503 to the editor, with nothing saved.
 */
export const S3_ATTEMPTS = 4;

/**
 * How long one try waits on the bucket: to connect, and for the next bytes once connected. A store
 * that takes the connection and then says nothing would otherwise hold the request for ever (the
 * SDK's default is no limit): the family's estimate would outlast the site's 10 s wait for the CMS
 * (web/server/patient-requests/cms-desk.ts) and get the site's timeout text instead of "report not
 * received", and an editor's save would spin. Four tries of 1.5 s of silence, with the SDK's
 * backoff, end within about 7 s. A slow upload that keeps sending is not cut: only silence counts.
 */
export const S3_CONNECT_TIMEOUT_MS = 1_000;
export const S3_SILENCE_TIMEOUT_MS = 1_500;

/** The AWS SDK's client options for these settings (shared by the upload provider and the reports store). */
export function s3ClientOptions(settings: ObjectStorageSettings) {
  return {
    region: settings.region,
    maxAttempts: S3_ATTEMPTS,
    requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS, socketTimeout: S3_SILENCE_TIMEOUT_MS },
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

/** Strapi's own defaults for these directives (`CSP_DEFAULTS` in @strapi/utils), kept in full. */
const PANEL_IMAGE_SOURCES = ["'self'", 'data:', 'blob:', 'https://market-assets.strapi.io'];
const PANEL_MEDIA_SOURCES = ["'self'", 'data:', 'blob:'];

/**
 * `strapi::security` with the bucket's public origin allowed for images and media, so Strapi's
 * panel (the Media Library, the content editor) shows the pictures it stored there. Without a
 * bucket, Strapi's defaults (pictures come from its own origin).
 */
export function panelSecurity(settings: ObjectStorageSettings | null) {
  // A malformed S3_PUBLIC_URL is named by the configuration check (utils/config-check.ts), which
  // runs after the config files are read: here it only adds nothing.
  const origin = settings && URL.canParse(settings.publicUrl) ? new URL(settings.publicUrl).origin : null;
  if (!origin) return 'strapi::security';
  return {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': [...PANEL_IMAGE_SOURCES, origin],
          'media-src': [...PANEL_MEDIA_SOURCES, origin],
          upgradeInsecureRequests: null,
        },
      },
    },
  };
}
