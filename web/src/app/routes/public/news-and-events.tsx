import { Page } from '../../../components/page/page';
import { PageHeader } from '../../../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../../data/constants';
import { EventsCarousel } from '../../../features/news-events/events-carousel';
import { NewsCarousel } from '../../../features/news-events/news-carousel';

export function Component() {
  return (
    <Page title="News and events" topMarginPx={PAGE_TOP_MARGIN_PX}>
      <PageHeader title="News and events" />
      <NewsCarousel />
      <EventsCarousel />
    </Page>
  );
}
