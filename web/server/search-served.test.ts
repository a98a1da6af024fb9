/**
 * /search as the site's server sends it, before any JavaScript runs (issue 44): the results of
 * the words in the address, each with its kind, its title linking its page in the page's language
 * and its matched words marked; English fallbacks marked `lang="en"` with a note on a Bengali or
 * Hindi page; plain links to the other pages; the suggestions when nothing was asked or found; a
 * page no search engine indexes; and a hostile address that is one small key and a safe page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchAnswer } from '@hospital/test-support/site/search-fixtures';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';
import type { ApiKey } from '../src/entry-server';
import { documentsOn } from './page-documents';
import { pageKey } from './page-key';

const TEMPLATE = `<html lang="en-IN"><head><!--page-head--><title>Site</title><!--/page-head--></head>
<body><div id="root"><!--page-body--></div></body></html>`;
const ORIGIN = 'https://hospital.example';
const DOCUMENTS = documentsOn(TEMPLATE);

/** Every search the CMS was asked, with its query. */
const searched: Array<Record<string, unknown>> = [];

/** The CMS as the fixtures answer it; a search by its query, as `GET /search/` would. */
function loadApi([path, query]: ApiKey): Promise<unknown> {
  if (path === '/site-settings/') return Promise.resolve(siteContent.siteSettings);
  if (path !== '/search/') return Promise.resolve(undefined);
  searched.push({ ...query });
  const params = new URLSearchParams(Object.entries(query ?? {}).map(([name, value]) => [name, String(value)]));
  return Promise.resolve(searchAnswer(params));
}

/** The HTML a visitor gets at `address`: rendered, as the page server does, from its cache key alone. */
async function servedHtml(address: string): Promise<string> {
  const page = await DOCUMENTS.render(new URL(pageKey(new URL(address, ORIGIN)), ORIGIN), loadApi);
  if (page.kind !== 'page') throw new Error(`${address} redirected`);
  return page.document;
}

const served = async (address: string): Promise<Document> =>
  new DOMParser().parseFromString(await servedHtml(address), 'text/html');

const main = (page: Document) => page.querySelector('main')!;
const results = (page: Document) => [...main(page).querySelectorAll('.search-result')];
const kinds = (page: Document) =>
  results(page).map((result) => result.querySelector('.search-result__kind')?.textContent);
const marks = (element: Element | null | undefined) =>
  [...(element?.querySelectorAll('mark') ?? [])].map((mark) => mark.textContent);
const count = (page: Document) => main(page).querySelector('#search-count')?.textContent;
const pageLinks = (page: Document) =>
  [...main(page).querySelectorAll('nav.search-pages a')].map((link) => [link.textContent, link.getAttribute('href')]);
const suggestions = (page: Document) =>
  [...main(page).querySelectorAll('.search-suggestions a')].map((link) => link.getAttribute('href'));

