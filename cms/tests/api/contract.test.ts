/**
 * Contract of every endpoint of the legacy API (docs/API.md) against the real Strapi: paths with
 * and without the trailing slash, the shape and type of every field, newest-first order, filters
 * and paging links. Roles, validation, uploads and rate limits have their own files.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData, imageFile, startCms, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { ISO_TIME, RELAXED_LIMITS, UPLOAD_URL, created, listFiles, madeFormats, validForms } from './support';

/** An uploaded picture's stored sizes (uploads.test.ts checks their figures and copies). */
const UPLOADED_SIZES = {
  width: expect.any(Number) as number,
  height: expect.any(Number) as number,
  smaller: expect.any(Array) as unknown[],
};

let cms: RunningCms;
let admin: SiteUser;

beforeAll(async () => {
  // One trusted proxy hop, as behind the site's server: the paging links follow its X-Forwarded-Proto/Host.
  cms = await startCms({ env: { ...RELAXED_LIMITS, PROXY_MAX_IPS: '1' } });
  admin = await cms.createUser({ role: 'admin' });
});
afterAll(async () => {
  await cms?.stop();
});

const uploadsDir = () => join(cms.database.publicDir, 'uploads');
const uploaded = (url: string) => existsSync(join(cms.database.publicDir, url));

async function get<T>(path: string, headers?: Record<string, string>): Promise<T> {
  const { status, body } = await cms.requestJson<T>(path, { headers });
  expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body;
}

/** The same path with and without its trailing slash answers the same. */
async function getBothForms<T>(path: string): Promise<T> {
  const withSlash = await get<T>(path);
  expect(await get<T>(path.replace(/\/$/, ''))).toEqual(withSlash);
  return withSlash;
}

describe('GET/POST /banners/, DELETE /banners/{id}/delete/', () => {
  it('lists nothing at first', async () => {
    expect(await getBothForms('/banners/')).toEqual([]);
  });

  it('creates the banner, then updates its text, then replaces its image, never duplicating it', async () => {
    const first = await created<Record<string, unknown>>(cms, '/banners/', await validForms.banner(), admin.token);
    expect(first).toEqual({
      id: expect.stringMatching(/^\d+$/),
      main_heading: 'Complete Neurosciences',
      sub_heading: 'Under one roof',
      banner_image: expect.stringMatching(UPLOAD_URL),
      // The site's /admin screens ask for no alternative text: the site then uses its own.
      banner_image_alt: null,
      banner_image_sizes: UPLOADED_SIZES,
      created_at: expect.stringMatching(ISO_TIME),
    });
    expect(await getBothForms('/banners/')).toEqual([first]);

    // A second POST without an image updates the text of the one banner.
    const textOnly = formData({ main_heading: 'New heading', sub_heading: 'New sub' });
    const updated = await created<Record<string, unknown>>(cms, '/banners', textOnly, admin.token);
    expect(updated).toEqual({ ...first, main_heading: 'New heading', sub_heading: 'New sub' });

    // With an image it replaces the banner's image; the old file is gone.
    const replaced = await created<Record<string, unknown>>(cms, '/banners/', await validForms.banner(), admin.token);
    expect(replaced.id).toBe(first.id);
    expect(replaced.banner_image).not.toBe(first.banner_image);
    expect(uploaded(first.banner_image as string)).toBe(false);
    expect(uploaded(replaced.banner_image as string)).toBe(true);
    expect(await get('/banners/')).toEqual([replaced]);
    expect(await cms.strapi.db.query('api::banner.banner').count()).toBe(1);
  });

  it('deletes the banner and its image file; a second delete is a 404', async () => {
    const [banner] = await get<Array<{ id: string; banner_image: string }>>('/banners/');
    const response = await cms.request(`/banners/${banner.id}/delete/`, { method: 'DELETE', token: admin.token });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await get('/banners/')).toEqual([]);
    expect(uploaded(banner.banner_image)).toBe(false);

    const again = await cms.requestJson(`/banners/${banner.id}/delete`, { method: 'DELETE', token: admin.token });
    expect(again).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });
});

