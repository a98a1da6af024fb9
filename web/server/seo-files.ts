import { LANGUAGES, localizedPath, type Language, type SitemapEntry } from '../src/entry-server';
import { languageAlternates } from './page-languages';

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
