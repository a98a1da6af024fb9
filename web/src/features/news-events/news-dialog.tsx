import { DateText } from '../../components/date-text/date-text';
import { ReadingDialog } from '../../components/dialog/reading-dialog';
import { Image } from '../../components/image/image';
import type { NewsItem } from '../../lib/api';

/** What the dialog shows: in the script's dialog, and in the served page asked for this item. */
export function NewsInFull({ item }: { item: NewsItem }) {
  return (
    <article className="reading">
      <Image
        className="reading__image"
        src={item.image}
        alt={item.image_alt || item.title}
        width={800}
        height={600}
        sizes="(min-width: 900px) 850px, 100vw"
      />
      <DateText iso={item.created_at} className="reading__date" />
      <p className="reading__text">{item.description}</p>
    </article>
  );
}

/** A news item in full; closes only with ×, the page behind it does not scroll. */
export function NewsDialog({ item, onClose }: { item: NewsItem | null; onClose: () => void }) {
  return (
    <ReadingDialog open={item !== null} onClose={onClose} title={item?.title ?? ''}>
      {item && <NewsInFull item={item} />}
    </ReadingDialog>
  );
}
