/**
 * Every page type's JSON-LD, as the site's server sends it, passes Adobe's structured-data
 * validator (@adobe/structured-data-validator): Google's rich-result rules for the types it
 * knows (BreadcrumbList, VideoObject, Organization, Person, Review...). Offline: schema.org's
 * vocabulary check needs its 1.5 MB `schemaorg-all-https.jsonld`, which is not in the repository
 * (docs/TESTING.md), so only the rich-result rules run. Pages are rendered from the CMS fixtures
 * the site is tested against.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Validator, { type StructuredDataIssue } from '@adobe/structured-data-validator';
import * as site from '@hospital/test-support/site/fixtures';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';
import type { ApiKey } from '../src/entry-server';
import { documentsOn } from './page-documents';

const ORIGIN = 'https://hospital.example';
const TEMPLATE =
  '<html lang="en-IN"><head><!--page-head--><title>Site</title><!--/page-head--></head><body><div id="root"><!--page-body--></div></body></html>';
const DOCUMENTS = documentsOn(TEMPLATE);

/** The CMS as the fixtures answer it, by path. */
const answers: Record<string, unknown> = {
  '/banners/': site.banners,
  '/homeabout/': { status: true, data: site.homeAbout },
  '/about/': { status: true, data: site.about },
  '/doctors/': site.doctors,
  '/news/list/': site.news,
  '/events/list/': site.events,
  '/content/': site.content,
  '/public/api/newservices.php': site.services,
  '/facilities/': siteContent.facilities,
  '/divisions/': siteContent.divisions,
  '/neurosurgery/': siteContent.neurosurgery,
  '/directors/': siteContent.directors,
  '/reviews/': siteContent.reviews,
  '/site-settings/': siteContent.siteSettings,
  '/home-texts/': siteContent.homeTexts,
  '/accessibility-statement/': siteContent.accessibilityStatement,
  '/packages/': siteContent.packageRates,
};

/** One page of each type that carries JSON-LD, in English and in one other language. */
const PAGES = [
  '/',
  '/doctors',
  '/dr-arindam-sarkar',
  `/department/${siteContent.facilities[0].id}`,
  `/division/${siteContent.divisions[0].id}`,
  `/services/${site.services[0].id}`,
  '/blogs?post=3',
  '/videos',
  `/news-and-events?news=${site.news[0].id}`,
  `/news-and-events?event=${site.events[0].id}`,
  '/packages',
  '/about',
  '/contact',
  '/bn/doctors',
  `/hi/news-and-events?news=${site.news[0].id}`,
];

