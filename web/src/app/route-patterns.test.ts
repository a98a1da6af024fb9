import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATTERN, SITE_PAGE_PATTERNS, UNLISTED_PAGE_PATTERNS, seededAddress } from '@hospital/contract';
import { routePatternOf } from '../lib/field-measurements/route-pattern';
import { publicRoutePaths, sitemapEntries } from '../entry-server';
import { publicRoutes, routes } from './routes';

/**
 * The contract's page table is the route table's copy that the CMS, the scripts and the tests can
 * read: the CMS takes field measurements for its patterns only, the benches, drills and end-to-end
 * journeys visit its addresses. A page added here without it would never be measured or visited.
 */
describe("the contract's page table", () => {
  it('has exactly the patterns of the public routes', () => {
    const patterns = publicRoutes.map((route) => (route.index ? '/' : `/${route.path ?? ''}`));
    expect([...SITE_PAGE_PATTERNS].sort()).toEqual(patterns.sort());
  });

  it("gives each page an address that the page's own route answers", () => {
    const pages = SITE_PAGE_PATTERNS.flatMap((pattern) => (pattern === NOT_FOUND_PATTERN ? [] : [pattern]));
    expect(pages.map((pattern) => routePatternOf(routes, seededAddress(pattern)))).toEqual(pages);
  });

  it('has every page without a parameter in the sitemap, even with the CMS away, but the unlisted ones', async () => {
    const listed = (await sitemapEntries(publicRoutePaths, () => Promise.resolve(undefined))).map(({ path }) => path);
    const withoutParameter = SITE_PAGE_PATTERNS.filter((pattern) => !/[:*]/.test(pattern));
    const unlisted: readonly string[] = UNLISTED_PAGE_PATTERNS;
    expect(withoutParameter.filter((pattern) => !listed.includes(pattern))).toEqual([...unlisted]);
    expect(listed).not.toContain('/search');
  });
});
