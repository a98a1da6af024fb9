/**
 * The health library as the site's server sends it, before any JavaScript runs (issue 44): the
 * A–Z index grouped by letter, each condition's page with its sections, its links to the
 * departments and doctors, the emergency number where it is urgent, its review or "awaiting
 * clinical review", its JSON-LD (a MedicalWebPage about a MedicalCondition, reviewed only when
 * it was), in English, Bengali and Hindi; a slug no condition has is a 404.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '../src/entry-server';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';
import { documentsOn } from './page-documents';
import { pageKey } from './page-key';

const TEMPLATE = `<html lang="en-IN"><head><!--page-head--><title>Site</title><!--/page-head--></head>
<body><div id="root"><!--page-body--></div></body></html>`;
const ORIGIN = 'https://hospital.example';
const DOCUMENTS = documentsOn(TEMPLATE);

const answers: Record<string, unknown> = {
  '/site-settings/': siteContent.siteSettings,
  '/conditions/': siteContent.conditions,
};

async function served(address: string): Promise<{ status: number; page: Document }> {
  const rendered = await DOCUMENTS.render(new URL(pageKey(new URL(address, ORIGIN)), ORIGIN), ([path]: ApiKey) =>
    Promise.resolve(answers[path]),
  );
  if (rendered.kind !== 'page') throw new Error(`${address} redirected`);
  return { status: rendered.status, page: new DOMParser().parseFromString(rendered.document, 'text/html') };
}

const jsonLd = (page: Document) =>
  [...page.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
const medicalPage = (page: Document) => jsonLd(page).find((data) => data['@type'] === 'MedicalWebPage')!;
const texts = (page: ParentNode, selector: string) =>
  [...page.querySelectorAll(selector)].map((element) => element.textContent?.replace(/\s+/g, ' ').trim());

describe('the health library, served without JavaScript', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('serves /conditions as an A–Z index: a letter bar, a section a letter, each name linked to its page', async () => {
    const { status, page } = await served('/conditions');
    expect(status).toBe(200);
    expect(page.querySelector('h1')?.textContent).toBe('Conditions A–Z');
    const letters = page.querySelector('nav[aria-label="Conditions by first letter"]')!;
    expect(texts(letters, 'a')).toEqual(['E', 'M', 'S']);
    expect([...letters.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '#letter-1',
      '#letter-2',
      '#letter-3',
    ]);
    expect(page.getElementById('letter-3')?.textContent).toBe('S');
    const links = [...page.querySelectorAll<HTMLAnchorElement>('.conditions__list a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Epilepsy', '/conditions/epilepsy'],
      ['Migraine', '/conditions/migraine'],
      ['Stroke', '/conditions/stroke'],
    ]);
    expect(page.body.textContent).toContain(siteContent.conditions[0].summary);
  });

  it("serves a condition's page with every section, its departments and doctors linked, and its references", async () => {
    const { status, page } = await served('/conditions/stroke');
    expect(status).toBe(200);
    expect(page.querySelector('h1')?.textContent).toBe('Stroke');
    expect(texts(page, 'h2')).toEqual(
      expect.arrayContaining([
        'Overview',
        'Symptoms',
        'When to seek care now',
        'How it is diagnosed here',
        'How it is treated here',
        'Who treats it here',
        'References',
      ]),
    );
    expect(texts(page, '#condition-symptoms + ul li')).toEqual(siteContent.conditions[0].symptoms);
    expect(page.querySelector('a[href="/department/1"]')?.textContent).toBe('Emergency');
    expect(page.querySelector('a[href="/department/3"]')?.textContent).toBe('Neuro ICU');
    expect(page.querySelector('a[href="/doctors?doctor=1"]')?.textContent).toBe('Dr. Ananya Sen');
    expect(page.querySelector('a[href="https://www.nhs.uk/conditions/stroke/"]')?.textContent).toBe('NHS: Stroke');
    expect(page.querySelector('title')?.textContent).toMatch(/^Stroke \| /);
  });

  it('puts the emergency number and /emergency first in an urgent condition’s "seek care now"; not in one that is not urgent', async () => {
    const { page } = await served('/conditions/stroke');
    const urgent = page.querySelector('.condition__urgent')!;
    const phone = siteContent.siteSettings.main_mobile;
    expect(urgent.querySelector(`a[href="tel:+${phone.digits}"]`)?.textContent).toBe(phone.display);
    expect(urgent.querySelector('a[href="/emergency"]')).not.toBeNull();
    expect(urgent.closest('section')?.querySelector('h2')?.textContent).toBe('When to seek care now');
    const { page: migraine } = await served('/conditions/migraine');
    expect(migraine.querySelector('.condition__urgent')).toBeNull();
  });

  it('says "Awaiting clinical review" until a reviewer and a date are set, and names them once they are', async () => {
    const { page: stroke } = await served('/conditions/stroke');
    expect(stroke.querySelector('.condition__review')?.textContent).toContain('Awaiting clinical review.');
    const data = medicalPage(stroke);
    expect(data).toMatchObject({
      '@type': 'MedicalWebPage',
      name: 'Stroke',
      url: `${ORIGIN}/conditions/stroke`,
      about: { '@type': 'MedicalCondition', name: 'Stroke' },
    });
    expect(data).not.toHaveProperty('lastReviewed');
    expect(data).not.toHaveProperty('reviewedBy');

    const { page: epilepsy } = await served('/conditions/epilepsy');
    expect(epilepsy.querySelector('.condition__review')?.textContent).toBe(
      'Clinically reviewed by Dr. Ananya Sen (MD, DM (Neurology)) on 20 November 2026.',
    );
    expect(epilepsy.body.textContent).not.toContain('Awaiting clinical review');
    expect(medicalPage(epilepsy)).toMatchObject({
      lastReviewed: '2026-11-20',
      reviewedBy: { '@type': 'Person', name: 'Dr. Ananya Sen', description: 'MD, DM (Neurology)' },
      about: {
        '@type': 'MedicalCondition',
        signOrSymptom: [
          { '@type': 'MedicalSignOrSymptom', name: 'Stiffening and jerking of the body' },
          { '@type': 'MedicalSignOrSymptom', name: 'Staring spells' },
        ],
      },
    });
  });

  it('answers a slug no condition has, or one that is no slug at all, with the not-found page and a 404', async () => {
    for (const address of [
      '/conditions/no-such-condition',
      '/conditions/STROKE',
      '/conditions/%3Cscript%3E',
      '/bn/conditions/strok',
    ]) {
      const { status, page } = await served(address);
      expect(status, address).toBe(404);
      expect(page.documentElement.innerHTML).not.toContain('<script>');
    }
  });

  it('serves both pages in Bengali and Hindi, the awaiting-review flag in the language, links kept in it', async () => {
    const { page: bengali } = await served('/bn/conditions/stroke');
    expect(bengali.documentElement.lang).toBe('bn');
    expect(bengali.querySelector('.condition__review')?.textContent).toContain('চিকিৎসকের যাচাইয়ের অপেক্ষায়।');
    expect(bengali.querySelector('a[href="/bn/department/1"]')).not.toBeNull();
    expect(bengali.querySelector('a[href="/bn/emergency"]')).not.toBeNull();
    const { page: hindi } = await served('/hi/conditions/stroke');
    expect(hindi.documentElement.lang).toBe('hi');
    expect(hindi.querySelector('.condition__review')?.textContent).toContain('डॉक्टर की जाँच बाक़ी है।');
    const { page: hindiIndex } = await served('/hi/conditions');
    expect(hindiIndex.querySelector('h1')?.textContent).toBe('बीमारियाँ अ–ज्ञ');
    expect(hindiIndex.querySelector('a[href="/hi/conditions/epilepsy"]')).not.toBeNull();
  });
});
