import { publicRoutePaths, sitemapEntries } from '../../src/entry-server';
import { robotsTxt, sitemapXml } from '../seo-files';
import { sendText, type Stage } from './stage';
import type { SiteRequest } from './visitor';

/** robots.txt, and sitemap.xml from live content (every page in every language). */
export function seoFiles(siteRequest: (req: Parameters<Stage>[0]) => SiteRequest): Stage {
  return async (req, res, next) => {
    const { url, origin, loadApi } = siteRequest(req);
    if (url.pathname === '/robots.txt') return sendText(res, 200, 'text/plain', robotsTxt(origin));
    if (url.pathname !== '/sitemap.xml') return next();
    sendText(res, 200, 'application/xml', sitemapXml(origin, await sitemapEntries(publicRoutePaths, loadApi)));
  };
}
