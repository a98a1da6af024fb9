/**
 * The legacy API's callers must not notice the translations: every public read answers, without
 * `?locale` and with `?locale=en`, byte for byte what it answered before Bengali and Hindi came
 * (fixtures/english-answers.json, captured from the code before the change, on the demo content).
 * Run with CAPTURE_ENGLISH_ANSWERS=1 to capture the fixture again (only ever from English-only code).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCms, type RunningCms } from '@hospital/test-support/harness';
import { publicReadsWith } from '@hospital/test-support/harness/endpoints';

/** Every public read the site makes (the contract's endpoint table), with the filters and pages it asks for. */
const PUBLIC_READS = publicReadsWith({
  '/doctors/': [
    '?type=doctor',
    '?type=medical_officer',
    '?specialty=neurosurgery',
    '?search=sen',
    '?page=1&page_size=2',
    '?page=2&page_size=2',
  ],
  '/content/': ['?type=blog', '?type=video', '?type=review_video'],
  '/search/': ['?q=stroke', '?q=stroke&page=2', '?q=brain%20tumer'],
});

const FIXTURE = join(import.meta.dirname, 'fixtures', 'english-answers.json');

let cms: RunningCms;
beforeAll(async () => {
  cms = await startCms({ demoContent: true });
});
afterAll(async () => {
  await cms?.stop();
});

/**
 * What differs between two seeded databases without any change of code: the moment of seeding,
 * the generated image files' hashes, and the port of the test server in paged links.
 */
function comparable(text: string): string {
  return text
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>')
    .replace(/http:\/\/127\.0\.0\.1:\d+/g, '<origin>')
    .replace(/_[0-9a-f]{10}\.(png|jpe?g|webp|avif|svg)/g, '_<hash>.$1');
}

async function answer(path: string): Promise<{ status: number; text: string }> {
  const response = await cms.request(path);
  return { status: response.status, text: await response.text() };
}

const withLocale = (path: string, locale: string): string => `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;

it('answers every public read, without a locale and with ?locale=en, byte for byte as before translations', async () => {
  const today: Record<string, string> = {};
  for (const path of PUBLIC_READS) {
    const plain = await answer(path);
    expect(plain.status, path).toBe(200);
    today[path] = comparable(plain.text);
    if (process.env.CAPTURE_ENGLISH_ANSWERS) continue;
    const english = await answer(withLocale(path, 'en'));
    expect(english.status, `${path} ?locale=en`).toBe(200);
    // A page's next/previous link keeps the request's own `locale`, as it keeps its filters.
    expect(english.text.replaceAll('&locale=en', ''), `${path} ?locale=en`).toBe(plain.text);
  }
  if (process.env.CAPTURE_ENGLISH_ANSWERS) {
    writeFileSync(FIXTURE, `${JSON.stringify(today, null, 2)}\n`);
    return;
  }
  const before = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, string>;
  expect(Object.keys(before)).toEqual(PUBLIC_READS);
  for (const path of PUBLIC_READS) expect(today[path], path).toBe(before[path]);
});
