import type { Data } from '@strapi/strapi';

/**
 * Where the site shows an entry, without a language prefix: the page Strapi's "Open preview" opens
 * (preview/site-paths.ts) and a search result links (api/search). Only public pages: a type the
 * site never shows (contact requests), or an entry that does not exist, has none.
 */
export type PathOf = (entry: { id: Data.ID; type?: string | null; slug?: string | null }) => string | null;

export const SITE_PATHS: Record<string, PathOf> = {
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