describe('GET/POST /homeabout/ and /about/', () => {
  it('answers {status: false, data: null} while there is none', async () => {
    expect(await getBothForms('/homeabout/')).toEqual({ status: false, data: null });
    expect(await getBothForms('/about/')).toEqual({ status: false, data: null });
  });

  it('saves home-about without an image, keeps its image when a later save sends none', async () => {
    const first = await cms.requestJson('/homeabout/', {
      form: formData({ title: 'T1', description: 'D1' }),
      token: admin.token,
    });
    expect(first).toMatchObject({
      status: 200,
      body: {
        status: true,
        data: { title: 'T1', description: 'D1', image: null, image_alt: null, image_sizes: null },
        message: expect.any(String),
      },
    });

    const withImage = await cms.requestJson<{ data: { image: string } }>('/homeabout', {
      form: await validForms.homeAbout(),
      token: admin.token,
    });
    expect(withImage.status).toBe(200);
    expect(withImage.body.data.image).toMatch(UPLOAD_URL);

    const textOnly = await cms.requestJson('/homeabout/', {
      form: formData({ title: 'T3', description: 'D3' }),
      token: admin.token,
    });
    expect(textOnly.body).toEqual({
      status: true,
      data: {
        title: 'T3',
        description: 'D3',
        image: withImage.body.data.image,
        image_alt: null,
        image_sizes: UPLOADED_SIZES,
      },
      message: expect.any(String),
    });
    expect(await getBothForms('/homeabout/')).toEqual({
      status: true,
      data: {
        title: 'T3',
        description: 'D3',
        image: withImage.body.data.image,
        image_alt: null,
        image_sizes: UPLOADED_SIZES,
      },
    });
    expect(await cms.strapi.db.query('api::home-about.home-about').count()).toBe(1);
  });

  it('saves about with a new image each time and removes the replaced file', async () => {
    const first = await cms.requestJson<{ data: { image: string } }>('/about/', {
      form: await validForms.about(),
      token: admin.token,
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      status: true,
      data: {
        title: 'About',
        description: 'Our story',
        image: expect.stringMatching(UPLOAD_URL),
        image_alt: null,
        image_sizes: UPLOADED_SIZES,
      },
      message: 'About updated successfully!',
    });

    const second = await cms.requestJson<{ data: { image: string } }>('/about', {
      form: await validForms.about(),
      token: admin.token,
    });
    expect(second.status).toBe(200);
    expect(uploaded(first.body.data.image)).toBe(false);
    expect(await getBothForms('/about/')).toEqual({ status: true, data: second.body.data });
  });
});

