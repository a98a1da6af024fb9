/**
 * Every setting of the CMS comes from the environment. Strapi's own `env()` helpers forgive too
 * much (`env.bool` reads "yes" as false, `env.int` reads "80a" as 80 and "abc" as NaN), so this
 * module checks the raw variables once, at start (`register()`), and stops the start with one
 * message that names every bad or missing variable. In production it also refuses development
 * defaults (secrets, seeded passwords, localhost origins): see `unsafeProductionSettings`.
 */
import { isDevelopmentDefault, SECRET_VARIABLES, unsafeProductionSettings } from './secrets';
import { DEVELOPMENT_ENCRYPTION_KEY, encryptionKeyBytes } from './encryption-key';

export interface ConfigProblem {
  variable: string;
  problem: string;
}

type Env = NodeJS.ProcessEnv;

export const MIN_SECRET_LENGTH = 16;
const BOOLEAN_VARIABLES = ['DATABASE_SSL', 'DATABASE_SSL_REJECT_UNAUTHORIZED', 'SERVE_ADMIN_PANEL', 'SMTP_REQUIRE_TLS'];
const NODE_ENVS = ['development', 'production', 'test'];
/** What src/seed/settings.ts reads for SEED_DEMO_CONTENT. */
const SWITCH_WORDS = ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'];

const isSet = (env: Env, name: string): boolean => env[name] !== undefined && env[name].trim() !== '';
const shown = (value: string): string => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);

function checkInteger(env: Env, name: string, min: number, max: number, problems: ConfigProblem[]): void {
  if (!isSet(env, name)) return;
  const raw = env[name]!.trim();
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || value < min || value > max) {
    problems.push({ variable: name, problem: `must be a whole number from ${min} to ${max}, not ${shown(raw)}` });
  }
}

function checkBoolean(env: Env, name: string, problems: ConfigProblem[]): void {
  if (!isSet(env, name)) return;
  const raw = env[name]!.trim();
  if (raw !== 'true' && raw !== 'false') {
    problems.push({ variable: name, problem: `must be "true" or "false", not ${shown(raw)}` });
  }
}

