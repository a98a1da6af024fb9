/**
 * The public read cache: every public legacy read carries a strong ETag and a revalidating
 * Cache-Control, answers 304 to a matching If-None-Match, never serves a token holder, and shows
 * every change on the very next read — a legacy write, a Document Service write (what Strapi's
 * Content Manager does) and a file replaced in the Media Library.
 */
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@hospital/contract';
import { formData, imageFile, startCms, type RunningCms, type SiteUser } from '@hospital/test-support/harness';
import { RELAXED_LIMITS, countQueries, created, formatsMade, validForms } from './support';
import { isEditorsWrite } from '../../src/middlewares/public-read-cache';
import { ReadCache } from '../../src/cache/read-cache';

let cms: RunningCms;
let admin: SiteUser;

beforeAll(async () => {
  cms = await startCms({ demoContent: true, env: RELAXED_LIMITS });
  admin = await cms.createUser({ role: 'admin' });
});
afterAll(async () => {
  await cms?.stop();
});

/** Each hospital content type, the public read that shows it, and a text field it shows. */
const PUBLIC_READS = [
  { uid: 'api::banner.banner', path: '/banners/', field: 'main_heading' },
  { uid: 'api::home-about.home-about', path: '/homeabout/', field: 'title' },
  { uid: 'api::about.about', path: '/about/', field: 'title' },
  { uid: 'api::doctor.doctor', path: '/doctors/', field: 'name' },
  { uid: 'api::news-item.news-item', path: '/news/list/', field: 'title' },
  { uid: 'api::event.event', path: '/events/list/', field: 'title' },
  { uid: 'api::content-entry.content-entry', path: '/content/?type=blog', field: 'title' },
  { uid: 'api::service.service', path: '/public/api/newservices.php', field: 'heading' },
] as const;

type Row = Record<string, unknown>;

function rowsOf(body: unknown): Row[] {
  if (Array.isArray(body)) return body as Row[];
  const results = (body as { results?: Row[] }).results;
  if (Array.isArray(results)) return results;
  // The single records (home page and about page) answer { status, data }.
  return [(body as { data: Row }).data];
}