describe('GET/POST /doctors/, DELETE /doctors/{id}/', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const add = async (name: string, designation: string, type: string, extra: Record<string, string> = {}) => {
      const body = await created<{ id: number }>(
        cms,
        '/doctors/',
        await validForms.doctor({ name, designation, type, ...extra }),
        admin.token,
      );
      ids[name] = body.id;
    };
    await add('Dr. Ananya Sen', 'Consultant Neurologist', 'doctor', {
      linkedin: 'https://www.linkedin.com/in/example',
      details: 'Long bio',
      specialty: 'neurology',
      registration_no: ' WBMC 61234 ',
      // Sent out of order: the answer lists the week from Monday, then by start time.
      opd: JSON.stringify([
        { day: 'thursday', start: '17:00', end: '20:00', branch: 'Siliguri' },
        { day: 'monday', start: '14:00', end: '16:00', branch: 'Salt Lake, Kolkata' },
        { day: 'monday', start: '09:30', end: '12:30', branch: 'Salt Lake, Kolkata', places: '20' },
      ]),
    });
    await add('Dr. Rahul Banerjee', 'Consultant Neurosurgeon', 'doctor', { specialty: 'neurosurgery' });
    await add('Dr. Priya Ghosh', 'Medical Officer, Neuro ICU', 'medical_officer');
  });

  it('lists every doctor newest first with each field of its type', async () => {
    const doctors = await getBothForms<Array<Record<string, unknown>>>('/doctors/');
    expect(doctors.map((doctor) => doctor.name)).toEqual(['Dr. Priya Ghosh', 'Dr. Rahul Banerjee', 'Dr. Ananya Sen']);
    expect(doctors[2]).toEqual({
      id: ids['Dr. Ananya Sen'],
      name: 'Dr. Ananya Sen',
      designation: 'Consultant Neurologist',
      registration_no: 'WBMC 61234',
      hpr_id: null,
      // Places where a session is booked online (issue 41); without, asked for by request as before.
      opd: [
        { day: 'monday', start: '09:30', end: '12:30', branch: 'Salt Lake, Kolkata', places: 20 },
        { day: 'monday', start: '14:00', end: '16:00', branch: 'Salt Lake, Kolkata' },
        { day: 'thursday', start: '17:00', end: '20:00', branch: 'Siliguri' },
      ],
      specialty: 'neurology',
      about: 'Stroke care',
      details: 'Long bio',
      image: expect.stringMatching(UPLOAD_URL),
      image_alt: null,
      image_sizes: UPLOADED_SIZES,
      twitter: null,
      fb: null,
      insta: null,
      linkedin: 'https://www.linkedin.com/in/example',
      type: 'doctor',
      is_active: true,
      created_at: expect.stringMatching(ISO_TIME),
      updated_at: expect.stringMatching(ISO_TIME),
    });
    expect(doctors[0].type).toBe('medical_officer');
    // Without them: null and an empty week, so an older record reads the same as a new one.
    expect(doctors[0]).toMatchObject({ registration_no: null, opd: [] });
  });

  it('refuses OPD hours it cannot read, naming each session, and stores nothing', async () => {
    const before = (await get<unknown[]>('/doctors/')).length;
    const attempt = async (opd: string) =>
      cms.requestJson<Record<string, string[]>>('/doctors/', {
        form: await validForms.doctor({ name: 'Dr. Hostile', designation: 'X', type: 'doctor', opd }),
        token: admin.token,
      });
    expect(await attempt('monday 9 to 5')).toMatchObject({
      status: 400,
      body: { opd: ['Send the OPD hours as a list of {day, start, end, branch}.'] },
    });
    const bad = await attempt(
      JSON.stringify([
        { day: 'Funday', start: '09:00', end: '10:00', branch: 'Siliguri' },
        { day: 'monday', start: '9am', end: '10:00', branch: 'Siliguri' },
        { day: 'tuesday', start: '13:00', end: '12:00', branch: 'Siliguri' },
        { day: 'friday', start: '10:00', end: '12:00', branch: ' ' },
        'not a session',
        { day: 'monday', start: '09:00', end: '10:00', branch: 'Siliguri', places: 0 },
        { day: 'monday', start: '09:00', end: '10:00', branch: 'Siliguri', places: 301 },
        { day: 'monday', start: '09:00', end: '10:00', branch: 'Siliguri', places: 'twenty' },
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.opd).toEqual([
      'Session 1: choose a day from monday to sunday.',
      'Session 2: write the start and end times as HH:MM, e.g. 09:30.',
      'Session 3: the end time must be after the start time.',
      'Session 4: name the branch (at most 80 characters).',
      'Session 5: choose a day from monday to sunday.',
      'Session 5: write the start and end times as HH:MM, e.g. 09:30.',
      'Session 5: name the branch (at most 80 characters).',
      'Session 6: places must be a whole number from 1 to 300, or empty.',
      'Session 7: places must be a whole number from 1 to 300, or empty.',
      'Session 8: places must be a whole number from 1 to 300, or empty.',
    ]);
    const tooMany = Array.from({ length: 22 }, () => ({ day: 'monday', start: '09:00', end: '10:00', branch: 'X' }));
    expect((await attempt(JSON.stringify(tooMany))).body).toEqual({
      opd: ['Ensure there are no more than 21 OPD sessions.'],
    });
    expect(await get<unknown[]>('/doctors/')).toHaveLength(before);
  });

  it('filters by type and by search (name or designation, any case)', async () => {
    const names = (list: Array<{ name: string }>) => list.map((doctor) => doctor.name);
    expect(names(await get('/doctors/?type=medical_officer'))).toEqual(['Dr. Priya Ghosh']);
    expect(names(await get('/doctors?type=doctor'))).toEqual(['Dr. Rahul Banerjee', 'Dr. Ananya Sen']);
    expect(names(await get('/doctors/?search=ananya'))).toEqual(['Dr. Ananya Sen']);
    expect(names(await get('/doctors/?search=NEUROSURGEON'))).toEqual(['Dr. Rahul Banerjee']);
    expect(names(await get('/doctors/?search=consultant&type=doctor'))).toEqual([
      'Dr. Rahul Banerjee',
      'Dr. Ananya Sen',
    ]);
    // LIKE wildcards are searched for literally.
    expect(await get('/doctors/?search=100%25')).toEqual([]);
    expect(await get('/doctors/?search=%25')).toEqual([]);
    expect(await get('/doctors/?search=_')).toEqual([]);
    expect(await get('/doctors/?type=')).toHaveLength(3);
  });

  it('filters by specialty (the doctor finder), and refuses one the schema does not know', async () => {
    const names = (list: Array<{ name: string }>) => list.map((doctor) => doctor.name);
    expect(names(await get('/doctors/?specialty=neurosurgery'))).toEqual(['Dr. Rahul Banerjee']);
    expect(names(await get('/doctors/?specialty=neurology&search=sen'))).toEqual(['Dr. Ananya Sen']);
    expect(await get('/doctors/?specialty=paediatric_neurology')).toEqual([]);
    expect((await get<Array<{ specialty: string | null }>>('/doctors/?type=medical_officer'))[0].specialty).toBeNull();
    expect(await cms.requestJson('/doctors/?specialty=astrology')).toMatchObject({
      status: 400,
      body: { specialty: ['"astrology" is not a valid choice.'] },
    });
  });

  it('pages with ?page= into {count, results, next, previous} with absolute links that keep the filters', async () => {
    const first = await get<{
      count: number;
      results: Array<{ name: string }>;
      next: string | null;
      previous: string | null;
    }>('/doctors/?page=1&page_size=2');
    expect(first.count).toBe(3);
    expect(first.results.map((doctor) => doctor.name)).toEqual(['Dr. Priya Ghosh', 'Dr. Rahul Banerjee']);
    expect(first.previous).toBeNull();
    expect(first.next).not.toBeNull();
    const next = new URL(first.next as string);
    expect(`${next.origin}${next.pathname}`).toBe(`${cms.apiUrl}/doctors/`);
    expect(Object.fromEntries(next.searchParams)).toEqual({ page: '2', page_size: '2' });

    const second = await get<typeof first>(first.next as string);
    expect(second.results.map((doctor) => doctor.name)).toEqual(['Dr. Ananya Sen']);
    expect(second.next).toBeNull();
    // page=1 stays in the link: without it the endpoint would answer the plain list.
    expect(Object.fromEntries(new URL(second.previous as string).searchParams)).toEqual({ page: '1', page_size: '2' });

    const filtered = await get<typeof first>('/doctors/?type=doctor&page=1&page_size=1');
    expect(filtered.count).toBe(2);
    expect(Object.fromEntries(new URL(filtered.next as string).searchParams)).toEqual({
      type: 'doctor',
      page: '2',
      page_size: '1',
    });

    // The default page size is 10.
    expect((await get<typeof first>('/doctors/?page=1')).results).toHaveLength(3);
  });

  it('builds the links from the proxy headers (X-Forwarded-Proto/Host)', async () => {
    const body = await get<{ next: string }>('/doctors/?page=1&page_size=1', {
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'hospital.example.org',
    });
    expect(body.next).toBe('https://hospital.example.org/api/doctors/?page=2&page_size=1');
  });

  it('answers 404 "Invalid page." past the last page, and an empty first page when there is nothing', async () => {
    expect(await cms.requestJson('/doctors/?page=9')).toMatchObject({ status: 404, body: { detail: 'Invalid page.' } });
    expect(await get('/doctors/?page=1&search=nobody')).toEqual({ count: 0, results: [], next: null, previous: null });
  });

  it('deletes a doctor', async () => {
    const id = ids['Dr. Rahul Banerjee'];
    const response = await cms.request(`/doctors/${id}/`, { method: 'DELETE', token: admin.token });
    expect(response.status).toBe(204);
    expect((await get<Array<{ id: number }>>('/doctors/')).map((doctor) => doctor.id)).not.toContain(id);
    expect((await cms.requestJson(`/doctors/${id}`, { method: 'DELETE', token: admin.token })).status).toBe(404);
  });
});

