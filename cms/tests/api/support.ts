/**
 * Helpers shared by the legacy API tests (tests/api). The harness (@hospital/test-support/harness) boots Strapi;
 * these build requests and observe state, so each test can assert "nothing changed".
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createHmac } from 'node:crypto';
import { formData, imageFile, type RunningCms } from '@hospital/test-support/harness';

/** Limits high enough that tests which log in often never meet the login/contact rate limits. */
export const RELAXED_LIMITS = {
  LOGIN_RATE_LIMIT_MAX: '100000',
  CONTACT_RATE_LIMIT_MAX: '100000',
  BOOKING_RATE_LIMIT_MAX: '100000',
  BOOKING_MANAGE_RATE_LIMIT_MAX: '100000',
};

export const CONTENT_UIDS = [
  'api::banner.banner',
  'api::home-about.home-about',
  'api::about.about',
  'api::doctor.doctor',
  'api::news-item.news-item',
  'api::event.event',
  'api::content-entry.content-entry',
  'api::service.service',
  'api::contact-request.contact-request',
  'api::hospital-notice.hospital-notice',
  'plugin::users-permissions.user',
  'plugin::upload.file',
] as const;

export interface Snapshot {
  rows: Record<string, unknown[]>;
  uploads: string[];
}

/** Every row of every type the legacy API writes, and the files in the uploads folder (once earlier saves' formats are made). */
export async function snapshot(cms: RunningCms): Promise<Snapshot> {
  await formatsMade(cms);
  const rows: Record<string, unknown[]> = {};
  for (const uid of CONTENT_UIDS) {
    rows[uid] = await cms.strapi.db.query(uid).findMany({ orderBy: { id: 'asc' } });
  }
  return { rows, uploads: listFiles(join(cms.database.publicDir, 'uploads')) };
}

export function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => !name.startsWith('.') && statSync(join(dir, name)).isFile())
      .sort();
  } catch {
    return [];
  }
}

/** Waits until `dir` holds no file (formidable unlinks aborted uploads without awaiting). */
export async function expectEmptyDir(dir: string, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (listFiles(dir).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(listFiles(dir)).toEqual([]);
}

export type Formats = Record<string, { url: string; width: number }>;

/** Waits until the images saved so far have their responsive formats (made after a save is answered). */
export async function formatsMade(cms: RunningCms): Promise<void> {
  await cms.strapi.plugin('upload').service<{ drained(): Promise<void> }>('format-queue').drained();
}

/**
 * The responsive formats of the stored file at `url`, once made (a legacy save answers before they
 * are). Before and after, the formats a file names exist on disk.
 */
export async function madeFormats(cms: RunningCms, url: string): Promise<Formats> {
  const formatsOf = async () => {
    const file = (await cms.strapi.db.query('plugin::upload.file').findOne({ where: { url } })) as {
      formats: Formats | null;
    } | null;
    expect(file, `${url} is in the Media Library`).not.toBeNull();
    const named = Object.values(file?.formats ?? {}).map((format) => format.url.replace('/uploads/', ''));
    expect(listFiles(join(cms.database.publicDir, 'uploads'))).toEqual(expect.arrayContaining(named));
    return file?.formats ?? null;
  };
  await formatsOf();
  await formatsMade(cms);
  const formats = await formatsOf();
  expect(formats, `the formats of ${url}`).not.toBeNull();
  return formats as Formats;
}

export const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const UPLOAD_URL = /^\/uploads\/[\w.-]+\.(jpg|png|webp|gif|avif)$/;

/** An HS256 JWT signed with users-permissions' secret (what its session manager signs access tokens with). */
export function signedToken(cms: RunningCms, payload: Record<string, unknown>): string {
  const secret = String(cms.strapi.config.get('plugin::users-permissions.jwtSecret'));
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** An access token that users-permissions would accept, except that it expired a minute ago. */
export function expiredAccessToken(cms: RunningCms, userId: number): string {
  const now = Math.floor(Date.now() / 1000);
  return signedToken(cms, {
    userId: String(userId),
    sessionId: 'expired-session',
    type: 'access',
    iat: now - 3600,
    exp: now - 60,
  });
}

/** The multipart bodies of valid writes, one per endpoint. */
export const validForms = {
  banner: async (extra: Record<string, string> = {}) =>
    formData({
      main_heading: 'Complete Neurosciences',
      sub_heading: 'Under one roof',
      banner_image: await imageFile(),
      ...extra,
    }),
  homeAbout: async () => formData({ title: 'Home about', description: 'Who we are', image: await imageFile() }),
  about: async () => formData({ title: 'About', description: 'Our story', image: await imageFile() }),
  doctor: async (extra: Record<string, string> = {}) =>
    formData({
      name: 'Dr. Sen',
      designation: 'Neurologist',
      about: 'Stroke care',
      type: 'doctor',
      image: await imageFile(),
      ...extra,
    }),
  news: async (extra: Record<string, string> = {}) =>
    formData({ title: 'News', description: 'Something happened', image: await imageFile(), ...extra }),
  event: async (extras = 2) =>
    formData({
      title: 'Epilepsy Day',
      description: 'A walk',
      main_image: await imageFile(),
      extra_images: await Promise.all(
        Array.from({ length: extras }, (_, i) => imageFile({ name: `extra-${i}.png`, format: 'png' })),
      ),
    }),
  blog: async (extra: Record<string, string> = {}) =>
    formData({ type: 'blog', title: 'Blog', description: 'Read me', image: await imageFile(), ...extra }),
  video: (extra: Record<string, string> = {}) =>
    formData({
      type: 'video',
      title: 'Video',
      description: 'Watch me',
      link: 'https://youtu.be/dQw4w9WgXcQ',
      ...extra,
    }),
};

/** Creates a record through the API as `token`'s admin and returns the answer's body. */
export async function created<T = Record<string, unknown>>(
  cms: RunningCms,
  path: string,
  form: FormData,
  token: string,
): Promise<T> {
  const { status, body } = await cms.requestJson<T>(path, { form, token });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

/** Counts the SQL queries run while `action` runs. */
export async function countQueries(cms: RunningCms, action: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const listener = () => {
    count += 1;
  };
  const knex = cms.strapi.db.connection;
  knex.on('query', listener);
  try {
    await action();
  } finally {
    knex.off('query', listener);
  }
  return count;
}
