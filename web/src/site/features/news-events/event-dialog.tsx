import { ReadingBody } from '../../../components/dialog/reading-body';
import { ReadingDialog } from '../../../components/dialog/reading-dialog';
import { Image } from '../../../components/image/image';
import type { HospitalEvent } from '../../../lib/api';
import { usePageText } from '../../components/page/page-words';

/** What the dialog shows: in the script's dialog, and in the served page asked for this item. */
export function EventInFull({ event }: { event: HospitalEvent }) {
  const text = usePageText();
  return (
    <ReadingBody
      image={event.main_image}
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

/** An event in full with its gallery; closes only with ×, the page behind it does not scroll. */
export function EventDialog({ event, onClose }: { event: HospitalEvent | null; onClose: () => void }) {
  return (
    <ReadingDialog open={event !== null} onClose={onClose} title={event?.title ?? ''}>
      {event && <EventInFull event={event} />}
    </ReadingDialog>
  );
}
