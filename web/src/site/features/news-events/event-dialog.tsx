import { ReadingBody } from '../../../components/dialog/reading-body';
import { ReadingDialog, type ReadingDialogProps } from '../../components/site-dialog/reading-dialog';
import { Image } from '../../../components/image/image';
import type { HospitalEvent } from '../../../lib/api';
import { usePageText } from '../../components/page/page-words';

/** The event's text and its gallery. */
function EventInFull({ event }: { event: HospitalEvent }) {
  const text = usePageText();
  return (
    <ReadingBody
      image={event.main_image}
      imageSizes={event.main_image_sizes}
      alt={event.main_image_alt || event.title}
      date={event.created_at}
      text={event.description}
    >
      {event.images.length > 0 && (
        <>
          <h3>{text('pages.newsAndEvents.gallery')}</h3>
          <ul className="event-gallery">
            {event.images.map((picture, index) => (
              <li key={picture.id}>
                <Image
                  src={picture.image}
                  storedSizes={picture.sizes}
                  alt={picture.alt || text('pages.picture', { heading: event.title, number: index + 1 })}
                  width={400}
                  height={300}
                  sizes="(min-width: 900px) 260px, 50vw"
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </ReadingBody>
  );
}

type EventDialogProps = { event: HospitalEvent } & Omit<ReadingDialogProps, 'id' | 'title' | 'children'>;

/** An event in full with its gallery, served open in the page asked for it; closes only with ×, the page behind it does not scroll. */
export function EventDialog({ event, ...dialog }: EventDialogProps) {
  return (
    <ReadingDialog id="event-reading" title={event.title} {...dialog}>
      <EventInFull event={event} />
    </ReadingDialog>
  );
}
