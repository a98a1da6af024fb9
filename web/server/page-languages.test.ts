import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '../src/entry-server';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';
import { documentsOn } from './page-documents';
import { pageKey } from './page-key';

const TEMPLATE = `<html lang="en-IN"><head><!--page-head--><title>Site</title><!--/page-head--></head>
<body><div id="root"><!--page-body--></div><style>@font-face{src:url(/assets/noto-sans-bengali-bengali-400-normal-AbC1.woff2)}@font-face{src:url(/assets/noto-sans-bengali-bengali-700-normal-AbC7.woff2)}@font-face{src:url(/assets/noto-sans-devanagari-devanagari-400-normal-XyZ2.woff2)}@font-face{src:url(/assets/noto-sans-devanagari-devanagari-700-normal-XyZ7.woff2)}</style></body></html>`;
const ORIGIN = 'https://hospital.example';
const DOCUMENTS = documentsOn(TEMPLATE);

/** A page as the site's server sends it, with the contact details the layout needs. */
async function served(path: string): Promise<string> {
  const answers: Record<string, unknown> = { '/site-settings/': siteContent.siteSettings };
  const url = new URL(path, ORIGIN);
  const page = await DOCUMENTS.render(url, ([apiPath]: ApiKey) => Promise.resolve(answers[apiPath]));
  if (page.kind !== 'page') throw new Error(`${path} redirected`);
  return page.document;
}

const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]]),
  );
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );

describe("a page's languages in its head", () => {
  beforeEach(() => {
    // jsdom's window makes React warn about layout effects it would not see in the real server.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives a Bengali page lang="bn", its own canonical, every alternate, inLanguage and its font', async () => {
    const html = await served('/bn/doctors?q=sen');
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/bn/doctors?q=sen" />`);
    expect(alternates(html)).toEqual({
      en: `${ORIGIN}/doctors?q=sen`,
      bn: `${ORIGIN}/bn/doctors?q=sen`,
      hi: `${ORIGIN}/hi/doctors?q=sen`,
      'x-default': `${ORIGIN}/doctors?q=sen`,
    });
    expect(html).toContain('<title>চিকিৎসক ও মেডিক্যাল অফিসার | Neurosciences Hospital</title>');
    expect(jsonLd(html).some((item) => item.inLanguage === 'bn')).toBe(true);
    // Every face the stylesheet declares for the script (the test's stylesheet declares two weights).
    expect(html).toContain(
      '<link rel="preload" href="/assets/noto-sans-bengali-bengali-400-normal-AbC1.woff2" as="font" type="font/woff2" crossorigin />',
    );
    expect(html).toContain(
      '<link rel="preload" href="/assets/noto-sans-bengali-bengali-700-normal-AbC7.woff2" as="font" type="font/woff2" crossorigin />',
    );
    expect(html).not.toContain('devanagari-400-normal-XyZ2.woff2" as="font"');
  });

  it('gives a Hindi page lang="hi" and announces the Devanagari font, not the Bengali one', async () => {
    const html = await served('/hi/research');
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('noto-sans-devanagari-devanagari-400-normal-XyZ2.woff2" as="font"');
    expect(html).toContain('noto-sans-devanagari-devanagari-700-normal-XyZ7.woff2" as="font"');
    expect(html).not.toContain('bengali-400-normal-AbC1.woff2" as="font"');
    expect(html).not.toContain('bengali-700-normal-AbC7.woff2" as="font"');
  });

  it('keeps an English page en-IN at its address, with the alternates, and no font of either script', async () => {
    const html = await served('/emergency');
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/emergency" />`);
    expect(alternates(html)['x-default']).toBe(`${ORIGIN}/emergency`);
    expect(alternates(html).hi).toBe(`${ORIGIN}/hi/emergency`);
    expect(jsonLd(html).find((item) => item['@type'] === 'MedicalWebPage')?.inLanguage).toBe('en-IN');
    expect(html).not.toContain('as="font"');
  });
});

describe("the page cache's key", () => {
  it('includes the language (its address prefix), with only the query the page reads', () => {
    const key = (path: string) => pageKey(new URL(path, ORIGIN));
    expect(key('/bn/doctors?q=sen&utm_source=x')).toBe('/bn/doctors?q=sen');
    expect(new Set([key('/doctors?q=sen'), key('/bn/doctors?q=sen'), key('/hi/doctors?q=sen')]).size).toBe(3);
  });
});