/** An origin as browsers send it: scheme, host and optional port, no path, no trailing slash. */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** CORS_ORIGINS as a list: comma-separated (Strapi's `env.array` also accepts `[a, b]`). */
export function parseOriginList(raw: string): string[] {
  return raw
    .replace(/^\s*\[|\]\s*$/g, '')
    .split(',')
    .map((entry) => entry.trim().replace(/^["']|["']$/g, ''))
    .filter((entry) => entry !== '');
}

function isLocal(origin: string): boolean {
  const { hostname } = new URL(origin);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

function checkCors(env: Env, production: boolean, problems: ConfigProblem[]): void {
  if (!isSet(env, 'CORS_ORIGINS')) {
    if (production) {
      problems.push({
        variable: 'CORS_ORIGINS',
        problem:
          'is required in production: the site origins allowed to call the API, e.g. https://www.example-hospital.in',
      });
    }
    return;
  }
  const origins = parseOriginList(env.CORS_ORIGINS!);
  if (origins.length === 0) problems.push({ variable: 'CORS_ORIGINS', problem: 'lists no origin' });
  for (const origin of origins) {
    if (origin === '*') {
      problems.push({ variable: 'CORS_ORIGINS', problem: 'must list the site origins, not "*"' });
    } else if (!isOrigin(origin)) {
      problems.push({
        variable: 'CORS_ORIGINS',
        problem: `${shown(origin)} is not an origin (scheme://host[:port], no path, no trailing slash)`,
      });
    } else if (production && isLocal(origin)) {
      problems.push({
        variable: 'CORS_ORIGINS',
        problem: `${shown(origin)} is a development origin; list the public site origins`,
      });
    }
  }
}

function checkDatabase(env: Env, production: boolean, problems: ConfigProblem[]): void {
  const client = isSet(env, 'DATABASE_CLIENT') ? env.DATABASE_CLIENT!.trim() : 'sqlite';
  if (client !== 'sqlite' && client !== 'postgres') {
    problems.push({ variable: 'DATABASE_CLIENT', problem: `must be "sqlite" or "postgres", not ${shown(client)}` });
    return;
  }
  if (client === 'sqlite') {
    if (env.DATABASE_FILENAME !== undefined && env.DATABASE_FILENAME.trim() === '') {
      problems.push({ variable: 'DATABASE_FILENAME', problem: 'is empty; unset it for the default .tmp/data.db' });
    }
    return;
  }
  if (isSet(env, 'DATABASE_URL')) {
    let url: URL | undefined;
    try {
      url = new URL(env.DATABASE_URL!.trim());
    } catch {
      // reported below
    }
    if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') || url.hostname === '') {
      problems.push({
        variable: 'DATABASE_URL',
        problem: 'must be a connection URL like postgres://user:password@host:5432/database',
      });
    }
  } else if (production) {
    for (const name of ['DATABASE_HOST', 'DATABASE_NAME', 'DATABASE_USERNAME']) {
      if (!isSet(env, name)) {
        problems.push({
          variable: name,
          problem: 'is required in production with DATABASE_CLIENT=postgres (or set DATABASE_URL)',
        });
      }
    }
  }
  checkInteger(env, 'DATABASE_PORT', 1, 65535, problems);
  checkInteger(env, 'DATABASE_POOL_MIN', 0, 1000, problems);
  checkInteger(env, 'DATABASE_POOL_MAX', 1, 1000, problems);
  checkInteger(env, 'DATABASE_CONNECTION_TIMEOUT', 1, 3_600_000, problems);
  const min = Number(env.DATABASE_POOL_MIN ?? 0);
  const max = Number(env.DATABASE_POOL_MAX ?? 10);
  if (Number.isInteger(min) && Number.isInteger(max) && min > max) {
    problems.push({ variable: 'DATABASE_POOL_MIN', problem: `(${min}) is larger than DATABASE_POOL_MAX (${max})` });
  }
}

function checkSecrets(env: Env, problems: ConfigProblem[]): void {
  const unsafe = new Set(unsafeProductionSettings(env));
  for (const name of unsafe) {
    problems.push({ variable: name, problem: 'is missing or still set to a development default' });
  }
  for (const name of SECRET_VARIABLES) {
    if (unsafe.has(name)) continue;
    const values = name === 'APP_KEYS' ? env[name]!.split(',') : [env[name]!];
    if (values.some((value) => value.trim().length < MIN_SECRET_LENGTH)) {
      problems.push({
        variable: name,
        problem: `is too short: use random values of at least ${MIN_SECRET_LENGTH} characters${name === 'APP_KEYS' ? ' (each of the comma-separated keys)' : ''}, e.g. \`openssl rand -base64 32\``,
      });
    }
  }
  for (const name of ['SEED_ADMIN_PASSWORD', 'SEED_EDITOR_PASSWORD', 'SEED_SUPERADMIN_PASSWORD']) {
    if (!unsafe.has(name) && env[name]!.length < 12) {
      problems.push({ variable: name, problem: 'is too short for production: use at least 12 characters' });
    }
  }
}

/** The key that seals passport numbers (desk/passport.ts): 32 bytes; in production, set and not the published default. */
function checkEncryptionKey(env: Env, production: boolean, problems: ConfigProblem[]): void {
  const name = 'CONTACT_ENCRYPTION_KEY';
  if (isSet(env, name) && !encryptionKeyBytes(env[name])) {
    problems.push({ variable: name, problem: 'must be 32 random bytes in base64, e.g. `openssl rand -base64 32`' });
  } else if (production && (!isSet(env, name) || env[name]!.trim() === DEVELOPMENT_ENCRYPTION_KEY)) {
    problems.push({
      variable: name,
      problem:
        'is missing or still set to a development default: passport numbers need a key of your own (`openssl rand -base64 32`), kept outside the database backups',
    });
  }
}

/**
 * The patients' SMS/WhatsApp gateway (src/api/opd-booking/messages/): an absolute URL with a
 * token; in production https (the token and the patient's number cross the network) and a token
 * of the hospital's own, not a placeholder from .env.example.
 */
function checkPatientGateway(env: Env, production: boolean, problems: ConfigProblem[]): void {
  if (!isSet(env, 'PATIENT_SMS_URL')) return;
  const raw = env.PATIENT_SMS_URL!.trim();
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    problems.push({ variable: 'PATIENT_SMS_URL', problem: `must be an absolute http(s) URL, not ${shown(raw)}` });
  } else if (production && protocol !== 'https:') {
    problems.push({
      variable: 'PATIENT_SMS_URL',
      problem: "must be https in production: the token and the patients' numbers cross the network",
    });
  }
  const token = env.PATIENT_SMS_TOKEN?.trim() ?? '';
  if (token === '') {
    problems.push({
      variable: 'PATIENT_SMS_TOKEN',
      problem: "is required with PATIENT_SMS_URL: the gateway's bearer token",
    });
  } else if (production && (isDevelopmentDefault(token) || token.length < MIN_SECRET_LENGTH)) {
    problems.push({
      variable: 'PATIENT_SMS_TOKEN',
      problem: `is a development default or shorter than ${MIN_SECRET_LENGTH} characters: use the gateway's own token`,
    });
  }
}

/** s3rver's one key pair (the tests' object store): a bucket in production has keys of its own. */
const S3RVER_KEY = 'S3RVER';

/**
 * Uploads on an S3-compatible store (src/media/object-storage.ts): with S3_BUCKET, the reports'
 * private bucket too (a report must never land in the public one, nor on one machine's disk); in
 * production keys of the hospital's own and an https public address (the pages load pictures from
 * it, and a page over https cannot show pictures over http).
 */
function checkObjectStorage(env: Env, production: boolean, problems: ConfigProblem[]): void {
  if (!isSet(env, 'S3_BUCKET')) return;
  const bucket = env.S3_BUCKET!.trim();
  if (!isSet(env, 'S3_REPORTS_BUCKET')) {
    problems.push({
      variable: 'S3_REPORTS_BUCKET',
      problem:
        "is required with S3_BUCKET: the private bucket of the patients' reports (never the public media bucket)",
    });
  } else if (env.S3_REPORTS_BUCKET!.trim() === bucket) {
    problems.push({
      variable: 'S3_REPORTS_BUCKET',
      problem: "must not be S3_BUCKET: the media bucket is public, the patients' reports are not",
    });
  }
  for (const name of ['S3_ENDPOINT', 'S3_PUBLIC_URL']) {
    if (isSet(env, name) && !/^https?:\/\/[^\s/]+(\/\S*)?$/.test(env[name]!.trim())) {
      problems.push({ variable: name, problem: `must be an absolute http(s) URL, not ${shown(env[name]!)}` });
    }
  }
  if (!production) return;
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
    if (!isSet(env, name)) {
      problems.push({ variable: name, problem: "is required in production with S3_BUCKET: the bucket's own key" });
    } else if (env[name]!.trim() === S3RVER_KEY || isDevelopmentDefault(env[name]!.trim())) {
      problems.push({
        variable: name,
        problem: "is a development default (s3rver's key): use the key the storage provider issued",
      });
    }
  }
  if (!isSet(env, 'S3_PUBLIC_URL')) {
    problems.push({
      variable: 'S3_PUBLIC_URL',
      problem: 'is required in production with S3_BUCKET: the https address the pictures are served at (CDN or bucket)',
    });
  } else if (!env.S3_PUBLIC_URL!.trim().startsWith('https://')) {
    problems.push({
      variable: 'S3_PUBLIC_URL',
      problem: 'must be https in production: the pages are served over https and load their pictures from it',
    });
  }
}

/** Every problem with the environment, in a stable order; empty when the CMS may start. */
export function configurationProblems(env: Env = process.env): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (isSet(env, 'NODE_ENV') && !NODE_ENVS.includes(env.NODE_ENV!.trim())) {
    problems.push({
      variable: 'NODE_ENV',
      problem: `must be one of ${NODE_ENVS.join(', ')}, not ${shown(env.NODE_ENV!)}`,
    });
  }
  const production = env.NODE_ENV === 'production';
  if (production) checkSecrets(env, problems);

  if (env.HOST !== undefined && env.HOST.trim() === '') problems.push({ variable: 'HOST', problem: 'is empty' });
  checkInteger(env, 'PORT', 1, 65535, problems);
  checkInteger(env, 'PROXY_MAX_IPS', 0, 10, problems);
  checkInteger(env, 'MAX_IMAGE_PIXELS', 1, 1_000_000_000, problems);
  for (const name of BOOLEAN_VARIABLES) checkBoolean(env, name, problems);
  if (isSet(env, 'SEED_DEMO_CONTENT') && !SWITCH_WORDS.includes(env.SEED_DEMO_CONTENT!.trim().toLowerCase())) {
    problems.push({
      variable: 'SEED_DEMO_CONTENT',
      problem: `must be "true" or "false", not ${shown(env.SEED_DEMO_CONTENT!)}`,
    });
  }
  // Session lifetimes of the site's logins (config/plugins.ts), in seconds.
  for (const name of ['ACCESS_TOKEN_LIFESPAN', 'REFRESH_TOKEN_MAX_LIFESPAN', 'REFRESH_TOKEN_IDLE_LIFESPAN']) {
    checkInteger(env, name, 60, 10 * 365 * 24 * 3600, problems);
  }
  // Per-client-address limits (src/legacy/rate-limit.ts), which fall back to their defaults on a bad value.
  for (const bucket of ['LOGIN', 'CONTACT', 'VITALS', 'BOOKING', 'BOOKING_MANAGE']) {
    checkInteger(env, `${bucket}_RATE_LIMIT_MAX`, 1, 1_000_000, problems);
    checkInteger(env, `${bucket}_RATE_LIMIT_WINDOW`, 1, 7 * 24 * 3600, problems);
  }
  // Bookings of OPD sessions (src/api/opd-booking/): how far ahead a session date can be booked.
  checkInteger(env, 'BOOKING_DAYS_AHEAD', 1, 366, problems);
  // The patient desk (src/api/contact-request/desk/): reply promise, retention, notices.
  checkInteger(env, 'CONTACT_REPLY_HOURS', 1, 24 * 30, problems);
  checkInteger(env, 'CONTACT_RETENTION_DAYS', 1, 3650, problems);
  checkInteger(env, 'SMTP_PORT', 1, 65535, problems);
  checkEncryptionKey(env, production, problems);
  if (env.PATIENT_REPORTS_DIR !== undefined && env.PATIENT_REPORTS_DIR.trim() === '') {
    problems.push({ variable: 'PATIENT_REPORTS_DIR', problem: 'is empty; unset it for the default ./private/reports' });
  }
  if (production && env.SMTP_REQUIRE_TLS?.trim().toLowerCase() === 'false') {
    problems.push({
      variable: 'SMTP_REQUIRE_TLS',
      problem: 'is false: in production notices are sent only over TLS (port 465, or STARTTLS on another port)',
    });
  }
  for (const name of ['CONTACT_NOTIFY_TO', 'SMTP_FROM']) {
    if (isSet(env, name) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(env[name]!.trim().replace(/^.*<(.+)>$/, '$1'))) {
      problems.push({ variable: name, problem: `must be an e-mail address, not ${shown(env[name]!)}` });
    }
  }
  checkPatientGateway(env, production, problems);
  checkObjectStorage(env, production, problems);
  if (isSet(env, 'SITE_URL') && !/^https?:\/\/\S+$/.test(env.SITE_URL!.trim())) {
    problems.push({ variable: 'SITE_URL', problem: `must be an absolute http(s) URL, not ${shown(env.SITE_URL!)}` });
  }
  // Several instances (src/cache/) and image processing (src/utils/image-processing.ts).
  if (isSet(env, 'REDIS_URL') && !/^rediss?:\/\/\S+$/.test(env.REDIS_URL!.trim())) {
    problems.push({
      variable: 'REDIS_URL',
      problem: `must be a redis:// or rediss:// URL, not ${shown(env.REDIS_URL!)}`,
    });
  }
  checkInteger(env, 'SHARP_CONCURRENCY', 1, 64, problems);
  if (env.UPLOAD_TMP_DIR !== undefined && env.UPLOAD_TMP_DIR.trim() === '') {
    problems.push({ variable: 'UPLOAD_TMP_DIR', problem: "is empty; unset it for the system's temporary folder" });
  }

  if (isSet(env, 'PUBLIC_URL')) {
    let ok = false;
    try {
      const url = new URL(env.PUBLIC_URL!.trim());
      ok = url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      // reported below
    }
    if (!ok)
      problems.push({
        variable: 'PUBLIC_URL',
        problem: `must be an absolute http(s) URL, not ${shown(env.PUBLIC_URL!)}`,
      });
  }
  if (isSet(env, 'PREVIEW_SITE_URL') && !isOrigin(env.PREVIEW_SITE_URL!.trim().replace(/\/+$/, ''))) {
    problems.push({
      variable: 'PREVIEW_SITE_URL',
      problem: `must be the site's origin (scheme://host[:port]), not ${shown(env.PREVIEW_SITE_URL!)}`,
    });
  }
  if (env.PUBLIC_DIR !== undefined && env.PUBLIC_DIR.trim() === '') {
    problems.push({ variable: 'PUBLIC_DIR', problem: 'is empty; unset it for the default ./public' });
  }

  for (const name of ['SEED_ADMIN_EMAIL', 'SEED_EDITOR_EMAIL', 'SEED_SUPERADMIN_EMAIL']) {
    if (isSet(env, name) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(env[name]!.trim())) {
      problems.push({ variable: name, problem: `must be an e-mail address, not ${shown(env[name]!)}` });
    }
  }

  checkDatabase(env, production, problems);
  checkCors(env, production, problems);
  return problems;
}

export function formatProblems(problems: ConfigProblem[], production: boolean): string {
  const lines = problems.map(({ variable, problem }) => `  - ${variable} ${problem}`);
  const names = [...new Set(problems.map((p) => p.variable))];
  return [
    `Refusing to start${production ? ' in production' : ''}: the configuration has ${problems.length} problem${problems.length === 1 ? '' : 's'} (${names.join(', ')}).`,
    ...lines,
    'Set these variables in the environment: cms/.env.example documents each one (deploy/.env.example for the compose stack).',
  ].join('\n');
}

/** Throws one error naming every bad or missing variable. Called first thing in `register()`. */
export function assertValidConfiguration(env: Env = process.env): void {
  const problems = configurationProblems(env);
  if (problems.length > 0) throw new Error(formatProblems(problems, env.NODE_ENV === 'production'));
}
