/**
 * Configuration that cannot go wrong quietly (the point 2): the compiled CMS, started as
 * production starts it (`strapi start`, NODE_ENV=production), refuses development defaults and bad
 * values, naming every variable; with proper values it starts and reports healthy. The rules
 * themselves are checked on `configurationProblems`, the function register() runs.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CMS_DIR, currentTarget } from '@hospital/test-support/harness';
import { configurationProblems, MIN_SECRET_LENGTH } from '../../src/utils/config-check';
import { SECRET_VARIABLES, SEED_DEFAULTS, devSecret } from '../../src/utils/secrets';
import { DEVELOPMENT_ENCRYPTION_KEY } from '../../src/utils/encryption-key';
import { ROOT } from './support';

const work = mkdtempSync(join(tmpdir(), 'hospital-prod-config-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** Production values as an operator would set them (none is a default published in this repository). */
const strong = (name: string) => `${name.toLowerCase()}-${'k'.repeat(MIN_SECRET_LENGTH)}-0123456789`;
const PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  APP_KEYS: [1, 2, 3, 4].map((n) => strong(`app-key-${n}`)).join(','),
  API_TOKEN_SALT: strong('API_TOKEN_SALT'),
  ADMIN_JWT_SECRET: strong('ADMIN_JWT_SECRET'),
  TRANSFER_TOKEN_SALT: strong('TRANSFER_TOKEN_SALT'),
  JWT_SECRET: strong('JWT_SECRET'),
  ENCRYPTION_KEY: strong('ENCRYPTION_KEY'),
  PREVIEW_SECRET: strong('PREVIEW_SECRET'),
  CONTACT_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  SEED_ADMIN_EMAIL: 'webmaster@example-hospital.in',
  SEED_ADMIN_PASSWORD: 'a-long-admin-passphrase-2026',
  SEED_EDITOR_EMAIL: 'editor@example-hospital.in',
  SEED_EDITOR_PASSWORD: 'An-editor-passphrase-2026',
  SEED_SUPERADMIN_EMAIL: 'developer@example-hospital.in',
  SEED_SUPERADMIN_PASSWORD: 'A-developer-passphrase-2026',
  CORS_ORIGINS: 'https://www.example-hospital.in,https://example-hospital.in',
  PUBLIC_URL: 'https://www.example-hospital.in',
  SEED_DEMO_CONTENT: 'false',
};

const variablesIn = (env: Record<string, string | undefined>) => configurationProblems(env).map((p) => p.variable);

