import type { HospitalEvent, NewsItem } from '../../../lib/api';
import { summary, type ArticleFacts } from '../../../lib/structured-data';

/** A news item's or event's own address: /news-and-events with its dialog opened on arrival. */
export const newsItemPath = (id: number) => `/news-and-events?news=${id}`;
export const eventPath = (id: number) => `/news-and-events?event=${id}`;

/** The page the items belong to, for breadcrumbs: its name's key (read at render) and its path. */
export const NEWS_AND_EVENTS = { nameKey: 'pages.newsAndEvents.title', path: '/news-and-events' } as const;

/** What search engines and link previews are told about a news item or an event. */
export const newsFacts = (item: NewsItem): ArticleFacts => ({
  headline: item.title,
  description: summary(item.description),
  image: item.image,
  date: item.created_at,
  modified: item.updated_at,
  path: newsItemPath(item.id),
});

export const eventFacts = (event: HospitalEvent): ArticleFacts => ({
  headline: event.title,
  description: summary(event.description),
  image: event.main_image,
  date: event.created_at,
  path: eventPath(event.id),
});
