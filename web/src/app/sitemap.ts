import { consultantPath } from '../data/consultant';
import type { ApiKey, ContentEntry, HospitalEvent, NewsItem, Service, Topic } from '../lib/api';
import { blogPostPath } from '../features/blogs/blog-view';
import { eventPath, newsItemPath } from '../features/news-events/item-paths';

export interface SitemapEntry {
  path: string;
  /** ISO date of the item's last change, from the CMS. */
  lastmod?: string;
}

/** Loads one public API key; undefined when the CMS did not answer. */
export type SitemapLoader = (key: ApiKey) => Promise<unknown>;

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const newest = (dates: string[]) => dates.sort().at(-1);

/**
 * Every public address: the fixed pages, every facility, division and service page, and every
 * blog post, news item and event, read from the live CMS when the sitemap is asked for.
 */
export async function sitemapEntries(fixedPaths: readonly string[], load: SitemapLoader): Promise<SitemapEntry[]> {
  const [facilities, divisions, services, blogs, news, events] = await Promise.all([
    load(['/facilities/', undefined, false]).then(listOf<Topic>),
    load(['/divisions/', undefined, false]).then(listOf<Topic>),
    load(['/public/api/newservices.php', undefined, false]).then(listOf<Service>),
    load(['/content/', { type: 'blog' }, false]).then(listOf<ContentEntry>),
    load(['/news/list/', undefined, false]).then(listOf<NewsItem>),
    load(['/events/list/', undefined, false]).then(listOf<HospitalEvent>),
  ]);
  const blogPosts = blogs.filter((entry) => entry.type === 'blog');
  const listLastmod: Record<string, string | undefined> = {
    '/blogs': newest(blogPosts.map((post) => post.created_at)),
    '/news-and-events': newest([...news, ...events].map((item) => item.created_at)),
  };
  return [
    ...fixedPaths.map((path) => ({ path, lastmod: listLastmod[path] })),
    { path: consultantPath },
    ...facilities.map((facility) => ({ path: `/department/${facility.id}` })),
    ...divisions.map((division) => ({ path: `/division/${division.id}` })),
    ...services.map((service) => ({ path: `/services/${service.id}` })),
    ...blogPosts.map((post) => ({ path: blogPostPath(post.id), lastmod: post.created_at })),
    ...news.map((item) => ({ path: newsItemPath(item.id), lastmod: item.created_at })),
    ...events.map((event) => ({ path: eventPath(event.id), lastmod: event.created_at })),
  ];
}