describe('configurationProblems (what register() checks)', () => {
  it('in production, names every secret and seeded password left at its development default', () => {
    const defaults = {
      NODE_ENV: 'production',
      CORS_ORIGINS: PRODUCTION.CORS_ORIGINS,
      ...Object.fromEntries(SECRET_VARIABLES.map((name) => [name, devSecret(name)])),
      ...SEED_DEFAULTS,
    };
    expect(variablesIn(defaults)).toEqual([
      ...SECRET_VARIABLES,
      'SEED_ADMIN_PASSWORD',
      'SEED_EDITOR_PASSWORD',
      'SEED_SUPERADMIN_PASSWORD',
      'CONTACT_ENCRYPTION_KEY',
    ]);
    // Strapi's own template placeholder counts as a default too.
    expect(variablesIn({ ...PRODUCTION, APP_KEYS: 'toBeModified1,toBeModified2' })).toEqual(['APP_KEYS']);
  });

  it('in production, requires the secrets, seeded passwords and site origins to be set at all', () => {
    expect(variablesIn({ NODE_ENV: 'production' })).toEqual([
      ...SECRET_VARIABLES,
      'SEED_ADMIN_PASSWORD',
      'SEED_EDITOR_PASSWORD',
      'SEED_SUPERADMIN_PASSWORD',
      'CONTACT_ENCRYPTION_KEY',
      'CORS_ORIGINS',
    ]);
  });

  it('refuses the development passport key in production, and a key that is not 32 bytes of base64 anywhere', () => {
    expect(variablesIn({ ...PRODUCTION, CONTACT_ENCRYPTION_KEY: DEVELOPMENT_ENCRYPTION_KEY })).toEqual([
      'CONTACT_ENCRYPTION_KEY',
    ]);
    expect(variablesIn({ ...PRODUCTION, CONTACT_ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toEqual([
      'CONTACT_ENCRYPTION_KEY',
    ]);
    expect(variablesIn({ CONTACT_ENCRYPTION_KEY: 'not base64!' })).toEqual(['CONTACT_ENCRYPTION_KEY']);
    // Outside production the published development key is used when none is set.
    expect(variablesIn({})).toEqual([]);
  });

  it('accepts a complete production configuration, on SQLite and on Postgres', () => {
    expect(configurationProblems(PRODUCTION)).toEqual([]);
    expect(
      configurationProblems({
        ...PRODUCTION,
        DATABASE_CLIENT: 'postgres',
        DATABASE_URL: 'postgres://cms:pw@db:5432/hospital',
      }),
    ).toEqual([]);
    expect(
      configurationProblems({
        ...PRODUCTION,
        DATABASE_CLIENT: 'postgres',
        DATABASE_HOST: 'db',
        DATABASE_NAME: 'hospital',
        DATABASE_USERNAME: 'cms',
      }),
    ).toEqual([]);
  });

  it('refuses weak secrets and short seeded passwords in production', () => {
    expect(variablesIn({ ...PRODUCTION, JWT_SECRET: 'short' })).toEqual(['JWT_SECRET']);
    expect(variablesIn({ ...PRODUCTION, APP_KEYS: `${strong('a')},tiny` })).toEqual(['APP_KEYS']);
    expect(variablesIn({ ...PRODUCTION, SEED_ADMIN_PASSWORD: 'Short-1' })).toEqual(['SEED_ADMIN_PASSWORD']);
  });

  it('sends notices only over TLS in production; a plain connection is for a local mail catcher', () => {
    expect(variablesIn({ ...PRODUCTION, SMTP_HOST: 'smtp.example-hospital.in', SMTP_REQUIRE_TLS: 'false' })).toEqual([
      'SMTP_REQUIRE_TLS',
    ]);
    expect(variablesIn({ ...PRODUCTION, SMTP_HOST: 'smtp.example-hospital.in', SMTP_REQUIRE_TLS: 'true' })).toEqual([]);
    expect(variablesIn({ SMTP_HOST: '127.0.0.1', SMTP_REQUIRE_TLS: 'false' })).toEqual([]);
    expect(variablesIn({ SMTP_REQUIRE_TLS: 'maybe' })).toEqual(['SMTP_REQUIRE_TLS']);
  });

  it("refuses a patients' SMS gateway over plain http, or with a placeholder token, in production", () => {
    const gateway = {
      PATIENT_SMS_URL: 'https://sms-adapter.example-hospital.in/send',
      PATIENT_SMS_TOKEN: strong('sms'),
    };
    expect(variablesIn({ ...PRODUCTION, ...gateway })).toEqual([]);
    expect(
      variablesIn({ ...PRODUCTION, ...gateway, PATIENT_SMS_URL: 'http://sms-adapter.example-hospital.in/send' }),
    ).toEqual(['PATIENT_SMS_URL']);
    for (const token of ['', 'tobemodified', devSecret('PATIENT_SMS_TOKEN'), 'short']) {
      expect(variablesIn({ ...PRODUCTION, ...gateway, PATIENT_SMS_TOKEN: token })).toEqual(['PATIENT_SMS_TOKEN']);
    }
    // In development a local fake gateway over http with any token is fine; a URL needs a token anywhere.
    expect(variablesIn({ PATIENT_SMS_URL: 'http://127.0.0.1:9999/sms', PATIENT_SMS_TOKEN: 'dev' })).toEqual([]);
    expect(variablesIn({ PATIENT_SMS_URL: 'http://127.0.0.1:9999/sms' })).toEqual(['PATIENT_SMS_TOKEN']);
    expect(variablesIn({ PATIENT_SMS_URL: 'sms-adapter/send', PATIENT_SMS_TOKEN: 'dev' })).toEqual(['PATIENT_SMS_URL']);
  });

  it("requires the reports' private bucket with S3 media, and in production the store's own keys and an https address", () => {
    const storage = {
      S3_BUCKET: 'hospital-media',
      S3_REPORTS_BUCKET: 'hospital-reports',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLEHOSPITAL01',
      S3_SECRET_ACCESS_KEY: strong('s3-secret'),
      S3_PUBLIC_URL: 'https://media.example-hospital.in',
    };
    expect(variablesIn({ ...PRODUCTION, ...storage })).toEqual([]);
    // Everywhere: media on S3 without a private bucket would leave the reports on one machine's disk.
    const problems = configurationProblems({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(problems).toEqual([{ variable: 'S3_REPORTS_BUCKET', problem: expect.stringContaining('is required') }]);
    expect(variablesIn({ S3_BUCKET: 'media', S3_REPORTS_BUCKET: 'media' })).toEqual(['S3_REPORTS_BUCKET']);
    expect(variablesIn({ S3_BUCKET: 'media', S3_REPORTS_BUCKET: 'reports', S3_PUBLIC_URL: 'media.cdn' })).toEqual([
      'S3_PUBLIC_URL',
    ]);
    expect(variablesIn({ S3_BUCKET: 'media', S3_REPORTS_BUCKET: 'reports', S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_ENDPOINT',
    ]);
    // In development s3rver's key and an http address are fine; production refuses both.
    const s3rver = {
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: 'http://127.0.0.1:4568/media',
    };
    expect(variablesIn({ ...storage, ...s3rver })).toEqual([]);
    expect(variablesIn({ ...PRODUCTION, ...storage, ...s3rver })).toEqual([
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PUBLIC_URL',
    ]);
    const { S3_ACCESS_KEY_ID: _id, S3_SECRET_ACCESS_KEY: _secret, S3_PUBLIC_URL: _url, ...keyless } = storage;
    const missing = configurationProblems({ ...PRODUCTION, ...keyless });
    expect(missing.map((p) => p.variable)).toEqual(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL']);
    missing.forEach((p) => expect(p.problem).toMatch(/^is required in production with S3_BUCKET/));
    // Without S3_BUCKET the uploads stay on disk, and the S3 variables are not read.
    expect(variablesIn({ ...PRODUCTION, S3_REPORTS_BUCKET: '', S3_PUBLIC_URL: 'http://x' })).toEqual([]);
  });

  it('allows only the configured site origins for CORS', () => {
    expect(variablesIn({ ...PRODUCTION, CORS_ORIGINS: '*' })).toEqual(['CORS_ORIGINS']);
    expect(variablesIn({ ...PRODUCTION, CORS_ORIGINS: 'https://www.example-hospital.in/' })).toEqual(['CORS_ORIGINS']);
    expect(variablesIn({ ...PRODUCTION, CORS_ORIGINS: 'www.example-hospital.in' })).toEqual(['CORS_ORIGINS']);
    expect(variablesIn({ ...PRODUCTION, CORS_ORIGINS: 'http://localhost:4173' })).toEqual(['CORS_ORIGINS']);
    // Local runs keep their localhost origins.
    expect(variablesIn({ CORS_ORIGINS: 'http://localhost:4173,http://localhost:5173' })).toEqual([]);
  });

  it('names malformed values that Strapi would quietly misread, in any mode', () => {
    const problems = configurationProblems({
      PORT: '13x7',
      PROXY_MAX_IPS: 'one',
      SERVE_ADMIN_PANEL: '1',
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: 'mysql://db/hospital',
      DATABASE_PORT: 'five',
      DATABASE_POOL_MIN: '20',
      DATABASE_POOL_MAX: '5',
      PUBLIC_URL: 'www.example-hospital.in',
      SEED_ADMIN_EMAIL: 'webmaster',
      SEED_DEMO_CONTENT: 'maybe',
      ACCESS_TOKEN_LIFESPAN: '10m',
      NODE_ENV: 'staging',
    });
    expect(problems.map((p) => p.variable).sort()).toEqual(
      [
        'ACCESS_TOKEN_LIFESPAN',
        'DATABASE_POOL_MIN',
        'DATABASE_PORT',
        'DATABASE_URL',
        'PROXY_MAX_IPS',
        'NODE_ENV',
        'PORT',
        'PUBLIC_URL',
        'SEED_ADMIN_EMAIL',
        'SEED_DEMO_CONTENT',
        'SERVE_ADMIN_PANEL',
      ].sort(),
    );
    expect(problems.find((p) => p.variable === 'SERVE_ADMIN_PANEL')?.problem).toBe(
      'must be "true" or "false", not "1"',
    );
    expect(problems.find((p) => p.variable === 'PROXY_MAX_IPS')?.problem).toBe(
      'must be a whole number from 0 to 10, not "one"',
    );
    expect(variablesIn({ DATABASE_CLIENT: 'mysql' })).toEqual(['DATABASE_CLIENT']);
    // Several instances: Redis and image processing.
    expect(variablesIn({ REDIS_URL: 'localhost:6379', SHARP_CONCURRENCY: '0' })).toEqual([
      'REDIS_URL',
      'SHARP_CONCURRENCY',
    ]);
    expect(variablesIn({ REDIS_URL: 'redis://redis:6379', SHARP_CONCURRENCY: '2' })).toEqual([]);
    expect(variablesIn({ ...PRODUCTION, DATABASE_CLIENT: 'postgres' })).toEqual([
      'DATABASE_HOST',
      'DATABASE_NAME',
      'DATABASE_USERNAME',
    ]);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** `strapi start` of the compiled CMS, as the cms image runs it, on a throw-away SQLite file. */
async function startProduction(name: string, env: Record<string, string>) {
  const dir = join(work, name);
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  const port = await freePort();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(DATABASE_|SEED_|NODE_ENV$|PUBLIC_|CORS_|APP_KEYS$)/.test(key)),
  );
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'strapi'), ['start'], {
    cwd: CMS_DIR,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      SERVE_ADMIN_PANEL: 'false',
      STRAPI_TELEMETRY_DISABLED: 'true',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: join(dir, 'cms.db'),
      PUBLIC_DIR: join(dir, 'public'),
      ...env,
    },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, exited, output: () => output };
}

// One run is enough: `strapi start` always boots on SQLite here (the database kind does not change the rule).
describe.runIf(currentTarget() === 'sqlite')('the compiled CMS started in production', () => {
  it('refuses to start with the development defaults, naming each variable', async () => {
    const cms = await startProduction('defaults', { NODE_ENV: 'production', CORS_ORIGINS: PRODUCTION.CORS_ORIGINS });
    const code = await Promise.race([
      cms.exited,
      new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 60_000)),
    ]);
    expect(code, cms.output()).not.toBe('timeout');
    expect(code).not.toBe(0);
    const output = cms.output();
    expect(output).toMatch(/Refusing to start in production/);
    for (const name of [
      ...SECRET_VARIABLES,
      'SEED_ADMIN_PASSWORD',
      'SEED_EDITOR_PASSWORD',
      'SEED_SUPERADMIN_PASSWORD',
      'CONTACT_ENCRYPTION_KEY',
    ]) {
      expect(output).toMatch(new RegExp(`- ${name} is missing or still set to a development default`));
    }
    expect(output, 'nothing listened').not.toMatch(/Server started|To manage your project/);
  });

  it('refuses a malformed value even with proper secrets, naming it', async () => {
    const cms = await startProduction('malformed', { ...PRODUCTION, CORS_ORIGINS: '*', SERVE_ADMIN_PANEL: 'yes' });
    expect(await cms.exited).not.toBe(0);
    expect(cms.output()).toMatch(/- SERVE_ADMIN_PANEL must be "true" or "false", not "yes"/);
    expect(cms.output()).toMatch(/- CORS_ORIGINS must list the site origins, not "\*"/);
  });

  it('starts with proper values and reports healthy at /api/health', async () => {
    const cms = await startProduction('proper', PRODUCTION);
    const deadline = Date.now() + 120_000;
    let health: Response | undefined;
    while (Date.now() < deadline && cms.child.exitCode === null) {
      health = await fetch(`http://127.0.0.1:${cms.port}/api/health`).catch(() => undefined);
      if (health) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(health?.status, cms.output()).toBe(200);
    expect(await health!.json()).toMatchObject({ status: 'ok', database: 'reachable' });
    // CORS answers only the configured origins.
    const allowed = await fetch(`http://127.0.0.1:${cms.port}/api/banners/`, {
      headers: { Origin: 'https://www.example-hospital.in' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.example-hospital.in');
    const foreign = await fetch(`http://127.0.0.1:${cms.port}/api/banners/`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).not.toBe('*');
    process.kill(-cms.child.pid!, 'SIGTERM');
    await cms.exited;
  });
});
