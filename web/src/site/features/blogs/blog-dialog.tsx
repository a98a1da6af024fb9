import { ReadingBody } from '../../../components/dialog/reading-body';
import { ReadingDialog, type ReadingDialogProps } from '../../components/site-dialog/reading-dialog';
import type { BlogView } from './blog-view';

type BlogDialogProps = { blog: BlogView } & Omit<ReadingDialogProps, 'id' | 'title' | 'children'>;

/**
 * A blog in full: served open in the page asked for it (`/blogs?post=3`), the app's modal once the
 * script runs. As specified it closes only with ×, and the page behind it does not scroll.
 */
export function BlogDialog({ blog, ...dialog }: BlogDialogProps) {
  return (
    <ReadingDialog id="blog-reading" title={blog.heading} {...dialog}>
      <ReadingBody image={blog.url} imageSizes={blog.sizes} alt={blog.alt || blog.heading} text={blog.more} />
    </ReadingDialog>
  );
}