describe('/search, served without JavaScript', () => {
  beforeEach(() => {
    // jsdom's window makes React warn about layout effects it would not see in the real server.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    searched.length = 0;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers the words in the address: how many, each kind, its linked title and excerpt with the words marked', async () => {
    const page = await served('/search?q=stroke');
    expect(main(page).querySelector('h1')?.textContent).toBe('Search');
    expect(page.title).toBe('Search: stroke | Neurosciences Hospital');
    expect(count(page)).toBe('12 results for “stroke” · Page 1 of 2');
    expect(kinds(page)).toEqual([
      'Condition',
      'Division',
      'Doctor',
      'Department',
      'Service',
      'Package',
      'News',
      'Event',
      'Blog',
      'Condition',
    ]);
    const [first, , doctor] = results(page);
    const title = first.querySelector('h2 a')!;
    expect(title.getAttribute('href')).toBe('/conditions/stroke');
    expect(marks(title)).toEqual(['Stroke']);
    expect(marks(first.querySelector('.search-result__excerpt'))).toEqual(['stroke']);
    expect(first.querySelector('.search-result__excerpt')?.textContent).toMatch(/^A stroke happens when blood/);
    expect(doctor.querySelector('h2 a')?.getAttribute('href')).toBe('/doctors?doctor=3');
    // English on an English page: nothing to mark, no note.
    expect(main(page).querySelectorAll('[lang]')).toHaveLength(0);
    expect(main(page).querySelector('.search-result__note')).toBeNull();
    // The box holds the words searched, and sends them again to this page.
    const form = main(page).querySelector('form[role="search"]')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe('stroke');
    expect(searched).toEqual([{ q: 'stroke' }]);
  });

  it('links the other pages of results plainly, the page shown marked as the current one', async () => {
    const first = await served('/search?q=stroke');
    expect(pageLinks(first)).toEqual([
      ['2', '/search?q=stroke&page=2'],
      ['Next page', '/search?q=stroke&page=2'],
    ]);
    expect(main(first).querySelector('[aria-current="page"]')?.textContent).toBe('1');
    const second = await served('/search?q=stroke&page=2');
    expect(count(second)).toBe('12 results for “stroke” · Page 2 of 2');
    expect(results(second).map((result) => result.querySelector('h2')?.textContent)).toEqual([
      'Dr. Rahul Banerjee',
      'Life after a stroke',
    ]);
    expect(main(second).querySelector('ol')?.getAttribute('start')).toBe('11');
    expect(pageLinks(second)).toEqual([
      ['Previous page', '/search?q=stroke'],
      ['1', '/search?q=stroke'],
    ]);
    expect(searched).toEqual([{ q: 'stroke' }, { q: 'stroke', page: 2 }]);
  });

  it('answers in Bengali at /bn/search: its words, its links, and the English results marked as English', async () => {
    const page = await served('/bn/search?q=স্ট্রোক');
    expect(page.documentElement.lang).toBe('bn');
    expect(main(page).querySelector('h1')?.textContent).toBe('খুঁজুন');
    expect(count(page)).toBe('“স্ট্রোক”-এর জন্য ১২টি ফল · ২ পাতার মধ্যে ১ নম্বর পাতা');
    expect(kinds(page).slice(0, 4)).toEqual(['রোগ', 'নিউরোলজি বিভাগ', 'ডাক্তার', 'বিভাগ']);
    const [condition, , , department] = results(page);
    expect(condition.querySelector('h2 a')?.getAttribute('href')).toBe('/bn/conditions/stroke');
    expect(marks(condition.querySelector('h2'))).toEqual(['স্ট্রোক']);
    expect(condition.querySelector('[lang]')).toBeNull();
    expect(condition.querySelector('.search-result__note')).toBeNull();
    // Not yet translated: its text is read as English, and the page says so.
    expect(department.querySelector('h2 a')?.getAttribute('lang')).toBe('en');
    expect(department.querySelector('.search-result__excerpt')?.getAttribute('lang')).toBe('en');
    expect(department.querySelector('.search-result__note')?.textContent).toBe('ইংরেজিতে: এখনও অনুবাদ হয়নি');
    expect(department.querySelector('h2 a')?.getAttribute('href')).toBe('/bn/department/1');
    expect(main(page).querySelector('form[role="search"]')?.getAttribute('action')).toBe('/bn/search');
    // The pages' numbers in Bengali digits, as their links' names say them.
    const second = `/bn/search?q=${encodeURIComponent('স্ট্রোক')}&page=2`;
    expect(pageLinks(page)).toEqual([
      ['২', second],
      ['পরের পাতা', second],
    ]);
    expect(main(page).querySelector('nav.search-pages a')?.getAttribute('aria-label')).toBe('২ নম্বর পাতা');
    expect(main(page).querySelector('[aria-current="page"]')?.textContent).toBe('১');
  });

  it('answers in Hindi at /hi/search, the English results marked as English', async () => {
    const page = await served('/hi/search?q=stroke');
    expect(page.documentElement.lang).toBe('hi');
    expect(main(page).querySelector('h1')?.textContent).toBe('खोजें');
    expect(count(page)).toBe('“stroke” के लिए 12 नतीजे · 2 में से पन्ना 1');
    expect(kinds(page).slice(0, 3)).toEqual(['बीमारी', 'न्यूरोलॉजी विभाग', 'डॉक्टर']);
    const [condition, , , department] = results(page);
    expect(condition.querySelector('h2')?.textContent).toBe('स्ट्रोक');
    expect(marks(condition.querySelector('.search-result__excerpt'))).toEqual(['स्ट्रोक']);
    expect(department.querySelector('h2 a')?.getAttribute('lang')).toBe('en');
    expect(department.querySelector('.search-result__note')?.textContent).toBe('अंग्रेज़ी में: अभी अनुवाद नहीं हुआ है');
    expect(pageLinks(page).at(-1)).toEqual(['अगला पन्ना', '/hi/search?q=stroke&page=2']);
  });

  it.each([
    ['/search', 'Type a condition, a symptom, a doctor’s name or a service, and press Search.', ''],
    ['/bn/search?q=%20%20', 'কোনো রোগ, উপসর্গ, ডাক্তারের নাম বা পরিষেবা লিখে “খুঁজুন” টিপুন।', '/bn'],
    ['/hi/search?q=', 'कोई बीमारी, लक्षण, डॉक्टर का नाम या सेवा लिखें और “खोजें” दबाएँ।', '/hi'],
  ])(
    'asks for words at %s, and offers the conditions, the doctors and the emergency number',
    async (address, words, prefix) => {
      const page = await served(address);
      expect(main(page).querySelector('.search-page__state')?.textContent).toBe(words);
      expect(suggestions(page)).toEqual([
        `${prefix}/conditions`,
        `${prefix}/doctors`,
        'tel:+919007041234',
        `${prefix}/emergency`,
      ]);
      expect(main(page).querySelector('a[href^="tel:"]')?.textContent).toBe('+91 90070 41234');
      expect(searched, 'no search asked of the CMS').toEqual([]);
    },
  );

  it.each([
    ['/search?q=xyzzy', 'Nothing on this site matches “xyzzy”. Check the spelling, or try another word.'],
    ['/bn/search?q=xyzzy', 'এই ওয়েবসাইটে “xyzzy”-এর সঙ্গে মেলে এমন কিছু পাওয়া যায়নি।'],
    ['/hi/search?q=xyzzy', 'इस वेबसाइट पर “xyzzy” से मिलता कुछ नहीं मिला।'],
  ])('says at %s that nothing matched, with the suggestions', async (address, words) => {
    const page = await served(address);
    expect(main(page).querySelector('.search-page__state')?.textContent).toContain(words);
    expect(results(page)).toHaveLength(0);
    expect(suggestions(page)).toHaveLength(4);
  });

  it('says so itself, with a 503, when the CMS did not answer the search (the page server sends it without a good copy)', async () => {
    const url = new URL('/hi/search?q=stroke', ORIGIN);
    const page = await DOCUMENTS.render(url, ([path]: ApiKey) =>
      Promise.resolve(path === '/site-settings/' ? siteContent.siteSettings : undefined),
    );
    if (page.kind !== 'page') throw new Error('redirected');
    expect(page.status).toBe(503);
    const served = new DOMParser().parseFromString(page.document, 'text/html');
    expect(main(served).querySelector('[role="alert"]')?.textContent).toBe(
      'अभी खोज उपलब्ध नहीं है। कृपया एक मिनट बाद फिर कोशिश करें।',
    );
    expect(suggestions(served)).toEqual(['/hi/conditions', '/hi/doctors', 'tel:+919007041234', '/hi/emergency']);
    // With the answer, the same page is a 200.
    expect((await DOCUMENTS.render(url, loadApi)).status).toBe(200);
  });

  it('is a page no search engine indexes', async () => {
    for (const address of ['/search', '/search?q=stroke', '/bn/search?q=stroke']) {
      const page = await served(address);
      expect(page.querySelector('meta[name="robots"]')?.getAttribute('content'), address).toBe('noindex');
    }
    expect((await served('/about')).querySelector('meta[name="robots"]')).toBeNull();
  });

  it('keys a hostile address small, and echoes what was typed as text, never as markup', async () => {
    const long = `stroke ${'x'.repeat(10_000)}`;
    const key = pageKey(new URL(`/search?q=${long}&page=abc&utm_source=x`, ORIGIN));
    expect(key).toBe(`/search?q=${`stroke+${'x'.repeat(93)}`}`);
    const page = await served(`/search?q=${long}&page=abc`);
    expect(main(page).querySelector<HTMLInputElement>('input[name="q"]')?.value).toHaveLength(100);
    expect(searched).toEqual([{ q: `stroke ${'x'.repeat(93)}` }]);

    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = await servedHtml(`/search?q=${encodeURIComponent(script)}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    const hostile = new DOMParser().parseFromString(html, 'text/html');
    expect(hostile.querySelector('script:not([type])')).toBeNull();
    expect(hostile.querySelector('main img')).toBeNull();
    expect(main(hostile).querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe(script);
    expect(main(hostile).querySelector('.search-page__state')?.textContent).toContain(`“${script}”`);
    expect(hostile.title).toBe(`Search: ${script} | Neurosciences Hospital`);

    // A page that is no number, or past the last one may ask for, is the first page.
    for (const page of ['abc', '0', '-1', '1', '2.5', '11', '99999999999999999999'])
      expect(pageKey(new URL(`/search?q=stroke&page=${page}`, ORIGIN)), page).toBe('/search?q=stroke');
    expect(pageKey(new URL('/search?q=stroke&page=10', ORIGIN))).toBe('/search?page=10&q=stroke');
    // Spellings alike are one page; another page does not read `page`.
    expect(pageKey(new URL('/search?q=%20stroke%20%20unit%20', ORIGIN))).toBe('/search?q=stroke+unit');
    expect(pageKey(new URL('/about?q=stroke&page=2', ORIGIN))).toBe('/about');
  });
});
