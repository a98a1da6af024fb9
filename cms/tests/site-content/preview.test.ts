/**
 * Strapi's Preview: the Content Manager's "Open preview" asks the configured handler for the page
 * an entry appears on, through the panel's own API (so a panel session is required). Each type
 * leads to its public page on the site, with the preview secret; a type with no public page, or
 * an entry that does not exist, leads nowhere. Every page of the site's page table that shows an
 * entry is where some entry opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_PATTERN, SITE_PAGE_PATTERNS, type SitePattern } from '@hospital/contract';
import { startCms, type RunningCms } from '@hospital/test-support/harness';

const SITE = 'https://www.example-hospital.in';
const SECRET = 'preview-secret-for-this-test-only';
let cms: RunningCms;
let token: string;

beforeAll(async () => {
  cms = await startCms({ demoContent: true, env: { PREVIEW_SITE_URL: SITE, PREVIEW_SECRET: SECRET } });
  token = await cms.panelToken();
});
afterAll(async () => {
  await cms?.stop();
});

async function previewOf(
  uid: string,
  documentId?: string,
  authorization = `Bearer ${token}`,
): Promise<{ status: number; url?: string }> {
  const query = new URLSearchParams({ ...(documentId ? { documentId } : {}), status: 'published', locale: '' });
  const response = await fetch(`${cms.url}/content-manager/preview/url/${uid}?${query.toString()}`, {
    headers: authorization ? { authorization } : {},
  });
  const text = await response.text();
  return {
    status: response.status,
    url: text ? (JSON.parse(text) as { data?: { url?: string } }).data?.url : undefined,
  };
}

async function entry(uid: string, filters: Record<string, unknown> = {}): Promise<{ id: number; documentId: string }> {
  const found = await cms.strapi.documents(uid as never).findFirst({ filters } as never);
  return found as unknown as { id: number; documentId: string };
}

const sitePage = (path: string) => `${SITE}/preview?secret=${SECRET}&path=${encodeURIComponent(path)}`;

/** The table's page an address opens: a page named in full before one with a parameter, as the site's router ranks them. */
function pageOf(address: string): SitePattern {
  const segments = new URL(address, SITE).pathname.split('/').filter(Boolean);
  const fits = (pattern: SitePattern) => {
    const parts = pattern.split('/').filter(Boolean);
    return parts.length === segments.length && parts.every((part, n) => part === segments[n] || part.startsWith(':'));
  };
  const parameters = (pattern: SitePattern) => pattern.split(':').length;
  return SITE_PAGE_PATTERNS.filter(fits).sort((a, b) => parameters(a) - parameters(b))[0] ?? NOT_FOUND_PATTERN;
}

/**
 * The site's pages no entry's preview leads to, and why. Every other page of the site's page table
 * (packages/contract/src/pages.ts) must be where some entry opens: a page added to the table shows
 * its entries in the panel's preview, or is added here.
 */
const NO_ENTRY_OPENS: Partial<Record<SitePattern, string>> = {
  '/services': 'a service opens at its own page',
  '/departments': 'a facility opens at its own page',
  '/Department2': 'a division opens at its own page',
  '/conditions': 'a condition opens at its own page',
  '/appointment': 'a doctor opens at their card on /doctors',
  '/booking': 'a form, found by its reference',
  '/research': "the page's text is the site's own",
  '/emergency': "the page's text is the site's own",
  '/:name': "the consultant's profile is the site's own text",
  '/contact': 'a form',
  '/feedback': 'a form',
  '/estimate': 'a form',
  '/estimate/status': 'a form, found by its reference',
  '/international-patients': 'a form',
  '/search': 'a page of search results, which lists entries of every kind',
  '/*': 'the not-found page',
};

