import { ReadingBody } from '../../../components/dialog/reading-body';
import { ReadingDialog } from '../../../components/dialog/reading-dialog';
import type { NewsItem } from '../../../lib/api';

/** What the dialog shows: in the script's dialog, and in the served page asked for this item. */
export function NewsInFull({ item }: { item: NewsItem }) {
  return (
    <ReadingBody image={item.image} alt={item.image_alt || item.title} date={item.created_at} text={item.description} />
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
