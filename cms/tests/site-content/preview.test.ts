/**
 * Strapi's Preview: the Content Manager's "Open preview" asks the configured handler for the page
 * an entry appears on, through the panel's own API (so a panel session is required). Each type
 * leads to its public page on the site, with the preview secret; a type with no public page, or
 * an entry that does not exist, leads nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      ['api::director.director', {}, () => '/message'],
      ['api::review.review', {}, () => '/#reviews'],
      ['api::neurosurgery-service.neurosurgery-service', {}, () => '/neurosurgery'],
      ['api::banner.banner', {}, () => '/'],
    ];
    for (const [uid, filters, path] of cases) {
      const { id, documentId } = await entry(uid, filters);
      expect(await previewOf(uid, documentId), uid).toEqual({ status: 200, url: sitePage(path(id)) });
    }
  });

  it('leads the single types to the home page, the About page and the footer', async () => {
    expect((await previewOf('api::home-about.home-about')).url).toBe(sitePage('/'));
    expect((await previewOf('api::home-text.home-text')).url).toBe(sitePage('/'));
    expect((await previewOf('api::about.about')).url).toBe(sitePage('/about'));
    expect((await previewOf('api::site-setting.site-setting')).url).toBe(sitePage('/#footer'));
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
