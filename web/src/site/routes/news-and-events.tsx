import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { EventsCarousel } from '../features/news-events/events-carousel';
import { eventFacts, newsFacts } from '../features/news-events/item-paths';
import { NewsCarousel } from '../features/news-events/news-carousel';
import { useEvents, useNews } from '../features/news-events/use-news-and-events';
import { eventData, newsArticleData } from '../../lib/structured-data';
import { usePageText } from '../components/page/page-words';

export function Component() {
  const text = usePageText();
  const news = useNews();
  const events = useEvents();
  // Written into the served HTML only, as on the home page: the browser build drops it and its code.
  const structuredData = import.meta.env.SSR
    ? [...news.map((item) => newsArticleData(newsFacts(item))), ...events.map((event) => eventData(eventFacts(event)))]
    : undefined;
  return (
    <Page
      title={text('pages.newsAndEvents.title')}
      description={text('pages.newsAndEvents.description')}
      structuredData={structuredData}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title={text('pages.newsAndEvents.title')} />
      <NewsCarousel />
      <EventsCarousel />
    </Page>
  );
}
