/**
 * The search's words (cms/src/api/search/engine), without a CMS: how texts in English, Bengali and
 * Hindi are cut into words and folded, how matched words are marked and a passage is cut, and
 * that a hostile query costs nothing. GET /search/ itself is tested in search.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { SEARCH_PAGES_MAX, SEARCH_QUERY_MAX } from '@hospital/contract';
import { excerptSpans, markedSpans } from '../../src/api/search/engine/marks';
import { requestedPage, searchedQuery } from '../../src/api/search/engine/query';
import { SEARCH_TERMS_MAX, SiteIndex, soughtWords } from '../../src/api/search/engine/site-index';
import { termOf, words } from '../../src/api/search/engine/words';

describe('words', () => {
  it('keeps Bengali and Devanagari vowel signs, virama and joiners inside a word; the danda breaks', () => {
    expect(words('স্ট্রোক একটি জরুরি অবস্থা। র‍্যাম্প')).toEqual(['স্ট্রোক', 'একটি', 'জরুরি', 'অবস্থা', 'র‍্যাম্প']);
    expect(words('मिर्गी॥दौरे, सिरदर्द।')).toEqual(['मिर्गी', 'दौरे', 'सिरदर्द']);
    expect(words("Parkinson's BE-FAST (24x7)")).toEqual(["Parkinson's", 'BE', 'FAST', '24x7']);
  });

  it.each([
    ['Tumour', 'tumor'],
    ['tumours', 'tumor'],
    ['Haemorrhage', 'hemorrhage'],
    ['oedema', 'edema'],
    ["Parkinson's", 'parkinson'],
    ['Parkinson’s', 'parkinson'],
    ['seizures', 'seizure'],
    ['diagnosis', 'diagnosis'],
    ['Guillain-Barré'.split('-')[1], 'barre'],
    ['মৃগী', 'মৃগি'],
    ['দিমাগ়', 'দিমাগ'],
    ['दिमाग़', 'दिमाग'],
    ['मिर्गी', 'मिर्गि'],
    ['২৪', '24'],
    ['२४', '24'],
  ])('folds %s as %s', (word, term) => {
    expect(termOf(word)).toBe(term);
  });

  it('leaves out stop words and lone Latin letters', () => {
    expect(['the', 'of', 'ও', 'के', 'a', 's'].map(termOf)).toEqual([null, null, null, null, null, null]);
  });
});

describe('marks', () => {
  const matched = new Set(['stroke', 'tumor']);

  it('marks whole words of the text as they are written, the rest kept as it is', () => {
    const spans = markedSpans('A <b>Stroke</b> or brain tumour?', matched);
    expect(spans).toEqual([
      { text: 'A <b>', hit: false },
      { text: 'Stroke', hit: true },
      { text: '</b> or brain ', hit: false },
      { text: 'tumour', hit: true },
      { text: '?', hit: false },
    ]);
  });

  it('cuts a passage of about 200 characters around the first match, between words', () => {
    const text = `${'Before the match comes a long story. '.repeat(20)}Then a stroke happened. ${'After. '.repeat(40)}`;
    const spans = excerptSpans(text, matched);
    const passage = spans.map((span) => span.text).join('');
    expect(passage.length).toBeLessThanOrEqual(202);
    expect(passage.startsWith('…')).toBe(true);
    expect(passage.endsWith('…')).toBe(true);
    expect(spans.filter((span) => span.hit)).toEqual([{ text: 'stroke', hit: true }]);
    // Cut between words: the passage is a run of the text with a space on either side.
    const inner = passage.slice(1, -1);
    const at = text.indexOf(inner);
    expect(at).toBeGreaterThan(0);
    expect([text[at - 1], text[at + inner.length]]).toEqual([' ', ' ']);
  });

  it('gives the start of the text when nothing in it matched', () => {
    const passage = excerptSpans('Nothing here matches. '.repeat(30), matched);
    expect(passage[0].text.startsWith('Nothing here')).toBe(true);
  });
});

describe('the query', () => {
  it(`is trimmed, collapsed and cut to ${SEARCH_QUERY_MAX} code points`, () => {
    expect(searchedQuery('  brain \n\t tumour  ')).toBe('brain tumour');
    expect(Array.from(searchedQuery('স্ট্রোক'.repeat(100)))).toHaveLength(SEARCH_QUERY_MAX);
    expect(searchedQuery(['a', 'b'])).toBe('');
    expect(searchedQuery({ x: 'stroke' })).toBe('');
    expect(searchedQuery('x'.repeat(1_000_000))).toHaveLength(SEARCH_QUERY_MAX);
  });

  it(`asks for pages 1 to ${SEARCH_PAGES_MAX} only`, () => {
    expect([undefined, '', '1', '10'].map(requestedPage)).toEqual([1, 1, 1, 10]);
    expect(['0', '-1', '11', '999', 'abc', '1.5', ' 2', ['1']].map(requestedPage)).toEqual(Array(8).fill(null));
  });

  it(`seeks at most ${SEARCH_TERMS_MAX} different words`, () => {
    expect(soughtWords('stroke Stroke STROKE strokes')).toEqual(['stroke']);
    expect(soughtWords(Array.from({ length: 300 }, (_, i) => `w${i}`).join(' '))).toHaveLength(SEARCH_TERMS_MAX);
  });

  it('answers hostile queries over a big index in milliseconds', () => {
    const index = new SiteIndex(
      Array.from({ length: 2000 }, (_, i) => ({
        kind: 'news' as const,
        id: i,
        title: `Stroke care ${i} aaaa${i}`,
        body: `${'brain spine nerve '.repeat(20)} word${i}`,
        keywords: '',
        path: `/news-and-events?news=${i}`,
        language: 'en' as const,
      })),
    );
    for (const query of ['a'.repeat(100), 'aaaa '.repeat(20), 'w1 w2 w3 w4 w5 w6 w7 w8 w9 w10', '(a+)+$ .* %_']) {
      const started = performance.now();
      index.find(searchedQuery(query), 1);
      expect(performance.now() - started, query).toBeLessThan(500);
    }
    expect(index.find('strok', 2).results).toHaveLength(10);
  });
});
