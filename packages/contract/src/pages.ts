/**
 * The site's pages, in one table: every public route pattern of web/src/app/routes.tsx (a web test
 * keeps the two the same), with an address of each that a visitor can open on the seeded demo
 * site. The field measurements' routes (vitals.ts), the pages the benches and drills visit
 * (scripts/lib/public-pages.ts) and the end-to-end route list (tests/e2e/routes.ts) are read from
 * it, and tests hold the sitemap and the panel's preview to it (docs/ARCHITECTURE.md, "Adding a page").
 */
export const SITE_PAGE_PATTERNS = [
  '/',
  '/about',
  '/services',
  '/services/:id',
  '/departments',
  '/department/:id',
  '/Department2',
  '/division/:id',
  '/neurosurgery',
  '/doctors',
  '/research',
  '/blogs',
  '/videos',
  '/review-videos',
  '/news-and-events',
  '/contact',
  '/appointment',
  '/booking',
  '/feedback',
  '/estimate',
  '/estimate/status',
  '/international-patients',
  '/packages',
  '/schemes',
  '/conditions',
  '/conditions/:slug',
  '/search',
  '/accessibility',
  '/message',
  '/emergency',
  '/:name',
  '/*',
] as const;

export type SitePattern = (typeof SITE_PAGE_PATTERNS)[number];

/** The not-found page answers every address no other page does, with a 404: none is its own. */
export const NOT_FOUND_PATTERN = '/*' satisfies SitePattern;

/** A page a visitor opens at an address of its own: every page but the not-found page. */
export type PagePattern = Exclude<SitePattern, typeof NOT_FOUND_PATTERN>;

/**
 * Pages no search engine is sent to: a page of search results says `noindex` in its head and is
 * in no sitemap (a search engine's own results should not list a copy of ours).
 */
export const UNLISTED_PAGE_PATTERNS: readonly PagePattern[] = ['/search'];

type PatternWithParameter = Extract<PagePattern, `${string}:${string}`>;

/**
 * Where each page with a parameter opens on the seeded demo site (cms/src/seed): the first of its
 * records, and the one consultant with a profile of their own (web/src/data/consultant.ts).
 */
const SEEDED_ADDRESSES: Record<PatternWithParameter, string> = {
  '/services/:id': '/services/1',
  '/department/:id': '/department/1',
  '/division/:id': '/division/1',
  '/conditions/:slug': '/conditions/stroke',
  '/:name': '/dr-arindam-sarkar',
};

const hasParameter = (pattern: PagePattern): pattern is PatternWithParameter => pattern in SEEDED_ADDRESSES;

/** The page's address on the seeded demo site: its pattern, unless that has a parameter. */
export const seededAddress = (pattern: PagePattern): string =>
  hasParameter(pattern) ? SEEDED_ADDRESSES[pattern] : pattern;

/** Every page a visitor can open, at its address on the seeded demo site, in the table's order. */
export const seededPageAddresses = (): string[] =>
  SITE_PAGE_PATTERNS.flatMap((pattern) => (pattern === NOT_FOUND_PATTERN ? [] : [seededAddress(pattern)]));
