import { CONTENT_TYPES } from '../content-types';
import { oldestFirst, type SeedContext } from '../context';
import { events } from '../data/events';
import { newsItems } from '../data/news';

/** News stories with their images, and events with a main image and a gallery. */
export async function seedNewsAndEvents(seed: SeedContext): Promise<Record<string, number>> {
  for (const item of oldestFirst(newsItems)) {
    await seed.create(CONTENT_TYPES.newsItem, {
      title: item.title,
      description: item.description,
      image: await seed.illustration(item.image, 'landscape', `news-${item.title}`),
    });
  }
  for (const event of oldestFirst(events)) {
    await seed.create(CONTENT_TYPES.event, {
      title: event.title,
      description: event.description,
      main_image: await seed.illustration(event.main_image, 'landscape', `event-${event.title}`),
      images: await seed.gallery(event.images, `event-${event.title}`),
    });
  }
  return { news: newsItems.length, events: events.length };
}
