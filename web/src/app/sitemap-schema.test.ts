/**
 * The sitemap as search engines read it: valid against the sitemaps.org schema (xmllint, with the
 * `xhtml:link` alternates declared: sitemap-schemas/README.md), and each page's language alternates
 * reciprocal: every alternate is itself listed, naming the same set, with `x-default` among them.
 * Built from the site's real route list and the CMS fixtures the site is tested against.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { sitemapAnswers } from '@hospital/test-support/site/sitemap-answers';
import type { ApiKey } from '../lib/api';
import { publicRoutePaths, sitemapXml } from './seo-files';
import { sitemapEntries } from './sitemap';

const ORIGIN = 'https://hospital.example';
const SCHEMA = join(import.meta.dirname, 'sitemap-schemas', 'sitemap-with-alternates.xsd');
const sitemap = async () =>
  sitemapXml(ORIGIN, await sitemapEntries(publicRoutePaths, ([path]: ApiKey) => Promise.resolve(sitemapAnswers[path])));

/** xmllint's verdict on a sitemap: its complaints, none when valid. */
async function schemaComplaints(xml: string): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'sitemap-'));
  try {
    const file = join(dir, 'sitemap.xml');
    await writeFile(file, xml);
    const lint = await promisify(execFile)('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, file]).catch(
      (failed: { stderr: string }) => failed,
    );
    return lint.stderr
      .split('\n')
      .filter((line) => line && !line.endsWith(' validates'))
      .map((line) => line.replace(file, 'sitemap.xml'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Each `<url>`: its address and its alternates (hreflang to address). */
function urlsOf(xml: string): Map<string, Record<string, string>> {
  const urls = new Map<string, Record<string, string>>();
  for (const [, body] of xml.matchAll(/<url>(.*?)<\/url>/gs)) {
    const loc = unescape(/<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? '');
    const links = [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    urls.set(loc, Object.fromEntries(links.map(([, hreflang, href]) => [hreflang, unescape(href)])));
  }
  return urls;
}

describe('the sitemap, as search engines check it', () => {
  it('is valid against the sitemaps.org schema', async () => {
    expect(await schemaComplaints(await sitemap())).toEqual([]);
  });

  it('gives each page its languages reciprocally, with x-default', async () => {
    const urls = urlsOf(await sitemap());
    expect(urls.size).toBeGreaterThan(3 * publicRoutePaths.length - 1);
    for (const [loc, alternates] of urls) {
      expect(Object.keys(alternates).sort(), loc).toEqual(['bn', 'en', 'hi', 'x-default']);
      expect(Object.values(alternates), `${loc} names itself`).toContain(loc);
      for (const [hreflang, href] of Object.entries(alternates)) {
        expect(urls.get(href), `${loc}: its ${hreflang} alternate ${href} is listed with the same set`).toEqual(
          alternates,
        );
      }
    }
  });

  it('a page that is not valid is caught (the check is not vacuous)', async () => {
    const broken = (await sitemap()).replace('<loc>', '<lastmod>yesterday</lastmod><loc>');
    expect((await schemaComplaints(broken)).length).toBeGreaterThan(0);
  });
});

describe('the sitemap in three languages', () => {
  it('lists each page in each language, each naming all three and English as the default', () => {
    const xml = sitemapXml(ORIGIN, [{ path: '/doctors', lastmod: '2026-01-02T03:04:05.000Z' }, { path: '/' }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of ['/doctors', '/bn/doctors', '/hi/doctors', '/', '/bn/', '/hi/']) {
      expect(xml).toContain(`<loc>${ORIGIN}${loc}</loc>`);
    }
    expect(xml).toContain(
      `<loc>${ORIGIN}/bn/doctors</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/doctors"/>`,
    );
    expect(xml.match(/hreflang="x-default" href="https:\/\/hospital.example\/doctors"/g)).toHaveLength(3);
  });
});