function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { Host: host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

async function read(path: string): Promise<{ etag: string; body: unknown }> {
  const response = await cms.request(path);
  expect(response.status, path).toBe(200);
  return { etag: response.headers.get('etag') ?? '', body: await response.json() };
}

/** Filters and pages are answers of their own, cached (and revalidated) each under its query. */
const QUERIED_READS = [
  { path: '/doctors/?page=1&page_size=2' },
  { path: '/doctors/?type=doctor' },
  { path: '/doctors/?search=neuro' },
  { path: '/content/?type=video' },
  { path: '/content/?type=blog' },
] as const;

/** Every read the contract's endpoint table has the cache keep. */
const CACHED_READS = ENDPOINTS.flatMap((endpoint) => ('cache' in endpoint ? [{ path: endpoint.path }] : []));

describe('every public read', () => {
  it.each([...CACHED_READS, ...QUERIED_READS])(
    '$path has a strong ETag, revalidates, and answers 304 to a matching If-None-Match',
    async ({ path }) => {
      const first = await cms.request(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(first.headers.get('content-type')).toMatch(/^application\/json/);
      const body = await first.json();

      // The same bytes again (from memory now), then 304 without a body for the browser's copy.
      const again = await cms.request(path);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.json()).toEqual(body);
      const revalidated = await cms.request(path, { headers: { 'If-None-Match': etag! } });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect(revalidated.headers.get('etag')).toBe(etag);

      // A stale copy gets the full answer.
      const stale = await cms.request(path, { headers: { 'If-None-Match': '"an-older-answer"' } });
      expect(stale.status).toBe(200);
      expect(await stale.json()).toEqual(body);
    },
  );

  it.each(CACHED_READS)(
    'HEAD $path gets the same ETag and Cache-Control, no body, and 304 when it matches',
    async ({ path }) => {
      const etag = (await cms.request(path)).headers.get('etag');
      const head = await cms.request(path, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('etag')).toBe(etag);
      expect(head.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(await head.text()).toBe('');
      const revalidated = await cms.request(path, { method: 'HEAD', headers: { 'If-None-Match': etag! } });
      expect(revalidated.status).toBe(304);
    },
  );

  it('never answers a token holder from the cache or lets a shared cache keep the answer', async () => {
    await cms.request('/news/list/');
    const response = await cms.request('/news/list/', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/public/);
  });

  it("never serves one client's Host in another client's paging links", async () => {
    const path = '/doctors/?page=1&page_size=1';
    // fetch() always sends the URL's own Host, so the attacker's request goes out through node:http.
    const poisoned = await getWithHost(`${cms.apiUrl}${path}`, 'attacker.example');
    expect(poisoned.status).toBe(200);
    expect(new URL((JSON.parse(poisoned.body) as { next: string }).next).host).toBe('attacker.example');
    const visitor = await cms.requestJson<{ next: string }>(path);
    expect(visitor.status).toBe(200);
    expect(new URL(visitor.body.next).origin).toBe(new URL(cms.apiUrl).origin);
  });

  it('keeps admin-only reads out of the cache', async () => {
    for (const path of ['/contact-requests/', '/users/']) {
      const response = await cms.request(path, { token: admin.token });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('etag'), path).toBeNull();
      const anonymous = await cms.request(path);
      expect(anonymous.status, path).toBe(401);
    }
  });
});

describe('what cannot empty the cache', () => {
  it("a patient's contact request leaves every public answer cached", async () => {
    // A hit is answered before Strapi's request log (public-read-cache.ts): a read that is not
    // logged came from memory. (Counting queries would also count the desk notice's, in the background.)
    const built = async (path: string): Promise<boolean> => {
      const lines: string[] = [];
      const original = cms.strapi.log.http.bind(cms.strapi.log);
      cms.strapi.log.http = ((message: string) => {
        lines.push(String(message));
        return original(message);
      }) as typeof cms.strapi.log.http;
      try {
        await (await cms.request(path)).text();
      } finally {
        cms.strapi.log.http = original;
      }
      return lines.some((line) => line.includes(`/api${path.split('?')[0]}`));
    };
    await built('/news/list/');
    expect(await built('/news/list/')).toBe(false);
    const sent = await cms.request('/contact-requests/', {
      json: { name: 'Cache Patient', phone: '9876543210', message: 'Please call back.' },
    });
    expect(sent.status).toBe(201);
    expect(await built('/news/list/')).toBe(false);
    // And a write to a public type does rebuild it: the check above can tell the two apart.
    const saved = await cms.request('/news/create/', {
      form: formData({ title: 'Visiting hours', description: 'D', image: await imageFile({ width: 40, height: 30 }) }),
      token: admin.token,
    });
    expect(saved.status).toBe(201);
    expect(await built('/news/list/')).toBe(true);
  });

  it('query strings an outsider invents make no entries and push nothing out', async () => {
    await cms.request('/news/list/');
    await cms.request('/doctors/?page=1&page_size=2');
    const junk = await countQueries(cms, async () => {
      for (let i = 0; i < 1200; i += 1) await cms.request(`/news/list/?junk=${i}`);
    });
    // Every one of them was the cached list: the parameter is not one the endpoint reads.
    expect(junk).toBe(0);
    for (let i = 0; i < 250; i += 1) await cms.request(`/doctors/?search=nobody-${i}`);
    // Nor does such a parameter travel in the paging links that later visitors are given.
    const paged = await cms.requestJson<{ next: string }>('/doctors/?page=1&page_size=1&utm=evil');
    expect(paged.body.next).not.toContain('evil');
    // Searches have their own budget: the lists every page shows are still in memory.
    expect(await countQueries(cms, async () => (await cms.request('/news/list/')).text())).toBe(0);
    expect(await countQueries(cms, async () => (await cms.request('/doctors/?page=1&page_size=2')).text())).toBe(0);
  });

  it('keeps the lists every page shows however many searches are asked, least recently used out first', () => {
    const store = new ReadCache({ onAdvance: () => undefined } as never);
    store.keep('/news/list/', 1, []);
    for (let i = 0; i < 999; i += 1) store.keep(`/doctors/?page=${i}`, 1, []);
    for (let i = 0; i < 5000; i += 1) store.keep(`/doctors/?search=junk-${i}`, 1, []);
    expect(store.get('/news/list/', 1)).toBeDefined();
    expect(store.size).toBe(1000 + 200);
    // Used a moment ago, so a new list pushes out the oldest unused one instead.
    store.keep('/content/?type=blog', 1, []);
    expect(store.get('/news/list/', 1)).toBeDefined();
    expect(store.get('/doctors/?page=0', 1)).toBeUndefined();
  });

  it('gives write priority only to a token of a live session, checked first', async () => {
    const asked = (authorization: string, path = '/api/news/create/') =>
      isEditorsWrite(
        { get: (name: string) => (name.toLowerCase() === 'authorization' ? authorization : ''), path } as never,
        cms.strapi,
        '/api',
      );
    expect(await asked('Bearer garbage')).toBe(false);
    expect(await asked('Basic YWRtaW46YWRtaW4=')).toBe(false);
    expect(await asked('')).toBe(false);
    expect(await asked(`Bearer ${admin.token}`)).toBe(true);
    // A site token is no panel token.
    expect(await asked(`Bearer ${admin.token}`, '/content-manager/collection-types/api::doctor.doctor')).toBe(false);
  });
});

describe('readers waiting behind a save', () => {
  it('rebuild each answer once, not once each', async () => {
    const photo = await imageFile({ width: 1600, height: 1200 });
    const save = async (title: string) => {
      const response = await cms.request('/news/create/', {
        form: formData({ title, description: 'D', image: photo }),
        token: admin.token,
      });
      expect(response.status).toBe(201);
      await formatsMade(cms);
    };
    const saveAlone = await countQueries(cms, () => save('Alone'));
    const oneBuild = await countQueries(cms, async () => (await cms.request('/news/list/')).text());
    expect(oneBuild).toBeGreaterThan(0);

    // Twenty readers arrive while the save is in flight; they wait for it, then all want the new answer.
    const together = await countQueries(cms, async () => {
      const saving = save('Busy');
      await new Promise((resolve) => setTimeout(resolve, 5));
      const reads = await Promise.all(
        Array.from({ length: 20 }, async () => (await cms.request('/news/list/')).json()),
      );
      await saving;
      expect(new Set(reads.map((body) => JSON.stringify(body))).size).toBeLessThanOrEqual(2);
    });
    // At most three builds, however many readers: one by a reader that came before the save took
    // hold, one after the save, one after its responsive formats landed. Once each would be twenty.
    expect(together - saveAlone).toBeLessThanOrEqual(3 * oneBuild);
  });
});

describe('a change is visible on the very next read', () => {
  it.each(PUBLIC_READS)(
    '$uid changed through the Document Service (as the Content Manager does)',
    async ({ uid, path, field }) => {
      const before = await read(path);
      const shown = rowsOf(before.body)[0];
      expect(shown, `${path} shows a demo record`).toBeDefined();
      const stored = (await cms.strapi.db.query(uid).findOne({ where: { [field]: shown[field] } })) as {
        documentId: string;
      };
      const text = `Edited in the panel ${uid}`;
      await cms.strapi.documents(uid).update({ documentId: stored.documentId, data: { [field]: text } as never });

      const after = await read(path);
      expect(rowsOf(after.body)[0][field]).toBe(text);
      expect(after.etag).not.toBe(before.etag);
    },
  );

  it('a record deleted through the Document Service is gone from the next read', async () => {
    const uid = 'api::news-item.news-item';
    const shown = rowsOf((await read('/news/list/')).body)[0];
    const stored = (await cms.strapi.db.query(uid).findOne({ where: { id: Number(shown.id) } })) as {
      documentId: string;
    };
    await cms.strapi.documents(uid).delete({ documentId: stored.documentId });
    expect(rowsOf((await read('/news/list/')).body).map((row) => row.id)).not.toContain(shown.id);
  });

  it('news posted through the legacy API is on the next read', async () => {
    await read('/news/list/');
    const posted = await created<Row>(cms, '/news/create/', await validForms.news(), admin.token);
    expect(rowsOf((await read('/news/list/')).body)[0]).toEqual(posted);
  });

  /** Every type the legacy API writes (services are edited in Strapi's panel only). */
  const LEGACY_WRITES = [
    {
      path: '/banners/',
      write: '/banners/',
      field: 'main_heading',
      form: (text: string) => validForms.banner({ main_heading: text }),
    },
    {
      path: '/homeabout/',
      write: '/homeabout/',
      field: 'title',
      form: async (text: string) => formData({ title: text, description: 'D', image: await imageFile() }),
    },
    {
      path: '/about/',
      write: '/about/',
      field: 'title',
      form: async (text: string) => formData({ title: text, description: 'D', image: await imageFile() }),
    },
    { path: '/doctors/', write: '/doctors/', field: 'name', form: (text: string) => validForms.doctor({ name: text }) },
    {
      path: '/news/list/',
      write: '/news/create/',
      field: 'title',
      form: (text: string) => validForms.news({ title: text }),
    },
    {
      path: '/events/list/',
      write: '/events/create/',
      field: 'title',
      form: async (text: string) => formData({ title: text, description: 'D', main_image: await imageFile() }),
    },
    {
      path: '/content/?type=blog',
      write: '/content/',
      field: 'title',
      form: (text: string) => validForms.blog({ title: text }),
    },
  ];

  it.each(LEGACY_WRITES)('$path after a legacy write to $write', async ({ path, write, field, form }) => {
    const before = await read(path);
    const text = `Saved through the legacy API to ${write}`;
    const response = await cms.requestJson(write, { form: await form(text), token: admin.token });
    expect([200, 201], JSON.stringify(response.body)).toContain(response.status);
    const after = await read(path);
    expect(rowsOf(after.body).map((row) => row[field])).toContain(text);
    expect(after.etag).not.toBe(before.etag);
  });

  it('an image deleted in the Media Library is gone from the next read', async () => {
    const about = rowsOf((await read('/homeabout/')).body)[0];
    const file = (await cms.strapi.db.query('plugin::upload.file').findOne({ where: { url: about.image } })) as Row;
    expect(file, `the image ${String(about.image)} is in the Media Library`).not.toBeNull();
    await cms.strapi.plugin('upload').service('upload').remove(file);
    expect(rowsOf((await read('/homeabout/')).body)[0].image).not.toBe(about.image);
  });

  it('an image replaced in the Media Library is shown under a new URL by the next read', async () => {
    const before = await read('/banners/');
    const oldUrl = String(rowsOf(before.body)[0].banner_image);
    const file = (await cms.strapi.db.query('plugin::upload.file').findOne({ where: { url: oldUrl } })) as {
      id: number;
    };
    expect(file, `the banner's image ${oldUrl} is in the Media Library`).not.toBeNull();

    const replacement = await imageFile({ format: 'png', name: 'new-banner.png', width: 1200, height: 600 });
    const dir = await mkdtemp(join(tmpdir(), 'media-replace-'));
    try {
      const filepath = join(dir, replacement.name);
      await writeFile(filepath, Buffer.from(await replacement.arrayBuffer()));
      await cms.strapi
        .plugin('upload')
        .service('upload')
        .replace(file.id, {
          data: { fileInfo: {} },
          file: { filepath, originalFilename: replacement.name, mimetype: replacement.type, size: replacement.size },
        });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    // A new URL, so browsers and proxies that kept the old picture fetch the new one.
    const after = await read('/banners/');
    const newUrl = String(rowsOf(after.body)[0].banner_image);
    expect(newUrl).not.toBe(oldUrl);
    expect(after.etag).not.toBe(before.etag);
    const image = await fetch(`${cms.url}${newUrl}`);
    expect(image.status).toBe(200);
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(0, 4)
        .toString('hex'),
    ).toBe('89504e47');
    expect((await fetch(`${cms.url}${oldUrl}`)).status).toBe(404);

    // Its formats are the new picture's, under names of their own too.
    const { formats } = (await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id: file.id } })) as {
      formats: Record<string, { url: string; width: number }>;
    };
    expect(formats.large.width).toBe(1000);
    const stem = newUrl.replace(/^\/uploads\//, '').replace(/\.\w+$/, '');
    for (const format of Object.values(formats)) {
      expect(format.url).toContain(stem);
      expect((await fetch(`${cms.url}${format.url}`)).status).toBe(200);
    }
  });
});

describe('the content version the site server keys its pages on', () => {
  async function version(): Promise<string> {
    const { status, headers, body } = await cms.requestJson<{ version: string }>('/content-version');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    return body.version;
  }

  it('stays the same while nothing changes and moves with every acknowledged write', async () => {
    const first = await version();
    await read('/news/list/');
    expect(await version()).toBe(first);

    await created<Row>(cms, '/news/create/', await validForms.news(), admin.token);
    const afterLegacyWrite = await version();
    expect(afterLegacyWrite).not.toBe(first);

    // What Strapi's panel does: a Document Service delete.
    const uid = 'api::news-item.news-item';
    const shown = rowsOf((await read('/news/list/')).body)[0];
    const stored = (await cms.strapi.db.query(uid).findOne({ where: { id: Number(shown.id) } })) as {
      documentId: string;
    };
    await cms.strapi.documents(uid).delete({ documentId: stored.documentId });
    expect(await version()).not.toBe(afterLegacyWrite);
  });

  it('refuses a write to it and changes nothing', async () => {
    const before = await version();
    const response = await cms.request('/content-version', { method: 'POST', json: { version: 'x.0' } });
    expect(response.status).toBe(405);
    expect(await version()).toBe(before);
  });
});
