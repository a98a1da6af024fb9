// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LastGoodPages, OTHER_PAGES } from './last-good-pages';
import { LastKnownContacts } from './last-known-contacts';
import { PageCache } from './page-cache';
import { RenderedPage } from './page-cache';

const ORIGIN = 'https://hospital.example';
const page = (text: string, version?: string) =>
  new RenderedPage(Buffer.from(`<!doctype html><p>${text}</p>`), version);
const fileOf = (key: string) => `${createHash('sha256').update(key).digest('hex')}.html`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'last-good-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the last good copies of the sitemap pages', () => {
  it('keep them through a flood of other addresses, in memory and after a restart', () => {
    const pages = new LastGoodPages(dir);
    pages.keep(`${ORIGIN}/about`, page('About the hospital'), true);
    for (let n = 0; n < 5 * OTHER_PAGES + 1100; n += 1)
      pages.keep(`${ORIGIN}/doctors?q=zq${n}`, page(`junk ${n}`), false);

    expect(pages.get(`${ORIGIN}/about`)?.html.toString()).toContain('About the hospital');
    const restarted = new LastGoodPages(dir);
    expect(restarted.get(`${ORIGIN}/about`)?.html.toString()).toContain('About the hospital');
    // The others share a small budget on disk too.
    expect(readdirSync(dir).filter((name) => name.endsWith('.html')).length).toBeLessThanOrEqual(OTHER_PAGES);
  });

  it('replace a sitemap page only with a newer good rendering of that page', () => {
    const pages = new LastGoodPages(dir);
    pages.keep(`${ORIGIN}/about`, page('first'), true);
    // Known as a sitemap page now, even when the sitemap was not yet read for this version.
    pages.keep(`${ORIGIN}/about`, page('second'), false);
    for (let n = 0; n < OTHER_PAGES + 1; n += 1) pages.keep(`${ORIGIN}/x${n}`, page(`junk ${n}`), false);
    expect(new LastGoodPages(dir).get(`${ORIGIN}/about`)?.html.toString()).toContain('second');
  });
});

describe('a page store shared by several site instances', () => {
  it("never touches another instance's copy being written", () => {
    const key = `${ORIGIN}/emergency`;
    // Another instance is part-way through writing its copy of the same page, under the temporary
    // name today's code also used.
    const theirs = join(dir, 'sitemap-pages', `${fileOf(key)}.partial`);
    const other = new LastGoodPages(dir);
    mkdirSync(dirname(theirs), { recursive: true });
    writeFileSync(theirs, '<!doctype html><p>half a pa');

    other.keep(key, page('Emergency: call 108'), true);

    expect(readFileSync(theirs, 'utf8')).toBe('<!doctype html><p>half a pa');
    expect(readFileSync(join(dir, 'sitemap-pages', fileOf(key)), 'utf8')).toContain('Emergency: call 108');
  });

  it("never touches another instance's contact details being written", () => {
    const theirs = join(dir, 'contact-details.json.partial');
    writeFileSync(theirs, '{"main_mobile":');
    new LastKnownContacts(dir).remember(siteContent.siteSettings);
    expect(readFileSync(theirs, 'utf8')).toBe('{"main_mobile":');
    expect(new LastKnownContacts(dir).current).toEqual(siteContent.siteSettings);
  });

  it('leaves no temporary file behind', () => {
    const pages = new LastGoodPages(dir);
    for (let n = 0; n < 5; n += 1) pages.keep(`${ORIGIN}/about`, page(`about ${n}`), true);
    expect(readdirSync(join(dir, 'sitemap-pages')).filter((name) => name.includes('partial'))).toEqual([]);
  });
});

describe('the page cache', () => {
  it('keeps the sitemap pages through a flood of other addresses', () => {
    const cache = new PageCache();
    cache.keep(`${ORIGIN}/about`, page('About', 'v1'), true);
    for (let n = 0; n < 3000; n += 1) cache.keep(`${ORIGIN}/doctors?q=zq${n}`, page(`junk ${n}`, 'v1'), false);
    expect(cache.get(`${ORIGIN}/about`, 'v1')?.html.toString()).toContain('About');
    expect(cache.entries).toBeLessThan(400);
  });
});
