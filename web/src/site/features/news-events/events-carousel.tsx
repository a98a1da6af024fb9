import { useState } from 'react';
import { useItemHead } from '../../components/page/page-head';
import { useLinkedItem } from '../../components/page/use-linked-item';
import { eventData, linkedItemHead } from '../../../lib/structured-data';
import { eventFacts, eventPath, NEWS_AND_EVENTS } from './item-paths';
import { Carousel } from '../../components/carousel/carousel';
import { ContentCard } from '../../components/content-card/content-card';
import { DateText } from '../../../components/date-text/date-text';
import { CLAMP_LINES } from '../../../data/constants';
import type { HospitalEvent } from '../../../lib/api';
import { ServedDialog } from '../../components/served-dialog/served-dialog';
import { useEnhanced } from '../../../lib/use-enhanced';
import { EventDialog, EventInFull } from './event-dialog';
import { useEvents } from './use-news-and-events';
import './news-events.css';
import { usePageText } from '../../components/page/page-words';

function eventHead(event: HospitalEvent, name: string) {
  return linkedItemHead(eventFacts(event), eventData, { name, path: NEWS_AND_EVENTS.path });
}

/** 'Events': a carousel of event cards; each opens the event with its gallery. */
export function EventsCarousel() {
  const events = useEvents();
  const text = usePageText();
  const [viewing, setViewing] = useState<HospitalEvent | null>(null);
  const linked = useLinkedItem('event', events, (event) => event.id, setViewing);
  useItemHead(linked ? eventHead(linked, text(NEWS_AND_EVENTS.nameKey)) : null);
  const enhanced = useEnhanced();
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
                imageAlt={event.main_image_alt || undefined}
                meta={<DateText iso={event.created_at} className="card-date" />}
                description={event.description}
                descriptionLines={CLAMP_LINES.newsAndEvents}
                actionLabel={text('pages.newsAndEvents.viewEvent')}
                onOpen={() => setViewing(event)}
                servedHref={eventPath(event.id)}
              />
            ))}
          </Carousel>
        )}
      </div>
      {enhanced ? (
        <EventDialog event={viewing} onClose={() => setViewing(null)} />
      ) : (
        linked && (
          <ServedDialog id="event-reading" open title={linked.title} closeHref={NEWS_AND_EVENTS.path} size="large">
            <EventInFull event={linked} />
          </ServedDialog>
        )
      )}
    </section>
  );
}
