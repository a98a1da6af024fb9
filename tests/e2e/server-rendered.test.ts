/**
 * Every public page arrives as finished HTML (read here without a browser), hydrates without a
 * single React warning, carries its own head and structured data, and shows an edit or a delete
 * in the very next HTML served.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { CMS_URL, launchBrowser, newVisit, SITE_URL } from './browser';
import { asAdmin, apiDelete } from './cms-api';
import { loadSiteData, type SiteData } from './routes';
import { fetchServedPage, metaContent, structuredData } from './served-html';

const CONSULTANT_PATH = '/dr-arindam-sarkar';

/** What each public route must already contain in the HTML the server sends. */
function expectedContent(site: SiteData): Record<string, string[]> {
  return {
    '/': [site.banner!.main_heading, site.homeAbout, 'Emergency', 'Stroke Unit', site.doctors[0]!.name],
    '/about': [site.about],
    '/services': [site.services[0]!.heading],
    [`/services/${site.services[0]!.id}`]: [site.services[0]!.heading],
    '/departments': ['Facilities & Services', 'Emergency'],
    '/department/1': ['Emergency'],
    '/Department2': ['Neurology', 'Stroke Unit'],
    '/division/1': ['Stroke Unit'],
    '/neurosurgery': ['Neurosurgery'],
    '/doctors': [site.doctors[0]!.name, site.medicalOfficers[0]!.name],
    '/research': ['Research'],
    '/blogs': [site.blogs[0]!.title],
    '/videos': [site.videos[0]!.title],
    '/review-videos': [site.reviewVideos[0]!.title],
    '/news-and-events': [site.news[0]!.title, site.events[0]!.title],
    '/contact': ['Contact Us'],
    '/message': ["Director's Desk"],
    [CONSULTANT_PATH]: ['Dr. Arindam Sarkar'],
  };
}

const hydrationProblem = /hydrat|did not match|Minified React error #(418|421|423|425)|Warning:/i;

describe('pages served as finished HTML', () => {
  let browser: Browser;
  let site: SiteData;
  before(async () => {
    [browser, site] = await Promise.all([launchBrowser(), loadSiteData()]);
  });
  after(async () => {
    await browser.close();
  });

  test('every public route holds its content in the HTML, compressed and revalidated', async () => {
    for (const [path, texts] of Object.entries(expectedContent(site))) {
      const page = await fetchServedPage(path);
      assert.equal(page.status, 200, path);
      assert.equal(page.headers.get('content-encoding'), 'gzip', path);
      assert.equal(page.headers.get('cache-control'), 'no-cache', path);
      for (const text of texts) assert.ok(page.text.includes(text), `${path} is missing "${text}"`);
    }
  });

  test('an unknown address is a real 404, and hashed assets are cached for a year', async () => {
    const missing = await fetchServedPage('/no-such-page');
    assert.equal(missing.status, 404);
    assert.match(missing.html, /<title>Page not found/);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec((await fetchServedPage('/')).html)?.[1];
    assert.ok(script, 'the page loads its script from /assets/');
    const asset = await fetch(new URL(script, SITE_URL));
    assert.equal(asset.status, 200);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  test('every public route hydrates without a React warning, on a desktop and a phone', async () => {
    for (const viewport of [{ width: 1366, height: 900 }, { width: 375, height: 812 }]) {
      for (const path of Object.keys(expectedContent(site))) {
        const { page, context } = await newVisit(browser, viewport);
        const messages: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
        });
        page.on('pageerror', (error) => messages.push(error.message));
        await page.goto(path, { waitUntil: 'networkidle' });
        await context.close();
        assert.deepEqual(messages.filter((text) => hydrationProblem.test(text)), [], `${path} at ${viewport.width}px`);
      }
    }
  });
});

/** Strapi's own panel API (its Content Manager, which writes through the Document Service), as the seeded editor. */
async function asPanelEditor(): Promise<(method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>> {
  const login = await fetch(`${CMS_URL}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.SEED_EDITOR_EMAIL ?? 'editor@example.com',
      password: process.env.SEED_EDITOR_PASSWORD ?? 'Editor-password1',
    }),
  });
  assert.equal(login.status, 200, 'the seeded panel editor logs in');
  const { data } = (await login.json()) as { data: { token: string } };
  return async (method, path, body) => {
    const response = await fetch(`${CMS_URL}/content-manager/collection-types/${path}`, {
      method,
      headers: { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    assert.ok(response.ok, `${method} ${path} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
}

const servedText = async (path: string) => (await fetchServedPage(path)).text;

describe('fresh after every edit', () => {
  test('a doctor added and deleted through the site API shows in the next HTML served', async () => {
    const token = await asAdmin();
    const form = new FormData();
    form.append('name', 'Dr. Served Fresh');
    form.append('designation', 'Consultant, freshness check');
    form.append('about', 'Sees patients for the freshness check.');
    form.append('type', 'doctor');
    const created = await fetch(`${CMS_URL}/api/doctors/`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    assert.equal(created.status, 201);
    const { id } = (await created.json()) as { id: number };
    try {
      assert.ok((await servedText('/doctors')).includes('Dr. Served Fresh'));
      assert.ok((await servedText('/')).includes('Dr. Served Fresh'));
    } finally {
      await apiDelete(`/doctors/${id}/`, token);
    }
    assert.ok(!(await servedText('/doctors')).includes('Dr. Served Fresh'));
  });

  test("an edit and a delete in Strapi's own panel show in the next HTML served", async () => {
    const panel = await asPanelEditor();
    const created = (await panel('POST', 'api::doctor.doctor', {
      name: 'Dr. Panel Fresh',
      designation: 'Consultant, panel check',
      about: 'Sees patients for the panel check.',
      type: 'doctor',
      is_active: true,
    })) as { data: { documentId: string } };
    const documentId = created.data.documentId;
    try {
      assert.ok((await servedText('/doctors')).includes('Dr. Panel Fresh'));
      await panel('PUT', `api::doctor.doctor/${documentId}`, { name: 'Dr. Panel Renamed' });
      const renamed = await servedText('/doctors');
      assert.ok(renamed.includes('Dr. Panel Renamed') && !renamed.includes('Dr. Panel Fresh'));
    } finally {
      await panel('DELETE', `api::doctor.doctor/${documentId}`);
    }
    assert.ok(!(await servedText('/doctors')).includes('Dr. Panel Renamed'));
  });
});
