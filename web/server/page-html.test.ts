import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, type ApiKey } from '../src/entry-server';
import * as site from '@hospital/test-support/site/fixtures';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';
import { pageHtml } from './page-html';

const TEMPLATE = `<html lang="en-IN"><head><!--page-head--><title>Site</title><!--/page-head--></head>
<body><div id="root"><!--page-body--></div></body></html>`;
const ORIGIN = 'https://hospital.example';

/** The CMS as the site's tests fake it. */
const answers: Record<string, unknown> = {
  '/banners/': site.banners,
  '/homeabout/': { status: true, data: site.homeAbout },
  '/about/': { status: true, data: site.about },
  '/content/': site.content,
  '/news/list/': site.news,
  '/events/list/': site.events,
  '/facilities/': siteContent.facilities,
  '/site-settings/': siteContent.siteSettings,
  '/home-texts/': siteContent.homeTexts,
};

/** A page as the site's server sends it. */
async function served(path: string): Promise<string> {
  const page = await renderPage(new URL(path, ORIGIN), ([apiPath]: ApiKey) => Promise.resolve(answers[apiPath]));
  if (page.kind !== 'page') throw new Error(`${path} redirected`);
  return pageHtml({
    template: TEMPLATE,
    siteOrigin: ORIGIN,
    requestPath: path,
    head: page.head,
    body: page.html,
    pageDataScript: page.pageDataScript,
  });
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );

describe('what a shared link shows', () => {
  beforeEach(() => {
    // jsdom's window makes React warn about layout effects it would not see in the real server.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("the home page's card shows the current banner, as a large picture", async () => {
    const html = await served('/');
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}${site.banners[0].banner_image}`);
    expect(meta(html, 'twitter:image')).toBe(`${ORIGIN}${site.banners[0].banner_image}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  });

  it("the About page's card shows the about picture", async () => {
    expect(meta(await served('/about'), 'og:image')).toBe(`${ORIGIN}${site.about.image}`);
  });

  it('a page whose only picture is an SVG gets a plain card: previews draw no SVG', async () => {
    const html = await served('/research');
    expect(meta(html, 'og:image')).toBeUndefined();
    expect(meta(html, 'twitter:card')).toBe('summary');
    // Structured data keeps the portrait: search engines read SVG.
    const [physician] = jsonLd(html);
    expect(physician['@type']).toBe('Physician');
    expect(String(physician.image)).toMatch(/\.svg$/);
  });

  it('a shared blog post and news item tell search engines when they were published and last edited', async () => {
    const blog = site.content.find((entry) => entry.type === 'blog')!;
    const post = jsonLd(await served(`/blogs?post=${blog.id}`)).find((item) => item['@type'] === 'BlogPosting');
    expect(post).toMatchObject({ datePublished: blog.created_at, dateModified: blog.updated_at });

    const corrected = site.news.find((item) => item.id === 1)!;
    const article = jsonLd(await served(`/news-and-events?news=${corrected.id}`)).find(
      (item) => item['@type'] === 'NewsArticle',
    );
    expect(article).toMatchObject({ datePublished: corrected.created_at, dateModified: corrected.updated_at });
  });
});
