import { consultantPath } from '../data/consultant';
import { conditionPath } from '@hospital/contract';
import type { SitemapReads } from '@hospital/contract';
import type {
  ApiKey,
  Condition,
  ContentEntry,
  Doctor,
  HospitalEvent,
  NewsItem,
  PackageRate,
  Scheme,
  Service,
  Topic,
} from '../lib/api';
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
 * The reads the contract's endpoint table gives a sitemap role (`sitemap: 'pages' | 'dates'`): the
 * compiler asks for each of them here, and for no other.
 */
const SITEMAP_READS: Record<keyof SitemapReads, true> = {
  '/facilities/': true,
  '/divisions/': true,
  '/neurosurgery/': true,
  '/public/api/newservices.php': true,
  '/doctors/': true,
  '/content/': true,
  '/news/list/': true,
  '/events/list/': true,
  '/packages/': true,
  '/schemes/': true,
  '/conditions/': true,
};

/**
 * Every public address: the fixed pages, every facility, division and service page, and every
 * blog post, news item and event, read from the live CMS when the sitemap is asked for. Each is
 * dated by its last edit in the CMS (`updated_at`, moved by the site's /admin and Strapi's panel
 * alike), and a list page by the latest edit of what it lists, so a search engine comes back for
 * what changed. Pages whose text is fixed in the code (/research, /emergency, ...) carry no date.
 */
export async function sitemapEntries(fixedPaths: readonly string[], load: SitemapLoader): Promise<SitemapEntry[]> {
  const paths = Object.keys(SITEMAP_READS) as Array<keyof SitemapReads>;
  const answers = new Map(
    await Promise.all(paths.map(async (path) => [path, await load([path, undefined, false])] as const)),
  );
  const read = <T>(path: keyof SitemapReads): T[] => listOf<T>(answers.get(path));
  const facilities = read<Topic>('/facilities/');
  const divisions = read<Topic>('/divisions/');
  const neurosurgery = read<Topic>('/neurosurgery/');
  const services = read<Service>('/public/api/newservices.php');
  const doctors = read<Doctor>('/doctors/');
  const content = read<ContentEntry>('/content/');
  const news = read<NewsItem>('/news/list/');
  const events = read<HospitalEvent>('/events/list/');
  const packages = read<PackageRate>('/packages/');
  const schemes = read<Scheme>('/schemes/');
  const conditions = read<Condition>('/conditions/');
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
    '/schemes': latestEdit(schemes),
    '/conditions': latestEdit(conditions),
  };
  const dated = (path: string, item: Edited): SitemapEntry => ({ path, lastmod: item.updated_at });
  return [
    ...fixedPaths.map((path) => ({ path, lastmod: listLastmod[path] })),
    { path: consultantPath },
    ...facilities.map((facility) => dated(`/department/${facility.id}`, facility)),
    ...divisions.map((division) => dated(`/division/${division.id}`, division)),
    ...services.map((service) => dated(`/services/${service.id}`, service)),
    ...conditions.map((condition) => dated(conditionPath(condition.slug), condition)),
    ...blogPosts.map((post) => dated(blogPostPath(post.id), post)),
    ...news.map((item) => dated(newsItemPath(item.id), item)),
    ...events.map((event) => dated(eventPath(event.id), event)),
    // Each doctor who holds OPD has an appointment request page of their own.
    ...doctors
      .filter((doctor) => (doctor.opd ?? []).length > 0 && doctor.is_active !== false)
      .map((doctor) => dated(`/appointment?doctor=${doctor.id}`, doctor)),
  ];
}
