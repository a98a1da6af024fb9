/**
 * GET /search/ (issue 44): one search over the site's pages. On the demo content in English,
 * Bengali and Hindi it finds every kind of page by a word of its text, by that word with a typo and
 * by the spellings patients type; ranks title matches first and marks the matched words in plain
 * spans; falls back to an entry's English words where it has no translation; shows an edit or a
 * delete on the very next search; and answers hostile queries quickly, with no error and no growth
 * of the read cache.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UID } from '@strapi/strapi';
import {
  LANGUAGES,
  SEARCH_PAGES_MAX,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  type Language,
  type SearchAnswer,
  type SearchKind,
  type SearchResult,
  type SearchSpan,
} from '@hospital/contract';
import { CMS_DIR, startCms, type RunningCms } from '@hospital/test-support/harness';
import { countQueries } from './support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ demoContent: true });
});
afterAll(async () => {
  await cms?.stop();
});

/** The read cache of the running CMS: the compiled module Strapi loaded, so the same instance. */
const { sharedState } = createRequire(join(CMS_DIR, 'package.json'))(
  join(CMS_DIR, 'dist', 'src', 'cache', 'shared-state.js'),
) as {
  sharedState: (strapi: RunningCms['strapi']) => { readCache: { size: number } };
};

async function search(query: string, language?: Language, page?: number | string): Promise<SearchAnswer> {
  const params = new URLSearchParams({ q: query });
  if (language) params.set('locale', language);
  if (page !== undefined) params.set('page', String(page));
  const { status, body } = await cms.requestJson<SearchAnswer>(`/search/?${params.toString()}`);
  expect(status, query).toBe(200);
  return body;
}

const text = (spans: SearchSpan[]) => spans.map((span) => span.text).join('');
const marked = (spans: SearchSpan[]) => spans.filter((span) => span.hit).map((span) => span.text);

/** The result for this entry on any page of the answers, or undefined. */
async function found(
  query: string,
  language: Language,
  kind: SearchKind,
  id: number,
): Promise<SearchResult | undefined> {
  for (let page = 1; page <= SEARCH_PAGES_MAX; page += 1) {
    const answer = await search(query, language, page);
    const result = answer.results.find((candidate) => candidate.kind === kind && candidate.id === id);
    if (result) return result;
    if (answer.results.length < SEARCH_PAGE_SIZE) return undefined;
  }
  return undefined;
}

/** Each kind's first demo entry, and the fields of its words (as the site's pages show them). */
const KINDS: ReadonlyArray<{
  kind: SearchKind;
  uid: UID.ContentType;
  title: string;
  body: string;
  filters?: Record<string, unknown>;
}> = [
  { kind: 'condition', uid: 'api::condition.condition', title: 'name', body: 'symptoms' },
  { kind: 'doctor', uid: 'api::doctor.doctor', title: 'name', body: 'about' },
  { kind: 'department', uid: 'api::facility.facility', title: 'heading', body: 'content' },
  { kind: 'division', uid: 'api::division.division', title: 'heading', body: 'content' },
  { kind: 'service', uid: 'api::service.service', title: 'heading', body: 'content' },
  { kind: 'package', uid: 'api::package.package', title: 'title', body: 'includes' },
  { kind: 'news', uid: 'api::news-item.news-item', title: 'title', body: 'description' },
  { kind: 'event', uid: 'api::event.event', title: 'title', body: 'description' },
  {
    kind: 'blog',
    uid: 'api::content-entry.content-entry',
    title: 'title',
    body: 'description',
    filters: { type: 'blog' },
  },
];

type Entry = Record<string, unknown> & { id: number; documentId: string };

async function firstEntry(uid: UID.ContentType, filters?: Record<string, unknown>): Promise<Entry> {
  const entry = (await cms.strapi.documents(uid).findFirst({ filters, sort: [{ id: 'asc' }] })) as Entry | null;
  expect(entry, uid).not.toBeNull();
  return entry!;
}