describe('GET /news/list/, POST /news/create/, DELETE /news/delete/{id}/', () => {
  it('creates, lists newest first and deletes news with its image', async () => {
    const older = await created<Record<string, unknown>>(
      cms,
      '/news/create/',
      await validForms.news({ title: 'Older' }),
      admin.token,
    );
    const newer = await created<Record<string, unknown>>(
      cms,
      '/news/create',
      await validForms.news({ title: 'Newer' }),
      admin.token,
    );
    expect(newer).toEqual({
      id: expect.any(Number),
      title: 'Newer',
      description: 'Something happened',
      image: expect.stringMatching(UPLOAD_URL),
      image_alt: null,
      image_sizes: UPLOADED_SIZES,
      created_at: expect.stringMatching(ISO_TIME),
      updated_at: expect.stringMatching(ISO_TIME),
    });
    expect(await getBothForms('/news/list/')).toEqual([newer, older]);

    const response = await cms.request(`/news/delete/${String(older.id)}/`, { method: 'DELETE', token: admin.token });
    expect(response.status).toBe(204);
    expect(await get('/news/list/')).toEqual([newer]);
    expect(uploaded(older.image as string)).toBe(false);
  });
});

describe('GET /events/list/, POST /events/create/, DELETE /events/delete/{id}/', () => {
  it('creates an event with extra images as [{id, image}] and deletes it with every file', async () => {
    const event = await created<{ id: number; main_image: string; images: Array<{ id: number; image: string }> }>(
      cms,
      '/events/create/',
      await validForms.event(3),
      admin.token,
    );
    expect(event).toEqual({
      id: expect.any(Number),
      title: 'Epilepsy Day',
      description: 'A walk',
      main_image: expect.stringMatching(UPLOAD_URL),
      main_image_alt: null,
      main_image_sizes: UPLOADED_SIZES,
      images: [
        { id: expect.any(Number), image: expect.stringMatching(UPLOAD_URL), alt: null, sizes: UPLOADED_SIZES },
        { id: expect.any(Number), image: expect.stringMatching(UPLOAD_URL), alt: null, sizes: UPLOADED_SIZES },
        { id: expect.any(Number), image: expect.stringMatching(UPLOAD_URL), alt: null, sizes: UPLOADED_SIZES },
      ],
      created_at: expect.stringMatching(ISO_TIME),
      updated_at: expect.stringMatching(ISO_TIME),
    });
    const plain = await created<{ id: number; images: unknown[] }>(
      cms,
      '/events/create',
      await validForms.event(0),
      admin.token,
    );
    expect(plain.images).toEqual([]);
    expect(await getBothForms('/events/list/')).toEqual([plain, event]);

    const files = [event.main_image, ...event.images.map((image) => image.image)];
    files.forEach((url) => expect(uploaded(url)).toBe(true));
    expect((await cms.request(`/events/delete/${event.id}/`, { method: 'DELETE', token: admin.token })).status).toBe(
      204,
    );
    files.forEach((url) => expect(uploaded(url)).toBe(false));
    expect(
      await cms.strapi.db
        .query('plugin::upload.file')
        .count({ where: { id: { $in: event.images.map((image) => image.id) } } }),
    ).toBe(0);
    expect(await get('/events/list/')).toEqual([plain]);
  });
});

