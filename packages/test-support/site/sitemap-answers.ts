/**
 * What the CMS answers to every read the sitemap makes, by endpoint, as the fixtures have it: the
 * sitemap's tests (web/src/app/sitemap.test.ts, web/src/app/sitemap-schema.test.ts) start from it.
 */
import * as site from './fixtures';
import * as siteContent from './site-content-fixtures';

export const sitemapAnswers: Readonly<Record<string, unknown>> = {
  '/facilities/': siteContent.facilities,
  '/divisions/': siteContent.divisions,
  '/neurosurgery/': siteContent.neurosurgery,
  '/public/api/newservices.php': site.services,
  '/doctors/': site.doctors,
  '/content/': site.content,
  '/news/list/': site.news,
  '/events/list/': site.events,
  '/packages/': siteContent.packageRates,
  '/schemes/': siteContent.schemes,
  '/conditions/': siteContent.conditions,
};
