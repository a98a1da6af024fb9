/** Pure parts of the shared legacy module (src/legacy), without Strapi. */
import { describe, expect, it } from 'vitest';
import { LegacyError, describeThrown, readStrapiErrorBody, renderStrapiError } from '../../src/legacy/errors';
import { queryChoice, queryText, readPaging } from '../../src/legacy/query';
import { readLimit } from '../../src/legacy/rate-limit';
import { isoTime, toDoctor, toEvent, toUser } from '../../src/legacy/shapes';
import { FormReader, isHttpUrl } from '../../src/legacy/validation';
import { videoIdFrom } from '../../src/legacy/video-link';
// The site's own rule and cases: the CMS must accept exactly the video links the site can play.
import { videoIdFrom as sitePlayerVideoId } from 'web/src/lib/video-link';
import { PLAYABLE_VIDEO_LINKS, UNPLAYABLE_VIDEO_LINKS } from '@hospital/test-support/site/video-links';

describe('FormReader', () => {
  it('trims text, reads blanks as null, applies the schema maxLength and the given messages', () => {
    const form = new FormReader({ a: '  x  ', b: '   ', c: 'long text', d: 42 }, { c: { maxLength: 4 } });
    expect(form.text('a')).toBe('x');
    expect(form.text('b')).toBeNull();
    expect(form.text('b', { required: 'B please' })).toBeNull();
    expect(form.text('c')).toBe('long text');
    expect(form.text('d')).toBe('42');
    expect(form.errors).toEqual({ b: ['B please'], c: ['Ensure this field has no more than 4 characters.'] });
    expect(() => form.assertValid()).toThrow(LegacyError);
  });

  it('keeps passwords as typed', () => {
    expect(new FormReader({ p: ' secret ' }).text('p', { trim: false })).toBe(' secret ');
  });

  it('reads choices, URLs, e-mails, integers and booleans', () => {
    const form = new FormReader({ t: 'x', u: 'ftp://host', e: 'a@b', i: '7', j: '1e3', k: 200, y: 'on', n: 'maybe' });
    expect(form.choice('t', { choices: ['a', 'b'] })).toBeNull();
    expect(form.choice('missing', { choices: ['a'], fallback: 'a' })).toBe('a');
    expect(form.url('u')).toBe('ftp://host');
    expect(form.email('e')).toBe('a@b');
    expect(form.integer('i', { min: 0, max: 10 })).toBe(7);
    expect(form.integer('j', { min: 0, max: 10 })).toBeNull();
    expect(form.integer('k', { min: 0, max: 130 })).toBeNull();
    expect(form.boolean('y')).toBe(true);
    expect(form.boolean('n')).toBeUndefined();
    expect(form.errors).toEqual({
      t: ['"x" is not a valid choice.'],
      u: ['Enter a valid URL.'],
      e: ['Enter a valid email address.'],
      j: ['A valid integer is required.'],
      k: ['Ensure this value is less than or equal to 130.'],
      n: ['Must be a valid boolean.'],
    });
  });

  it("adds the about saves' legacy keys on request", () => {
    const form = new FormReader({});
    form.text('title', { required: 'Please fill all fields.' });
    try {
      form.assertValid({ withStatus: true });
      expect.unreachable();
    } catch (error) {
      expect((error as LegacyError).body).toEqual({
        title: ['Please fill all fields.'],
        status: false,
        data: null,
        message: 'Please fill all fields.',
      });
    }
  });

  it('accepts only http(s) URLs', () => {
    expect(isHttpUrl('https://youtu.be/abc')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('youtu.be/abc')).toBe(false);
  });
});

