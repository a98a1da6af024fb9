import { useItemHead } from '../../components/page/page-head';
import { eventData, linkedItemHead } from '../../../lib/structured-data';
import { eventFacts, eventPath, NEWS_AND_EVENTS } from './item-paths';
import { Carousel } from '../../components/carousel/carousel';
import { ContentCard } from '../../components/content-card/content-card';
import { DateText } from '../../../components/date-text/date-text';
import { CLAMP_LINES } from '../../../data/constants';
import type { HospitalEvent } from '../../../lib/api';
import { useLinkedItemDialog } from '../../components/site-dialog/use-linked-item-dialog';
import { EventDialog } from './event-dialog';
import { useEvents } from './use-news-and-events';
import './news-events.css';
import { usePageText } from '../../components/page/page-words';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';

function eventHead(event: HospitalEvent, name: string) {
  return linkedItemHead(eventFacts(event), eventData, { name, path: NEWS_AND_EVENTS.path });
}

/** 'Events': a carousel of event cards; each opens the event with its gallery. */
export function EventsCarousel() {
  const events = useEvents();
  const text = usePageText();
  const { linked, shown, open, dialog } = useLinkedItemDialog(
    'event',
    events,
    (event) => event.id,
    NEWS_AND_EVENTS.path,
  );
  useItemHead(linked ? eventHead(linked, text(NEWS_AND_EVENTS.nameKey)) : null);
  return (
    <section className="section section--alt" aria-labelledby="events-title">
      <div className="container">
        <h2 id="events-title" className="section__title">
          {text('pages.newsAndEvents.events')}
        </h2>
        {events.length > 0 && (
          <Carousel labelledBy="events-title" infinite={false}>
            {events.map((event) => (
              <ContentCard
                key={event.id}
                title={event.title}
                image={event.main_image}
                imageSizes={event.main_image_sizes}
                imageAlt={event.main_image_alt || undefined}
                meta={<DateText iso={event.created_at} className="card-date" />}
                description={event.description}
                descriptionLines={CLAMP_LINES.newsAndEvents}
                actionLabel={text('pages.newsAndEvents.viewEvent')}
                onOpen={() => open(event)}
                servedHref={eventPath(event.id)}
              />
            ))}
          </Carousel>
        )}
        <PartlyEnglishNote records={events} />
      </div>
      {shown && <EventDialog event={shown} {...dialog} />}
    </section>
  );
}
