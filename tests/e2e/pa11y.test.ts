/**
 * A second accessibility engine beside axe (a11y.test.ts): HTML_CodeSniffer, through pa11y, over
 * every address in the sitemap (three languages) as served to a 375 px phone with JavaScript off,
 * WCAG 2 AA errors. The two engines disagree on purpose: HTML_CodeSniffer reads the markup by the
 * techniques of WCAG's own documents where axe reads the accessibility tree. Reviewed exceptions:
 * none.
 *
 * One width, the page as served: the served markup is the same at every width and is what a
 * visitor without JavaScript (or whose script has not arrived) gets whole; axe already reads every
 * route at both widths, served and after the script has run. Both widths with the script running
 * took this file 6.9 minutes of the end-to-end stage on a busy machine; this takes 3.2 there.
 *
 * pa11y drives Puppeteer, here on Debian's Chromium (no browser download). It is called as a
 * library, not through pa11y-ci: pa11y navigates with `networkidle2` (half a second of quiet on
 * every page, 402 pages), and each page here is taken once its `load` event has fired instead.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pa11y, { type Pa11yIssue } from 'pa11y';
import { launch, type Browser } from 'puppeteer-core';
import { ARTIFACTS_DIR } from './artifacts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, MOBILE, SITE_URL } from './browser';
import { expect, test } from './fixtures';

const QUIET = { debug() {}, info() {}, error() {} };
/**
 * What a page asks for that the check does not read: the markup is what HTML_CodeSniffer reads (an
 * image's alt, not its pixels; its contrast checks skip text over pictures). The site's scripts are
 * not fetched either, so the page stays as served. (Puppeteer's `setJavaScriptEnabled(false)` would
 * also stop the checker that pa11y puts into the page.)
 */
const UNREAD = new Set(['image', 'font', 'media', 'script']);
/** Two pages at once: the site, the CMS and the browser share two cores. */
const AT_ONCE = 2;

let browser: Browser;
test.beforeAll(async () => {
  browser = await launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});
test.afterAll(async () => {
  await browser.close();
});

/** HTML_CodeSniffer's WCAG 2 AA errors on the page at `url` (an http: or data: address), as served to a phone. */
async function codeSnifferErrors(url: string): Promise<Pa11yIssue[]> {
  const page = await browser.newPage();
  try {
    await page.setViewport(MOBILE);
    await page.setRequestInterception(true);
    page.on('request', (request) => void (UNREAD.has(request.resourceType()) ? request.abort() : request.continue()));
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const { issues } = await pa11y(url, {
      browser,
      page,
      ignoreUrl: true,
      runners: ['htmlcs'],
      standard: 'WCAG2AA',
      log: QUIET,
    });
    return issues;
  } finally {
    await page.close();
  }
}

async function sitemapUrls(): Promise<string[]> {
  const xml = await (await fetch(`${SITE_URL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc.replaceAll('&amp;', '&'));
}

test.describe('HTML_CodeSniffer (pa11y), a second accessibility engine', () => {
  test('finds the errors it is there to find', async () => {
    // The engine is awake: a field with no label and an image with no text alternative are errors.
    const page = `<!doctype html><html lang="en"><title>t</title><main><img src="x.png"><input type="text"></main></html>`;
    const issues = await codeSnifferErrors(`data:text/html,${encodeURIComponent(page)}`);
    const codes = issues.map((issue) => issue.code).join('\n');
    expect(codes, 'an image without alt').toMatch(/H37/);
    expect(codes, 'a field without a label').toMatch(/F68|H44|H65/);
  });

  test('every sitemap page in three languages, as served to a 375 px phone, has no WCAG 2 AA error', async () => {
    test.setTimeout(900_000);
    const urls = await sitemapUrls();
    expect(urls.length, `the sitemap lists ${urls.length} addresses`).toBeGreaterThan(100);
    const found: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        for (let n = next++; n < urls.length; n = next++)
          for (const issue of await codeSnifferErrors(urls[n]))
            found.push(`${urls[n].replace(SITE_URL, '')}: ${issue.code} ${issue.selector}: ${issue.message}`);
      }),
    );
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    writeFileSync(join(ARTIFACTS_DIR, 'pa11y-375.txt'), found.join('\n'));
    console.log(`HTML_CodeSniffer, as served at 375 px: ${urls.length} pages, ${found.length} errors`);
    expect(found).toEqual([]);
  });
});