describe('GET/POST /content/, DELETE /content/{id}/delete/', () => {
  it('creates blogs, videos and review videos, lists them newest first with ids as text, filters by type', async () => {
    const blog = await created<Record<string, unknown>>(cms, '/content/', await validForms.blog(), admin.token);
    const video = await created<Record<string, unknown>>(cms, '/content/', validForms.video(), admin.token);
    const review = await created<Record<string, unknown>>(
      cms,
      '/content',
      validForms.video({ type: 'review_video', title: 'Review' }),
      admin.token,
    );
    expect(blog).toEqual({
      id: expect.stringMatching(/^\d+$/),
      type: 'blog',
      title: 'Blog',
      description: 'Read me',
      image: expect.stringMatching(UPLOAD_URL),
      image_alt: null,
      image_sizes: UPLOADED_SIZES,
      link: null,
      created_at: expect.stringMatching(ISO_TIME),
      updated_at: expect.stringMatching(ISO_TIME),
    });
    expect(video).toEqual({
      id: expect.stringMatching(/^\d+$/),
      type: 'video',
      title: 'Video',
      description: 'Watch me',
      image: null,
      image_alt: null,
      image_sizes: null,
      link: 'https://youtu.be/dQw4w9WgXcQ',
      created_at: expect.stringMatching(ISO_TIME),
      updated_at: expect.stringMatching(ISO_TIME),
    });
    expect(await getBothForms('/content/')).toEqual([review, video, blog]);
    expect(await get('/content/?type=blog')).toEqual([blog]);
    expect(await get('/content?type=review_video')).toEqual([review]);

    expect(
      (await cms.request(`/content/${String(blog.id)}/delete/`, { method: 'DELETE', token: admin.token })).status,
    ).toBe(204);
    expect(await get('/content/')).toEqual([review, video]);
    expect(uploaded(blog.image as string)).toBe(false);
  });
});

