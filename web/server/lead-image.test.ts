import { describe, expect, it, vi } from 'vitest';
import { renderPage, type ApiKey } from '../src/entry-server';
import type { Banner } from '../src/lib/api';
import { banners } from '@hospital/test-support/site/fixtures';
import { leadImagePreload } from './lead-image';
import { pageHtml } from './page-html';

const TEMPLATE = `<html><head><meta charset="UTF-8" /><!--page-head--><title>Site</title><!--/page-head-->
<script type="module" src="/assets/index.js"></script></head><body><div id="root"><!--page-body--></div></body></html>`;

/** The home page as the site's server sends it, with these banners in the CMS. */
async function servedHome(bannerList: Banner[]): Promise<string> {
  const loadApi = async ([path]: ApiKey) => (path === '/banners/' ? bannerList : undefined);
  // jsdom's window makes React warn about layout effects it would not see in the real server.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const page = await renderPage(new URL('http://site.test/'), loadApi);
  if (page.kind !== 'page') throw new Error('the home page redirected');
  return pageHtml({
    template: TEMPLATE,
    siteOrigin: 'http://site.test',
    requestPath: '/',
    head: page.head,
    body: page.html,
    pageDataScript: page.pageDataScript,
  });
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe("the home page's banner, announced in the served head", () => {
  it('preloads the current banner, in the copies the CMS stored of it, before the scripts', async () => {
    const second: Banner = { ...banners[0], id: '2', banner_image: '/uploads/second_banner.jpg' };
    const head = headOf(await servedHome([banners[0], second]));
    const preload =
      '<link rel="preload" as="image" href="/uploads/banner_1920x600.jpg" imagesrcset="' +
      '/uploads/thumbnail_banner_1920x600.jpg 245w, /uploads/small_banner_1920x600.jpg 500w, ' +
      '/uploads/medium_banner_1920x600.jpg 750w, /uploads/large_banner_1920x600.jpg 1000w, ' +
      '/uploads/banner_1920x600.jpg 1920w" imagesizes="100vw" fetchpriority="high" />';
    expect(head).toContain(preload);
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<script'));
    // Only the banner on screen: the next one loads when the carousel reaches it.
    expect(head).not.toContain('second_banner');
  });

  it("preloads a banner on the media bucket at the bucket's addresses, exactly as the CMS answered them", async () => {
    const bucket = 'https://media.hospital.example/site';
    const onBucket: Banner = {
      ...banners[0],
      banner_image: `${bucket}/ward_9f3c.jpg`,
      banner_image_sizes: {
        width: 1600,
        height: 500,
        smaller: [
          { url: `${bucket}/small_ward_9f3c.jpg`, width: 500, height: 156 },
          { url: `${bucket}/large_ward_9f3c.jpg`, width: 1000, height: 313 },
        ],
      },
    };
    const head = headOf(await servedHome([onBucket]));
    expect(head).toContain(
      `<link rel="preload" as="image" href="${bucket}/ward_9f3c.jpg" imagesrcset="${bucket}/small_ward_9f3c.jpg 500w, ` +
        `${bucket}/large_ward_9f3c.jpg 1000w, ${bucket}/ward_9f3c.jpg 1600w" imagesizes="100vw" fetchpriority="high" />`,
    );
  });

  it('preloads a banner the CMS has no sizes for by its address alone', async () => {
    const head = headOf(await servedHome([{ ...banners[0], banner_image_sizes: null }]));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/uploads/banner_1920x600.jpg" fetchpriority="high" />',
    );
  });

  it('preloads no picture when there is no banner to show', async () => {
    const head = headOf(await servedHome([]));
    expect(head).not.toContain('rel="preload"');
  });

  it('announces a picture without responsive copies by its address alone', () => {
    const body =
      '<img class="image" src="/images/a.svg" loading="lazy"/><img fetchpriority="high" src="/images/b.svg" alt=""/>';
    expect(leadImagePreload(body)).toBe('<link rel="preload" as="image" href="/images/b.svg" fetchpriority="high" />');
    expect(leadImagePreload('<img class="image" src="/images/a.svg" loading="lazy"/>')).toBe('');
  });
});