describe('errors', () => {
  const anonymous = { hasBearer: false, method: 'POST' };
  const withToken = { hasBearer: true, method: 'POST' };

  it("turns users-permissions' 403 for a visitor into 401, keeps it 403 for a token holder", () => {
    expect(renderStrapiError({ status: 403, name: 'ForbiddenError', message: 'Forbidden' }, anonymous)).toMatchObject({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
    expect(renderStrapiError({ status: 403, name: 'ForbiddenError', message: 'Forbidden' }, withToken)).toMatchObject({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    expect(renderStrapiError({ status: 401, name: 'UnauthorizedError', message: '' }, withToken)).toMatchObject({
      status: 401,
      body: { detail: 'Given token not valid for any token type' },
    });
  });

  it("turns Strapi's validation details into field errors", () => {
    const info = describeThrown(
      Object.assign(new Error('2 errors'), {
        name: 'ValidationError',
        details: { errors: [{ path: ['email'], message: 'email too short' }] },
      }),
    );
    expect(info).not.toBeNull();
    expect(renderStrapiError(info as Exclude<typeof info, null | LegacyError>, anonymous).body).toEqual({
      email: ['email too short'],
    });
  });

  it('recognises http errors by their status and leaves bugs to the 500 path', () => {
    expect(
      describeThrown(Object.assign(new Error('request entity too large'), { status: 413, expose: true })),
    ).toMatchObject({ status: 413 });
    // The body parser's errors in fixed words (issue 39, finding 11a): never the parser's own.
    expect(describeThrown(Object.assign(new SyntaxError('Unexpected end'), { status: 400 }))).toMatchObject({
      status: 400,
      message: 'JSON parse error - the request body is not valid JSON.',
    });
    expect(
      describeThrown(
        Object.assign(new Error('MultipartParser.end(): stream ended unexpectedly'), { code: 1012, httpCode: 500 }),
      ),
    ).toMatchObject({ status: 400, message: 'Malformed request body.' });
    expect(describeThrown(new TypeError('undefined is not a function'))).toBeNull();
    expect(describeThrown(Object.assign(new Error('db down'), { status: 503 }))).toBeNull();
  });

  it('reads rendered Strapi error bodies only', () => {
    expect(
      readStrapiErrorBody({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }),
    ).toMatchObject({ status: 404 });
    expect(readStrapiErrorBody({ detail: 'x' })).toBeNull();
    expect(readStrapiErrorBody([])).toBeNull();
  });
});

describe('query values', () => {
  it('pages only with ?page=, with bounded integers', () => {
    expect(readPaging({})).toBeNull();
    expect(readPaging({ page: '2' })).toEqual({ page: 2, pageSize: 10 });
    expect(readPaging({ page: '1', page_size: '100' })).toEqual({ page: 1, pageSize: 100 });
    for (const query of [
      { page: '0' },
      { page: 'x' },
      { page: ['1'] },
      { page: '1', page_size: '101' },
      { page_size: 'x' },
    ]) {
      expect(() => readPaging(query), JSON.stringify(query)).toThrow(LegacyError);
    }
  });

  it('checks filters', () => {
    expect(queryChoice({ type: 'blog' }, 'type', ['blog', 'video'])).toBe('blog');
    expect(queryChoice({ type: '' }, 'type', ['blog'])).toBeUndefined();
    expect(() => queryChoice({ type: 'x' }, 'type', ['blog'])).toThrow(LegacyError);
    expect(queryText({ search: ' sen ' }, 'search')).toBe('sen');
    expect(() => queryText({ search: { $ne: 1 } }, 'search')).toThrow(LegacyError);
  });
});

describe('shapes', () => {
  it('writes times as ISO 8601 whatever the driver returns', () => {
    expect(isoTime(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05.000Z');
    expect(isoTime('2026-01-02 03:04:05.000Z')).toBe('2026-01-02T03:04:05.000Z');
    expect(isoTime(1767323045000)).toBe('2026-01-02T03:04:05.000Z');
  });

  it('shapes doctors, events and users', () => {
    const base = {
      id: 3,
      documentId: 'd',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: new Date(Date.UTC(2026, 1, 3, 4, 5, 6)),
    };
    expect(
      toDoctor({
        ...base,
        name: 'N',
        designation: 'D',
        specialty: null,
        about: 'A',
        details: null,
        twitter: null,
        fb: null,
        insta: null,
        linkedin: null,
        type: 'doctor',
        is_active: null,
      }),
    ).toMatchObject({
      id: 3,
      image: null,
      is_active: true,
      created_at: base.createdAt,
      // The last edit, for the sitemap's lastmod, whatever the driver returns.
      updated_at: '2026-02-03T04:05:06.000Z',
    });
    expect(
      toEvent({
        ...base,
        title: 'T',
        description: 'D',
        main_image: { id: 1, url: '/uploads/a.jpg' },
        images: [{ id: 2, url: '/uploads/b.jpg' }],
      }),
    ).toMatchObject({
      main_image: '/uploads/a.jpg',
      images: [{ id: 2, image: '/uploads/b.jpg' }],
    });
    expect(
      toUser({
        id: 1,
        email: 'a@b.c',
        blocked: false,
        confirmed: true,
        createdAt: base.createdAt,
        role: { type: 'authenticated' },
      }),
    ).toEqual({
      id: 1,
      email: 'a@b.c',
      role: 'user',
      is_active: true,
      created_at: base.createdAt,
    });
  });
});

describe('rate limit settings', () => {
  it('reads <BUCKET>_RATE_LIMIT_MAX/_WINDOW, falling back on nonsense', () => {
    expect(readLimit('login', {})).toEqual({ max: 10, windowSeconds: 900 });
    expect(readLimit('contact', { CONTACT_RATE_LIMIT_MAX: '3', CONTACT_RATE_LIMIT_WINDOW: '60' })).toEqual({
      max: 3,
      windowSeconds: 60,
    });
    expect(readLimit('login', { LOGIN_RATE_LIMIT_MAX: '0', LOGIN_RATE_LIMIT_WINDOW: 'soon' })).toEqual({
      max: 10,
      windowSeconds: 900,
    });
  });
});

describe('the video link rule', () => {
  it.each(PLAYABLE_VIDEO_LINKS)('takes %s, which the site plays, with its id', (link, id) => {
    expect(videoIdFrom(link)).toBe(id);
  });

  it.each(UNPLAYABLE_VIDEO_LINKS)('refuses %s, which the site cannot play', (_, link) => {
    expect(videoIdFrom(link)).toBe('');
  });

  it("agrees with the site's player on every link of both lists", () => {
    const links = [...PLAYABLE_VIDEO_LINKS.map(([link]) => link), ...UNPLAYABLE_VIDEO_LINKS.map(([, link]) => link)];
    expect(links.map(videoIdFrom)).toEqual(links.map(sitePlayerVideoId));
  });
});