describe('GET /public/api/newservices.php', () => {
  it('lists services as {id, heading, content, url, multiple_img: [urls]}', async () => {
    expect(await get('/public/api/newservices.php')).toEqual([]);
    const upload = cms.strapi.plugin('upload').service('upload');
    const store = async (name: string, alternativeText?: string) => {
      const file = await imageFile({ name });
      const { writeFileSync, mkdtempSync } = await import('node:fs');
      const { tmpdir } = await import('node:os');
      const path = join(mkdtempSync(join(tmpdir(), 'svc-')), name);
      writeFileSync(path, Buffer.from(await file.arrayBuffer()));
      const [stored] = await upload.upload({
        data: alternativeText ? { fileInfo: { name, alternativeText } } : {},
        files: { filepath: path, originalFilename: name, mimetype: 'image/jpeg', size: file.size },
      });
      return stored as { id: number; url: string };
    };
    // Alternative text typed in the Media Library travels with each picture; none is null.
    const cover = await store('cover.jpg', 'Nurses at the Neuro ICU station');
    const gallery = [await store('g1.jpg', 'A monitored bed'), await store('g2.jpg')];
    const service = await cms.strapi.documents('api::service.service').create({
      data: {
        heading: 'Neuro ICU',
        content: 'Round the clock',
        image: cover.id,
        gallery: gallery.map((file) => file.id),
      },
    });
    expect(await get('/public/api/newservices.php')).toEqual([
      {
        id: service.id,
        heading: 'Neuro ICU',
        content: 'Round the clock',
        url: cover.url,
        url_alt: 'Nurses at the Neuro ICU station',
        url_sizes: UPLOADED_SIZES,
        multiple_img: gallery.map((file) => file.url),
        multiple_img_alt: ['A monitored bed', null],
        multiple_img_sizes: [UPLOADED_SIZES, UPLOADED_SIZES],
        updated_at: expect.stringMatching(ISO_TIME),
      },
    ]);
  });
});