async function versionIn(uid: UID.ContentType, english: Entry, language: Language): Promise<Entry> {
  if (language === 'en') return english;
  const version = (await cms.strapi
    .documents(uid)
    .findFirst({ locale: language, filters: { documentId: english.documentId } })) as Entry | null;
  expect(version, `${uid} in ${language}`).not.toBeNull();
  return version!;
}

/** A picture an entry of the demo content shows, for a new entry that must have one. */
async function aPicture(uid: UID.ContentType, field: string): Promise<number> {
  const entry = (await cms.strapi.documents(uid).findFirst({ populate: [field] as never })) as unknown as Record<
    string,
    { id: number }
  >;
  return entry[field].id;
}

/** The longest word of a text (letters and marks of any script), for a query nobody mistakes. */
const longestWord = (value: unknown): string =>
  (String(value).match(/[\p{L}\p{M}\u200C\u200D]+(?:['’][\p{L}\p{M}\u200C\u200D]+)*/gu) ?? []).reduce(
    (longest, word) => (word.length > longest.length ? word : longest),
    '',
  );

/** The word with one letter changed, as a patient's slip: its second letter, after its first. */
function withTypo(word: string): string {
  const letters = Array.from(word);
  const at = letters.findIndex((letter, index) => index > 0 && /\p{L}/u.test(letter));
  const latin = /\p{Script=Latin}/u.test(letters[at]);
  const bengali = /\p{Script=Bengali}/u.test(letters[at]);
  const [one, other] = latin ? ['x', 'q'] : bengali ? ['ক', 'খ'] : ['क', 'ख'];
  letters[at] = letters[at].toLowerCase() === one ? other : one;
  return letters.join('');
}

describe('GET /search/ finds every kind of page', () => {
  it.each(KINDS.flatMap((source) => LANGUAGES.map((language) => [source.kind, language, source] as const)))(
    '%s in %s, by a word of its title, of its text, and with a typo',
    async (kind, language, { uid, title, body, filters }) => {
      const english = await firstEntry(uid, filters);
      const version = await versionIn(uid, english, language);
      const titleWord = longestWord(version[title]);
      const byTitle = await found(titleWord, language, kind, english.id);
      expect(byTitle, `"${titleWord}"`).toBeDefined();
      expect(byTitle!.language).toBe(language);
      expect(text(byTitle!.title)).toBe(version[title]);
      expect(marked(byTitle!.title)).toContain(titleWord);

      const bodyWord = longestWord(version[body]);
      expect(await found(bodyWord, language, kind, english.id), `"${bodyWord}"`).toBeDefined();

      const typo = withTypo(titleWord.length >= 6 ? titleWord : bodyWord);
      expect(await found(typo, language, kind, english.id), `"${typo}"`).toBeDefined();
    },
  );

  it('finds every seeded entry of every kind, in every language, by a word of its title and with a typo', async () => {
    const missed: string[] = [];
    for (const { kind, uid, title, body, filters } of KINDS) {
      const entries = (await cms.strapi.documents(uid).findMany({ filters, sort: [{ id: 'asc' }] })) as Entry[];
      expect(entries.length, kind).toBeGreaterThan(0);
      for (const english of entries) {
        for (const language of LANGUAGES) {
          const version = await versionIn(uid, english, language).catch(() => english);
          const word = longestWord(version[title]);
          const typo = withTypo(word.length >= 6 ? word : longestWord(version[body]));
          for (const query of [word, typo]) {
            if (!(await found(query, language, kind, english.id)))
              missed.push(`${kind} #${english.id} ${language} "${query}"`);
          }
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it("links each result to its page on the site, the panel preview's address", async () => {
    const paths = new Map<SearchKind, string>();
    for (const { kind, uid, filters } of KINDS) {
      const entry = await firstEntry(uid, filters);
      paths.set(
        kind,
        (await found(longestWord(entry[KINDS.find((k) => k.kind === kind)!.title]), 'en', kind, entry.id))!.path,
      );
    }
    const ids = await Promise.all(KINDS.map(async ({ uid, filters }) => (await firstEntry(uid, filters)).id));
    const [, doctor, department, division, service, packageRate, news, event, blog] = ids;
    const condition = await firstEntry('api::condition.condition');
    expect(Object.fromEntries(paths)).toEqual({
      condition: `/conditions/${String(condition.slug)}`,
      doctor: `/doctors?doctor=${doctor}`,
      department: `/department/${department}`,
      division: `/division/${division}`,
      service: `/services/${service}`,
      package: `/packages#package-${packageRate}`,
      news: `/news-and-events?news=${news}`,
      event: `/news-and-events?event=${event}`,
      blog: `/blogs?post=${blog}`,
    });
  });
});

describe('the words patients type', () => {
  it.each([
    ['epilepsi', 'epilepsy'],
    ['strok', 'stroke'],
    ['brain tumer', 'tumour'],
    ['parkinson', 'parkinson’s'],
    ['migrane', 'migraine'],
  ])('"%s" finds the pages about %s, the word marked', async (query, word) => {
    const answer = await search(query);
    expect(answer.total, query).toBeGreaterThan(0);
    const first = answer.results[0];
    expect([...marked(first.title), ...marked(first.excerpt)].map((hit) => hit.toLowerCase())).toContain(word);
  });

  it('"brain tumer" finds the condition first, then the craniotomy for a brain tumour, both words marked', async () => {
    const { results } = await search('brain tumer');
    const [first] = results;
    expect(text(first.title)).toBe('Brain tumour');
    expect(first.kind).toBe('condition');
    expect(first.path).toBe('/conditions/brain-tumour');
    expect(marked(first.title)).toEqual(['Brain', 'tumour']);
    const craniotomy = results.find((result) => text(result.title) === 'Craniotomy for a brain tumour');
    expect(craniotomy?.kind).toBe('package');
    expect(marked(craniotomy?.title ?? [])).toEqual(['brain', 'tumour']);
  });

  it('a Bengali or Hindi reader typing the English word finds the page in their language', async () => {
    for (const language of ['bn', 'hi'] as const) {
      const answer = await search('epilepsi', language);
      const blog = answer.results.find((result) => result.kind === 'blog');
      expect(blog?.language, language).toBe(language);
    }
  });

  it('Bengali and Hindi words find Bengali and Hindi pages; the danda is not part of a word', async () => {
    const bengali = await search('স্ট্রোক।', 'bn');
    expect(bengali.total).toBeGreaterThan(0);
    expect(marked(bengali.results[0].title)).toContain('স্ট্রোক');
    expect(bengali.results[0].language).toBe('bn');
    const hindi = await search('स्ट्रोक', 'hi');
    expect(hindi.total).toBeGreaterThan(0);
    expect(marked(hindi.results[0].title)).toContain('स्ट्रोक');
    // Long and short vowel signs are a common slip: মৃগী (epilepsy) typed মৃগি.
    expect((await search('মৃগি', 'bn')).total).toBeGreaterThan(0);
  });
});

describe('ranking and marking', () => {
  it('ranks the pages with the word in their title above those with it only in their text', async () => {
    const answer = await search('epilepsy');
    const inTitle = answer.results.map((result) => marked(result.title).length > 0);
    expect(inTitle[0]).toBe(true);
    expect(inTitle.includes(false)).toBe(true);
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true);
  });

  it('marks words in plain text spans, never HTML, and keeps the title whole', async () => {
    const news = cms.strapi.documents('api::news-item.news-item');
    const created = await news.create({
      data: {
        title: 'Xylotremor <b>clinic</b> & "open day"',
        description: '<script>alert(1)</script> xylotremor',
        image: await aPicture('api::news-item.news-item', 'image'),
      },
    });
    try {
      const [first] = (await search('xylotremor')).results;
      expect(text(first.title)).toBe('Xylotremor <b>clinic</b> & "open day"');
      expect(first.title[0]).toEqual({ text: 'Xylotremor', hit: true });
      expect(first.excerpt).toEqual([
        { text: '<script>alert(1)</script> ', hit: false },
        { text: 'xylotremor', hit: true },
      ]);
    } finally {
      await news.delete({ documentId: created.documentId, locale: '*' });
    }
  });

  it('gives a passage of about 200 characters around the first match of a long text', async () => {
    const answer = await search('thrombectomy');
    for (const result of answer.results) {
      expect(text(result.excerpt).length).toBeLessThanOrEqual(202);
      if (!marked(result.title).length) expect(marked(result.excerpt).length).toBeGreaterThan(0);
    }
  });
});

describe('languages', () => {
  it('finds an entry without a translation by its English words, saying it is English', async () => {
    const news = cms.strapi.documents('api::news-item.news-item');
    const created = await news.create({
      data: {
        title: 'Quokkapathy evening',
        description: 'In English only.',
        image: await aPicture('api::news-item.news-item', 'image'),
      },
    });
    try {
      for (const language of LANGUAGES) {
        const [first] = (await search('quokkapathy', language)).results;
        expect(first, language).toMatchObject({ kind: 'news', id: created.id, language: 'en' });
        expect(text(first.title)).toBe('Quokkapathy evening');
      }
      await news.update({
        documentId: created.documentId,
        locale: 'bn',
        data: { title: 'কোয়োকাপ্যাথি সন্ধ্যা', description: 'বাংলায়।' },
      });
      const [inBengali] = (await search('কোয়োকাপ্যাথি', 'bn')).results;
      expect(inBengali).toMatchObject({ kind: 'news', id: created.id, language: 'bn' });
      // Hindi still falls back to English.
      expect((await search('quokkapathy', 'hi')).results[0]).toMatchObject({ id: created.id, language: 'en' });
    } finally {
      await news.delete({ documentId: created.documentId, locale: '*' });
    }
  });
});

describe('edits', () => {
  it('shows a new entry, an edit and a delete on the very next search', async () => {
    const events = cms.strapi.documents('api::event.event');
    expect((await search('zumbathon')).total).toBe(0);
    const created = await events.create({
      data: {
        title: 'Zumbathon for stroke survivors',
        description: 'Dance.',
        main_image: await aPicture('api::event.event', 'main_image'),
      },
    });
    expect((await search('zumbathon')).results[0]).toMatchObject({ kind: 'event', id: created.id });
    await events.update({ documentId: created.documentId, data: { title: 'Walkathon for stroke survivors' } });
    expect((await search('zumbathon')).total).toBe(0);
    expect((await search('walkathon')).results[0]).toMatchObject({ kind: 'event', id: created.id });
    await events.delete({ documentId: created.documentId, locale: '*' });
    expect((await search('walkathon')).total).toBe(0);
  });

  it('leaves out an inactive doctor and videos, which have no page to link', async () => {
    const doctors = cms.strapi.documents('api::doctor.doctor');
    const doctor = await firstEntry('api::doctor.doctor');
    const word = longestWord(doctor.name);
    expect(await found(word, 'en', 'doctor', doctor.id)).toBeDefined();
    await doctors.update({ documentId: doctor.documentId, data: { is_active: false } });
    try {
      expect(await found(word, 'en', 'doctor', doctor.id)).toBeUndefined();
    } finally {
      await doctors.update({ documentId: doctor.documentId, data: { is_active: true } });
    }
    const video = await firstEntry('api::content-entry.content-entry', { type: 'video' });
    const answer = await search(String(video.title));
    expect(answer.results.some((result) => result.id === video.id)).toBe(false);
  });
});

describe('hostile and odd queries', () => {
  const empty = (query: string, page = 1): SearchAnswer => ({ query, total: 0, page, results: [] });

  it('answers an empty query, only punctuation and only stop words with no results', async () => {
    expect(await search('')).toEqual(empty(''));
    expect(await search('     ')).toEqual(empty(''));
    expect(await search('!!! ??? ... ---- ।।')).toEqual(empty('!!! ??? ... ---- ।।'));
    expect(await search('the of and')).toEqual(empty('the of and'));
    const { status, body } = await cms.requestJson<SearchAnswer>('/search/');
    expect(status).toBe(200);
    expect(body).toEqual(empty(''));
  });

  it.each(['0', '-1', '999', '11', 'abc', '1.5', '1e1', ' 2'])(
    'answers page=%s with no results, not an error',
    async (page) => {
      const answer = await search('stroke', 'en', page);
      expect(answer.results).toEqual([]);
      expect(answer.total).toBe(0);
    },
  );

  it('answers a page past the last with the total and no results, and every page within it', async () => {
    const first = await search('stroke');
    expect(first.total).toBeGreaterThan(SEARCH_PAGE_SIZE);
    const second = await search('stroke', 'en', 2);
    expect(second.page).toBe(2);
    expect(second.results.length).toBeGreaterThan(0);
    expect(second.results.map((result) => `${result.kind}${result.id}`)).not.toContain(
      `${first.results[0].kind}${first.results[0].id}`,
    );
    const last = await search('stroke', 'en', SEARCH_PAGES_MAX);
    if (first.total <= SEARCH_PAGE_SIZE * (SEARCH_PAGES_MAX - 1)) expect(last.results).toEqual([]);
  });

  it('treats SQL, regular expressions and markup as words, nothing more', async () => {
    for (const query of [
      "' OR 1=1 --",
      '"; DROP TABLE doctors; --',
      '.*',
      '(a+)+$',
      '[[[',
      '\\',
      '%_%',
      '$where',
      '<mark>stroke</mark>',
      'stroke*',
      'NEAR(stroke epilepsy)',
      'stroke OR epilepsy',
    ]) {
      const answer = await search(query);
      expect(answer.query).toBe(query);
      for (const result of answer.results) expect(result.path).toMatch(/^\//);
    }
    expect((await search('stroke*')).total).toBe((await search('stroke')).total);
    expect((await search('.*')).total).toBe(0);
  });

  it(`cuts a very long query to ${SEARCH_QUERY_MAX} characters and hundreds of words to a few, quickly`, async () => {
    const started = performance.now();
    const long = await search(`stroke ${'x'.repeat(5_000)}`);
    expect(Array.from(long.query)).toHaveLength(SEARCH_QUERY_MAX);
    const many = await search(Array.from({ length: 400 }, (_, i) => `w${i}`).join(' '));
    expect(Array.from(many.query).length).toBeLessThanOrEqual(SEARCH_QUERY_MAX);
    const bengali = await search('স্ট্রোক '.repeat(30), 'bn');
    expect(Array.from(bengali.query)).toHaveLength(SEARCH_QUERY_MAX);
    await search('a'.repeat(SEARCH_QUERY_MAX));
    await search('ab '.repeat(40));
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('answers a repeated or nested q, and odd characters, without an error', async () => {
    for (const path of [
      '/search/?q=stroke&q=epilepsy',
      '/search/?q[x]=stroke',
      '/search/?q=%F0%9F%A7%A0%20stroke',
      '/search/?q=stroke&page=1&page=2',
    ]) {
      const { status, body } = await cms.requestJson<SearchAnswer>(path);
      expect(status, path).toBe(200);
      expect(body.query.length, path).toBeLessThanOrEqual(SEARCH_QUERY_MAX * 2);
    }
    expect((await cms.requestJson<SearchAnswer>('/search/?q=%20%20stroke%20%20%20care%20')).body.query).toBe(
      'stroke care',
    );
  });

  it('refuses a language the site does not have, as every public read does', async () => {
    const { status, body } = await cms.requestJson<{ locale: string[] }>('/search/?q=stroke&locale=fr');
    expect(status).toBe(400);
    expect(body.locale).toHaveLength(1);
  });
});

describe('the read cache', () => {
  it('keeps repeated searches in memory, in a budget of their own, and never a very long one', async () => {
    await search('thrombolysis');
    expect(await countQueries(cms, () => search('thrombolysis'))).toBe(0);
    const { readCache } = sharedState(cms.strapi);
    await cms.request('/news/list/');
    const before = readCache.size;
    for (let i = 0; i < 260; i += 1) await search(`nobody${i}`);
    expect(readCache.size - before).toBeLessThanOrEqual(200);
    expect(await countQueries(cms, async () => (await cms.request('/news/list/')).text())).toBe(0);
    const size = readCache.size;
    for (let i = 0; i < 5; i += 1) await search(`${'x'.repeat(5000)}${i}`);
    expect(readCache.size).toBe(size);
  });
});