describe('the preview handler', () => {
  it('leads each collection entry to its own public page, carrying the preview secret', async () => {
    const cases: Array<[string, Record<string, unknown>, (id: number) => string]> = [
      ['api::facility.facility', { id: 7 }, (id) => `/department/${id}`],
      ['api::division.division', { id: 2 }, (id) => `/division/${id}`],
      ['api::doctor.doctor', { type: 'doctor' }, (id) => `/doctors?doctor=${id}`],
      ['api::news-item.news-item', {}, (id) => `/news-and-events?news=${id}`],
      ['api::event.event', {}, (id) => `/news-and-events?event=${id}`],
      ['api::content-entry.content-entry', { type: 'blog' }, (id) => `/blogs?post=${id}`],
      ['api::content-entry.content-entry', { type: 'video' }, () => '/videos'],
      ['api::service.service', {}, (id) => `/services/${id}`],
      ['api::package.package', {}, (id) => `/packages#package-${id}`],
      ['api::director.director', {}, () => '/message'],
      ['api::review.review', {}, () => '/#reviews'],
      ['api::neurosurgery-service.neurosurgery-service', {}, () => '/neurosurgery'],
      ['api::banner.banner', {}, () => '/'],
    ];
    for (const [uid, filters, path] of cases) {
      const { id, documentId } = await entry(uid, filters);
      expect(await previewOf(uid, documentId), uid).toEqual({ status: 200, url: sitePage(path(id)) });
    }
    // A condition opens at its slug, which every language of it shares.
    const { documentId } = await entry('api::condition.condition', { slug: 'migraine' });
    expect(await previewOf('api::condition.condition', documentId)).toEqual({
      status: 200,
      url: sitePage('/conditions/migraine'),
    });
  });

  it('leads the single types to the home page, the About page, the accessibility statement and the footer', async () => {
    expect((await previewOf('api::home-about.home-about')).url).toBe(sitePage('/'));
    expect((await previewOf('api::home-text.home-text')).url).toBe(sitePage('/'));
    expect((await previewOf('api::about.about')).url).toBe(sitePage('/about'));
    expect((await previewOf('api::accessibility-statement.accessibility-statement')).url).toBe(
      sitePage('/accessibility'),
    );
    expect((await previewOf('api::site-setting.site-setting')).url).toBe(sitePage('/#footer'));
  });

  it("leads to every page of the site's table that shows an entry, and to no other", async () => {
    const opened = new Set<SitePattern>();
    for (const uid of Object.keys(cms.strapi.contentTypes).filter((uid) => uid.startsWith('api::'))) {
      const entries = (await cms.strapi.documents(uid as never).findMany({} as never)) as Array<{ documentId: string }>;
      for (const { documentId } of entries) {
        const { url } = await previewOf(uid, documentId);
        if (url) opened.add(pageOf(new URL(url).searchParams.get('path') ?? ''));
      }
    }
    expect(SITE_PAGE_PATTERNS.filter((pattern) => opened.has(pattern))).toEqual(
      SITE_PAGE_PATTERNS.filter((pattern) => !(pattern in NO_ENTRY_OPENS)),
    );
  });

  it('leads nowhere for a type with no public page (contact requests) or an entry that does not exist', async () => {
    await cms.strapi
      .documents('api::contact-request.contact-request')
      .create({ data: { name: 'A patient', phone: '9000000000' } as never });
    const request = await entry('api::contact-request.contact-request');
    expect(await previewOf('api::contact-request.contact-request', request.documentId)).toEqual({
      status: 204,
      url: undefined,
    });
    expect(await previewOf('api::facility.facility', 'no-such-document-id-000000')).toEqual({
      status: 204,
      url: undefined,
    });
  });

  it('answers only a panel session: no token or a site token is refused', async () => {
    const { documentId } = await entry('api::facility.facility', { id: 1 });
    expect((await previewOf('api::facility.facility', documentId, '')).status).toBe(401);
    const siteAdmin = await cms.createUser({ role: 'admin' });
    expect((await previewOf('api::facility.facility', documentId, `Bearer ${siteAdmin.token}`)).status).toBe(401);
  });
});
