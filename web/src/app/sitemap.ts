import { consultantPath } from '../data/consultant';
import type { ApiKey, ContentEntry, Doctor, HospitalEvent, NewsItem, PackageRate, Service, Topic } from '../lib/api';
import { blogPostPath } from '../site/features/blogs/blog-view';
import { eventPath, newsItemPath } from '../site/features/news-events/item-paths';

export interface SitemapEntry {
  path: string;
  /** ISO date of the page's last change, from the CMS. */
  lastmod?: string;
}

/** Loads one public API key; undefined when the CMS did not answer. */
export type SitemapLoader = (key: ApiKey) => Promise<unknown>;

interface Edited {
  updated_at: string;
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The latest edit among what a page shows: a list page changes whenever one of its items does. */
const latestEdit = (...lists: ReadonlyArray<readonly Edited[]>): string | undefined =>
  lists
    .flat()
    .map((item) => item.updated_at)
    .sort()
    .at(-1);

/**
 * Every public address: the fixed pages, every facility, division and service page, and every
 * blog post, news item and event, read from the live CMS when the sitemap is asked for. Each is
 * dated by its last edit in the CMS (`updated_at`, moved by the site's /admin and Strapi's panel
 * alike), and a list page by the latest edit of what it lists, so a search engine comes back for
 * what changed. Pages whose text is fixed in the code (/research, /emergency, ...) carry no date.
 */
export async function sitemapEntries(fixedPaths: readonly string[], load: SitemapLoader): Promise<SitemapEntry[]> {
  const [facilities, divisions, neurosurgery, services, doctors, content, news, events, packages] = await Promise.all([
    load(['/facilities/', undefined, false]).then(listOf<Topic>),
    load(['/divisions/', undefined, false]).then(listOf<Topic>),
    load(['/neurosurgery/', undefined, false]).then(listOf<Topic>),
    load(['/public/api/newservices.php', undefined, false]).then(listOf<Service>),
    load(['/doctors/', undefined, false]).then(listOf<Doctor>),
    load(['/content/', undefined, false]).then(listOf<ContentEntry>),
    load(['/news/list/', undefined, false]).then(listOf<NewsItem>),
    load(['/events/list/', undefined, false]).then(listOf<HospitalEvent>),
    load(['/packages/', undefined, false]).then(listOf<PackageRate>),
  ]);
  const ofType = (type: ContentEntry['type']) => content.filter((entry) => entry.type === type);
  const blogPosts = ofType('blog');
  const listLastmod: Record<string, string | undefined> = {
    '/': latestEdit(facilities, divisions, neurosurgery, doctors),
    '/services': latestEdit(services),
    '/departments': latestEdit(facilities),
    '/Department2': latestEdit(divisions),
    '/neurosurgery': latestEdit(neurosurgery),
    '/doctors': latestEdit(doctors),
    '/blogs': latestEdit(blogPosts),
    '/videos': latestEdit(ofType('video')),
    '/review-videos': latestEdit(ofType('review_video')),
    '/news-and-events': latestEdit(news, events),
    '/packages': latestEdit(packages),
  };
  const dated = (path: string, item: Edited): SitemapEntry => ({ path, lastmod: item.updated_at });
  return [
    ...fixedPaths.map((path) => ({ path, lastmod: listLastmod[path] })),
    { path: consultantPath },
    ...facilities.map((facility) => dated(`/department/${facility.id}`, facility)),
    ...divisions.map((division) => dated(`/division/${division.id}`, division)),
    ...services.map((service) => dated(`/services/${service.id}`, service)),
    ...blogPosts.map((post) => dated(blogPostPath(post.id), post)),
    ...news.map((item) => dated(newsItemPath(item.id), item)),
    ...events.map((event) => dated(eventPath(event.id), event)),
    // Each doctor who holds OPD has an appointment request page of their own.
    ...doctors
      .filter((doctor) => (doctor.opd ?? []).length > 0 && doctor.is_active !== false)
      .map((doctor) => dated(`/appointment?doctor=${doctor.id}`, doctor)),
  ];
}
