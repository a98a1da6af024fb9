import { ReadingBody } from '../../../components/dialog/reading-body';
import { ReadingDialog, type ReadingDialogProps } from '../../components/site-dialog/reading-dialog';
import type { NewsItem } from '../../../lib/api';

type NewsDialogProps = { item: NewsItem } & Omit<ReadingDialogProps, 'id' | 'title' | 'children'>;

/** A news item in full, served open in the page asked for it; closes only with ×, the page behind it does not scroll. */
export function NewsDialog({ item, ...dialog }: NewsDialogProps) {
  return (
    <ReadingDialog id="news-reading" title={item.title} {...dialog}>
      <ReadingBody
        image={item.image}
        imageSizes={item.image_sizes}
        alt={item.image_alt || item.title}
        date={item.created_at}
        text={item.description}
      />
    </ReadingDialog>
  );
}
