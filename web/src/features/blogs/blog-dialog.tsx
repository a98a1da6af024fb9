import { ReadingDialog } from '../../components/dialog/reading-dialog';
import { Image } from '../../components/image/image';
import type { BlogView } from './blog-view';

/** What the dialog shows: in the script's dialog, and in the served page asked for this item. */
export function BlogInFull({ blog }: { blog: BlogView }) {
  return (
    <article className="reading">
      <Image
        className="reading__image"
        src={blog.url}
        alt={blog.alt || blog.heading}
        width={800}
        height={600}
        sizes="(min-width: 900px) 850px, 100vw"
      />
      <p className="reading__text">{blog.more}</p>
    </article>
  );
}

/** A blog in full. As specified it closes only with ×, and the page behind it does not scroll. */
export function BlogDialog({ blog, onClose }: { blog: BlogView | null; onClose: () => void }) {
  return (
    <ReadingDialog open={blog !== null} onClose={onClose} title={blog?.heading ?? ''}>
      {blog && <BlogInFull blog={blog} />}
    </ReadingDialog>
  );
}
