import { ReadingBody } from '../../../components/dialog/reading-body';
import { ReadingDialog } from '../../../components/dialog/reading-dialog';
import type { BlogView } from './blog-view';

/** What the dialog shows: in the script's dialog, and in the served page asked for this item. */
export function BlogInFull({ blog }: { blog: BlogView }) {
  return <ReadingBody image={blog.url} alt={blog.alt || blog.heading} text={blog.more} />;
}

/** A blog in full. As specified it closes only with ×, and the page behind it does not scroll. */
export function BlogDialog({ blog, onClose }: { blog: BlogView | null; onClose: () => void }) {
  return (
    <ReadingDialog open={blog !== null} onClose={onClose} title={blog?.heading ?? ''}>
      {blog && <BlogInFull blog={blog} />}
    </ReadingDialog>
  );
}
