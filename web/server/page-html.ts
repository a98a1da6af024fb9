import { SITE_DESCRIPTION, type PageHead } from '../src/entry-server';
import { leadImagePreload } from './lead-image';

export interface PageHtmlInput {
  template: string;
  siteOrigin: string;
  requestPath: string;
  head: PageHead | null;
  body: string;
  pageDataScript: string;
  /** `<link rel="modulepreload">` tags for the app's code this page runs (module-preloads.ts). */
  modulePreloads?: string;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const LINK_PROPERTIES = new Set(['url', 'item', 'image', 'thumbnailUrl']);

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

/** Title, description, canonical, Open Graph and Twitter card, JSON-LD for one page. */
export function headTags(siteOrigin: string, requestPath: string, head: PageHead): string {
  const canonical = absoluteUrl(siteOrigin, head.path ?? requestPath);
  const description = head.description ?? SITE_DESCRIPTION;
  const image = previewImage(siteOrigin, head.image);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`;
  return [
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
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
    ...(head.structuredData ?? []).map((item) => jsonLd(siteOrigin, item)),
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
  modulePreloads = '',
}: PageHtmlInput): string {
  // The page's first picture is announced before everything else in the head (lead-image.ts).
  // Public pages pass no module preloads (docs/ARCHITECTURE.md, "The app's code loads with the
  // page"); given any, they go at the end of the body, after the page's own bytes.
  const leadImage = leadImagePreload(body);
  return template
    .replace(HEAD_SLOT, (defaults) =>
      [leadImage, head ? headTags(siteOrigin, requestPath, head) : defaults].filter(Boolean).join('\n    '),
    )
    .replace('<!--page-body-->', () => body)
    .replace('</body>', () => [pageDataScript, modulePreloads].filter(Boolean).join('\n    ') + '\n  </body>');
}
