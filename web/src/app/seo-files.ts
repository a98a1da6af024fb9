import type { RouteObject } from 'react-router-dom';
import { UNLISTED_PAGE_PATTERNS } from '@hospital/contract';
import { fileRoute, textAnswer } from '../lib/file-answers';
import { LANGUAGES, languageAlternates, localizedPath, type Language } from '../lib/i18n';
import { publicRoutes } from './routes';
import { sitemapEntries, type SitemapEntry } from './sitemap';

/** The public routes' own paths, for the sitemap: every page without a parameter but those listed nowhere (/search). */
export const publicRoutePaths = publicRoutes
  .flatMap((route) =>
    route.index ? ['/'] : route.path && !route.path.includes(':') && route.path !== '*' ? [`/${route.path}`] : [],
  )
  .filter((path) => !(UNLISTED_PAGE_PATTERNS as readonly string[]).includes(path));

/** Plain-text robots rules: everything but the admin screens, and where the sitemap is. */
export function robotsTxt(siteOrigin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${siteOrigin}/sitemap.xml`, ''].join('\n');
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Every page in every language (English first, as before), each naming all its languages and
 * English as the default (`xhtml:link` alternates, as Google reads them from a sitemap).
 */
export function sitemapXml(siteOrigin: string, entries: readonly SitemapEntry[]): string {
  const href = (path: string) => xmlEscape(new URL(path, siteOrigin).href);
  const urls = LANGUAGES.flatMap((language) =>
    entries.map(({ path, lastmod }) => {
      const address = Object.fromEntries(LANGUAGES.map((each) => [each, localizedPath(each, path)])) as Record<
        Language,
        string
      >;
      const lastmodTag = lastmod ? `<lastmod>${xmlEscape(new Date(lastmod).toISOString())}</lastmod>` : '';
      const alternates = languageAlternates(address)
        .map(
          ({ hreflang, path: other }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(other)}"/>`,
        )
        .join('');
      return `  <url><loc>${href(address[language])}</loc>${lastmodTag}${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt, and sitemap.xml from live content (every page in every language). */
export const seoFileRoutes: RouteObject[] = [
  fileRoute('/robots.txt', (_request, { origin }) => textAnswer(200, 'text/plain', robotsTxt(origin))),
  fileRoute('/sitemap.xml', async (_request, { origin, readApi }) =>
    textAnswer(200, 'application/xml', sitemapXml(origin, await sitemapEntries(publicRoutePaths, readApi))),
  ),
];