async function jsonLdOf(path: string): Promise<Array<Record<string, unknown>>> {
  const url = new URL(path, ORIGIN);
  const page = await DOCUMENTS.render(url, ([apiPath]: ApiKey) => Promise.resolve(answers[apiPath]));
  if (page.kind !== 'page') throw new Error(`${path} redirected`);
  const html = page.document;
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

/** The validator reads what web-auto-extractor gives: JSON-LD items grouped by their type. */
function byType(items: Array<Record<string, unknown>>): { jsonld: Record<string, unknown[]> } {
  const jsonld: Record<string, unknown[]> = {};
  for (const item of items.flatMap((each) =>
    Array.isArray(each['@graph']) ? (each['@graph'] as typeof items) : [each],
  )) {
    (jsonld[String(item['@type'])] ??= []).push(item);
  }
  return { jsonld };
}

/**
 * Reviewed exceptions: optional VideoObject fields the site has no data for. The hospital's videos
 * are YouTube embeds; their length, regions, view counts, chapters and live broadcast details live
 * at YouTube, and they do not expire. Google lists these as recommended, not required.
 */
const REVIEWED_WARNINGS = new Set([
  'VideoObject: Missing field "duration" (optional)',
  'VideoObject: Missing field "expires" (optional)',
  'VideoObject: Missing field "hasPart" (optional)',
  'VideoObject: Missing field "publication" (optional)',
  'VideoObject: One of the following conditions needs to be met: Missing field "ineligibleRegion" (optional) or Missing field "regionsAllowed" (optional)',
  'VideoObject: One of the following conditions needs to be met: Missing field "interactionStatistic" (optional) or Missing field "interactionCount" (optional)',
]);

describe("every page type's structured data under Adobe's validator", () => {
  beforeEach(() => {
    // jsdom's window makes React warn about layout effects it would not see in the real server.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The home page writes its Hospital data on the server only (import.meta.env.SSR).
    vi.stubEnv('SSR', true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  const types = new Set<string>();
  it.each(PAGES)('%s', async (path) => {
    const items = await jsonLdOf(path);
    expect(items.length, `${path} has JSON-LD`).toBeGreaterThan(0);
    const data = byType(items);
    Object.keys(data.jsonld).forEach((type) => types.add(type));
    const issues: StructuredDataIssue[] = await new Validator().validate(data);
    const findings = issues
      .map((issue) => ({ ...issue, text: `${issue.rootType}: ${issue.issueMessage}` }))
      .filter((issue) => issue.severity === 'ERROR' || !REVIEWED_WARNINGS.has(issue.text))
      .map((issue) => `${issue.severity} ${issue.text}`);
    expect(findings).toEqual([]);
  });

  it('covers every type the site emits', () => {
    expect([...types].sort()).toEqual(
      expect.arrayContaining([
        'BlogPosting',
        'BreadcrumbList',
        'Event',
        'Hospital',
        'MedicalWebPage',
        'NewsArticle',
        'Physician',
        'WebSite',
      ]),
    );
  });
});

describe('the registrations in the structured data', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('SSR', true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  /** The seeded examples say they are examples, so no search engine takes them for real ones. */
  const EXAMPLE = { description: 'An example (demo content), not a real registration' };
  const HOSPITAL_IDENTIFIERS = [
    {
      '@type': 'PropertyValue',
      propertyID: 'West Bengal clinical establishment licence',
      value: 'WBCE/KOL/2025/000123',
      ...EXAMPLE,
    },
    {
      '@type': 'PropertyValue',
      propertyID: 'ABDM Health Facility Registry ID (HFR)',
      value: 'INDEMO000123',
      url: 'https://facility.abdm.gov.in/',
      ...EXAMPLE,
    },
    {
      '@type': 'PropertyValue',
      propertyID: 'NABH accreditation certificate',
      value: 'NABH-DEMO-2025-0123',
      ...EXAMPLE,
    },
  ];

  it.each(['/', '/about', '/bn/about'])(
    "carry the hospital's licence, HFR ID and accreditation on %s",
    async (path) => {
      const hospital = (await jsonLdOf(path)).find((item) => item['@type'] === 'Hospital');
      expect(hospital?.identifier).toEqual(HOSPITAL_IDENTIFIERS);
    },
  );

  it("carry a doctor's council registration and HPR ID, with the register's address", async () => {
    const physicians = (await jsonLdOf('/doctors')).filter((item) => item['@type'] === 'Physician');
    expect(physicians.find((item) => item.name === 'Dr. Ananya Sen')?.identifier).toEqual([
      { '@type': 'PropertyValue', propertyID: 'Medical council registration', value: 'WBMC 61234' },
      {
        '@type': 'PropertyValue',
        propertyID: 'HPR ID (Healthcare Professionals Registry)',
        value: '71123456789012',
        url: 'https://hpr.abdm.gov.in/en',
      },
    ]);
    expect(physicians.find((item) => item.name === 'Dr. Rahul Banerjee')).not.toHaveProperty('identifier');
  });
});

describe("the site's search in the home page's structured data", () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('SSR', true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it.each([
    ['/', 'https://hospital.example/search?q={search_term_string}', 'en-IN'],
    ['/bn/', 'https://hospital.example/bn/search?q={search_term_string}', 'bn'],
    ['/hi/', 'https://hospital.example/hi/search?q={search_term_string}', 'hi'],
  ])('names on %s the site and how to search it, beside the hospital', async (path, urlTemplate, inLanguage) => {
    const items = await jsonLdOf(path);
    expect(items.map((item) => item['@type'])).toEqual(expect.arrayContaining(['Hospital', 'WebSite']));
    expect(items.find((item) => item['@type'] === 'WebSite')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Neurosciences Hospital',
      url: 'https://hospital.example/',
      inLanguage,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('is on the home page alone', async () => {
    expect((await jsonLdOf('/about')).some((item) => item['@type'] === 'WebSite')).toBe(false);
  });
});
