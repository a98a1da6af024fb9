import { HTML_LANG, languageAlternates, SITE_DESCRIPTION, type Language, type PageHead } from '../src/entry-server';
import { pageAddress } from './page-languages';
import { leadImagePreload } from './lead-image';

export interface PageHtmlInput {
  template: string;
  siteOrigin: string;
  requestPath: string;
  head: PageHead | null;
  body: string;
  pageDataScript: string;
  /** The page's language (its address's); English when not given. */
  language?: Language;
  /** The description of a page without its own, in the page's language. */
  siteDescription?: string;
  /** The page's own font file, announced first on a Bengali or Hindi page (page-fonts.ts). */
  fontPreload?: string;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const LINK_PROPERTIES = new Set(['url', 'item', 'image', 'thumbnailUrl', 'urlTemplate']);

/** JSON-LD inside <script>: site paths made absolute, `<` escaped so no text can close the element. */
function jsonLd(siteOrigin: string, value: object): string {
  const json = JSON.stringify(value, (key, property: unknown) =>
    LINK_PROPERTIES.has(key) && typeof property === 'string' && property.startsWith('/')
      ? absoluteUrl(siteOrigin, property)
      : property,
  );
  return `<script type="application/ld+json">${json.replace(/</g, '\\u003c')}</script>`;
}

export function absoluteUrl(siteOrigin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, siteOrigin).href;
}

/**
 * The picture a link preview may show: messaging apps and social networks draw raster pictures
 * only, so an SVG (the consultant's placeholder portrait) would be a card with a broken picture.
 */
function previewImage(siteOrigin: string, image: string | null | undefined): string | null {
  if (!image) return null;
  const url = new URL(image, siteOrigin);
  return /\.svg$/i.test(url.pathname) ? null : url.href;
}

/** schema.org types that take `inLanguage` (creative works and events); others (a Hospital) do not. */
const WITH_LANGUAGE = new Set([
  'WebPage',
  'MedicalWebPage',
  'BlogPosting',
  'NewsArticle',
  'Article',
  'VideoObject',
  'Event',
]);

/** Each item that can say its language says it; a page with none gains a WebPage item that does. */
function withLanguage(items: readonly object[], inLanguage: string, title: string, url: string): object[] {
  const typeOf = (item: object) => ('@type' in item && typeof item['@type'] === 'string' ? item['@type'] : '');
  const marked = items.map((item) => (WITH_LANGUAGE.has(typeOf(item)) ? { ...item, inLanguage } : item));
  if (marked.some((item) => WITH_LANGUAGE.has(typeOf(item)))) return marked;
  return [...marked, { '@context': 'https://schema.org', '@type': 'WebPage', name: title, url, inLanguage }];
}

/**
 * Title, description, canonical, the page's other languages (hreflang), Open Graph and Twitter
 * card, JSON-LD for one page.
 */
export function headTags(
  siteOrigin: string,
  requestPath: string,
  head: PageHead,
  language: Language = 'en',
  siteDescription = SITE_DESCRIPTION,
): string {
  const address = pageAddress(requestPath, head.path);
  const canonical = absoluteUrl(siteOrigin, address[language]);
  const description = head.description ?? siteDescription;
  const image = previewImage(siteOrigin, head.image);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`;
  return [
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    ...languageAlternates(address).map(
      ({ hreflang, path }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(absoluteUrl(siteOrigin, path))}" />`,
    ),
    meta('property', 'og:type', head.structuredData?.some((item) => 'headline' in item) ? 'article' : 'website'),
    meta('property', 'og:site_name', 'Neurosciences Hospital'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...withLanguage(head.structuredData ?? [], HTML_LANG[language], head.title, canonical).map((item) =>
      jsonLd(siteOrigin, item),
    ),
  ].join('\n    ');
}

const HEAD_SLOT = /<!--page-head-->([\s\S]*?)<!--\/page-head-->/;

/** The built index.html with the rendered page, its head and the data it hydrates with. */
export function pageHtml({
  template,
  siteOrigin,
  requestPath,
  head,
  body,
  pageDataScript,
  language = 'en',
  siteDescription,
  fontPreload,
}: PageHtmlInput): string {
  // The page's first picture is announced before everything else in the head (lead-image.ts).
  // No module preloads: the app's code loads once the page is drawn (docs/ARCHITECTURE.md).
  const leadImage = leadImagePreload(body);
  const document =
    language === 'en' ? template : template.replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[language]}">`);
  return document
    .replace(HEAD_SLOT, (defaults) =>
      [leadImage, fontPreload, head ? headTags(siteOrigin, requestPath, head, language, siteDescription) : defaults]
        .filter(Boolean)
        .join('\n    '),
    )
    .replace('<!--page-body-->', () => body)
    .replace('</body>', () => `${pageDataScript}\n  </body>`);
}
