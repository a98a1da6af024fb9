import { describe, expect, it } from 'vitest';
import type { ApiKey } from '../lib/api';
import * as site from '@hospital/test-support/site/fixtures';
import { sitemapAnswers } from '@hospital/test-support/site/sitemap-answers';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';
import { sitemapEntries, type SitemapEntry } from './sitemap';

const FIXED_PAGES = [
  '/',
  '/services',
  '/departments',
  '/doctors',
  '/research',
  '/videos',
  '/news-and-events',
  '/packages',
  '/schemes',
  '/conditions',
];
const PHARMACY_EDIT = '2026-11-20T12:00:00.000Z';

/** The CMS as the fixtures answer it, with the Pharmacy's text edited after everything else. */
const answers: Record<string, unknown> = {
  ...sitemapAnswers,
  '/facilities/': siteContent.facilities.map((facility) =>
    facility.id === 7 ? { ...facility, updated_at: PHARMACY_EDIT } : facility,
  ),
};
const cms = ([path]: ApiKey) => Promise.resolve(answers[path]);
const lastmodOf = (entries: SitemapEntry[], path: string) => entries.find((entry) => entry.path === path)?.lastmod;

describe('the sitemap', () => {
  it('lists every fixed page, the profile, and every facility, division, service, post, news item and event', async () => {
    const paths = (await sitemapEntries(FIXED_PAGES, cms)).map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining([...FIXED_PAGES, '/dr-arindam-sarkar']));
    expect(paths.filter((path) => path.startsWith('/department/'))).toHaveLength(10);
    expect(paths.filter((path) => path.startsWith('/division/'))).toHaveLength(9);
    expect(paths).toEqual(
      expect.arrayContaining([
        `/services/${site.services[0].id}`,
        '/blogs?post=3',
        '/news-and-events?news=1',
        '/news-and-events?news=2',
        `/news-and-events?event=${site.events[0].id}`,
      ]),
    );
    // An appointment request page for each doctor who holds OPD (the fixtures: Dr. Ananya Sen only).
    expect(paths.filter((path) => path.startsWith('/appointment?'))).toEqual([
      `/appointment?doctor=${site.doctors[0].id}`,
    ]);
    // Videos have no page of their own; they are dated through /videos.
    expect(paths.some((path) => path.includes('post=2') || path.includes('post=1'))).toBe(false);
  });

  it('dates each item by its last edit in the CMS, not by when it was first published', async () => {
    const entries = await sitemapEntries(FIXED_PAGES, cms);
    const corrected = site.news.find((item) => item.id === 1)!;
    expect(corrected.updated_at > corrected.created_at).toBe(true);
    expect(lastmodOf(entries, '/news-and-events?news=1')).toBe(corrected.updated_at);
    expect(lastmodOf(entries, '/department/7')).toBe(PHARMACY_EDIT);
    expect(lastmodOf(entries, '/department/1')).toBe(siteContent.facilities[0].updated_at);
    expect(lastmodOf(entries, `/services/${site.services[0].id}`)).toBe(site.services[0].updated_at);
  });

  it('dates /packages by the latest change of a rate', async () => {
    expect(lastmodOf(await sitemapEntries(FIXED_PAGES, cms), '/packages')).toBe('2026-11-24T08:30:00.000Z');
  });

  it('dates /schemes by the latest change of a scheme', async () => {
    expect(lastmodOf(await sitemapEntries(FIXED_PAGES, cms), '/schemes')).toBe('2026-11-23T10:00:00.000Z');
  });

  it('lists each condition at its own address, dated by its last edit, and dates /conditions by the latest', async () => {
    const entries = await sitemapEntries(FIXED_PAGES, cms);
    expect(entries.filter((entry) => entry.path.startsWith('/conditions/'))).toEqual(
      siteContent.conditions.map((condition) => ({
        path: `/conditions/${condition.slug}`,
        lastmod: condition.updated_at,
      })),
    );
    expect(lastmodOf(entries, '/conditions')).toBe('2026-11-26T10:00:00.000Z');
  });

  it('dates a list page by the latest edit of what it lists; a page of fixed text has no date', async () => {
    const entries = await sitemapEntries(FIXED_PAGES, cms);
    expect(lastmodOf(entries, '/departments')).toBe(PHARMACY_EDIT);
    expect(lastmodOf(entries, '/')).toBe(PHARMACY_EDIT);
    // The older news item's correction is the latest change on the page.
    expect(lastmodOf(entries, '/news-and-events')).toBe('2026-11-12T09:30:00.000Z');
    expect(lastmodOf(entries, '/doctors')).toBe(
      site.doctors
        .map((doctor) => doctor.updated_at)
        .sort()
        .at(-1),
    );
    expect(lastmodOf(entries, '/videos')).toBe(site.content.find((entry) => entry.type === 'video')!.updated_at);
    expect(lastmodOf(entries, '/research')).toBeUndefined();
    expect(lastmodOf(entries, '/dr-arindam-sarkar')).toBeUndefined();
  });

  it('still lists the fixed pages, undated, when the CMS does not answer', async () => {
    const entries = await sitemapEntries(FIXED_PAGES, () => Promise.resolve(undefined));
    expect(entries).toEqual([...FIXED_PAGES, '/dr-arindam-sarkar'].map((path) => ({ path, lastmod: undefined })));
  });
});
