import type { Core, Data, UID } from '@strapi/strapi';

/**
 * Where the site shows an entry: the page Strapi's "Open preview" opens. Only public pages: a
 * type the site never shows (contact requests), or an entry that does not exist, has none.
 */

type PathOf = (entry: { id: Data.ID; type?: string | null; slug?: string | null }) => string | null;

const SITE_PATHS: Record<string, PathOf> = {
  'api::facility.facility': ({ id }) => `/department/${id}`,
  'api::division.division': ({ id }) => `/division/${id}`,
  'api::neurosurgery-service.neurosurgery-service': () => '/neurosurgery',
  'api::doctor.doctor': ({ id }) => `/doctors?doctor=${id}`,
  'api::news-item.news-item': ({ id }) => `/news-and-events?news=${id}`,
  'api::event.event': ({ id }) => `/news-and-events?event=${id}`,
  'api::content-entry.content-entry': ({ id, type }) =>
    type === 'blog'
      ? `/blogs?post=${id}`
      : type === 'video'
        ? '/videos'
        : type === 'review_video'
          ? '/review-videos'
          : null,
  'api::service.service': ({ id }) => `/services/${id}`,
  // The rate's card carries its id (web/src/site/features/packages/package-rates.tsx).
  'api::package.package': ({ id }) => `/packages#package-${id}`,
  // The scheme's section carries its id (web/src/site/features/schemes/scheme-list.tsx).
  'api::scheme.scheme': ({ id }) => `/schemes#scheme-${id}`,
  // A condition's page is named by its slug, which every language of it shares.
  'api::condition.condition': ({ slug }) => (slug ? `/conditions/${slug}` : null),
  'api::banner.banner': () => '/',
  'api::home-about.home-about': () => '/',
  'api::home-text.home-text': () => '/',
  'api::about.about': () => '/about',
  'api::director.director': () => '/message',
  'api::accessibility-statement.accessibility-statement': () => '/accessibility',
  'api::review.review': () => '/#reviews',
  'api::site-setting.site-setting': () => '/#footer',
};

export async function sitePathOf(
  strapi: Core.Strapi,
  uid: string,
  documentId: string | undefined,
): Promise<string | null> {
  const pathOf = SITE_PATHS[uid];
  if (!pathOf) return null;
  const contentType = uid as UID.ContentType;
  const documents = strapi.documents(contentType);
  const isSingle = strapi.contentType(contentType).kind === 'singleType';
  const entry = isSingle ? await documents.findFirst() : documentId ? await documents.findOne({ documentId }) : null;
  return entry ? pathOf(entry) : null;
}

/** The site's preview address for a path: the site checks the secret, then shows the page. */
export function previewUrl(siteUrl: string, secret: string, path: string): string {
  const url = new URL('/preview', siteUrl);
  url.searchParams.set('secret', secret);
  url.searchParams.set('path', path);
  return url.href;
}