describe('POST/GET /contact-requests/', () => {
  it('stores the contact form for anyone and lists it newest first for admins', async () => {
    const first = await cms.requestJson('/contact-requests/', { json: { name: 'Asha Roy', phone: '+91 98300 00000' } });
    expect(first).toMatchObject({ status: 201 });
    // Sent without a type: a contact request, with no doctor, date or kind of feedback.
    const desk = {
      type: 'contact',
      doctor: null,
      preferred_date: null,
      kind: null,
      status: 'new',
      note: null,
      call_log: [],
      handled_by: null,
      handled_at: null,
      reply_hours: 24,
      reply_by: expect.stringMatching(ISO_TIME),
      overdue: false,
      created_at: expect.stringMatching(ISO_TIME),
      // An estimate's and a visa letter's fields, empty on the other types.
      procedure: null,
      department: null,
      report_url: null,
      passport_name: null,
      passport_no: null,
      nationality: null,
      attendants: null,
      // The patient's language: English when the form does not say.
      language: 'en',
    };
    expect(first.body).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(/^NH-\d{4,}$/),
      name: 'Asha Roy',
      phone: '+91 98300 00000',
      email: null,
      gender: null,
      age: null,
      message: null,
      ...desk,
    });
    const full = {
      name: 'Bimal Das',
      phone: '033 0000 0000',
      email: 'bimal@example.com',
      gender: 'male',
      age: 52,
      message: 'Headaches',
    };
    // A plain form works too (a multipart one only for an estimate with its report).
    const sent = await fetch(`${cms.apiUrl}/contact-requests`, {
      method: 'POST',
      body: new URLSearchParams({ ...full, age: '52' }),
    });
    const second = { status: sent.status, body: (await sent.json()) as Record<string, unknown> };
    expect(second.status).toBe(201);
    expect(second.body).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(/^NH-\d{4,}$/),
      ...full,
      ...desk,
    });

    const list = await cms.requestJson('/contact-requests/', { token: admin.token });
    expect(list).toMatchObject({ status: 200, body: [second.body, first.body] });
    const paged = await cms.requestJson('/contact-requests/?page=1&page_size=1', { token: admin.token });
    expect(paged.body).toMatchObject({ count: 2, results: [second.body], previous: null });
  });
});

describe('images', () => {
  it('go through the upload plugin: the answer names the stored original, its responsive formats follow', async () => {
    const form = formData({
      title: 'Big',
      description: 'A large photo',
      image: await imageFile({ width: 1200, height: 800 }),
    });
    const news = await created<{ image: string }>(cms, '/news/create/', form, admin.token);
    const file = (await cms.strapi.db.query('plugin::upload.file').findOne({ where: { url: news.image } })) as {
      url: string;
      width: number;
    };
    expect(file.width).toBe(1200);
    expect(news.image).toBe(file.url);
    expect(uploaded(news.image)).toBe(true);
    // Made after the save was answered; never named before they exist.
    const formats = await madeFormats(cms, news.image);
    expect(Object.keys(formats).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    expect(formats.large.width).toBe(1000);
    for (const format of Object.values(formats)) expect(uploaded(format.url)).toBe(true);
    expect(listFiles(uploadsDir()).length).toBeGreaterThan(4);
  });
});
