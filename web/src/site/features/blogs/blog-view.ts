import type { ContentEntry, ImageSizes } from '../../../lib/api';
import { summary, type ArticleFacts } from '../../../lib/structured-data';

/** A blog as the cards and dialog show it (the specification's "Blog view"). */
export interface BlogView {
  id: string;
  heading: string;
  /** The card's text. */
  details: string;
  /** The dialog's full text. */
  more: string;
  /** The picture, or '' when there is none. */
  url: string;
  /** The picture's alternative text from the Media Library, if the editor gave one. */
  alt: string | null;
  /** What the CMS stored of the picture (its srcset). */
  sizes: ImageSizes | null;
  /** When it was published and last edited, for search engines. */
  published: string;
  modified: string;
  /** Read in Bengali or Hindi with part of it still English (the CMS's mark). */
  partly_english?: boolean;
}

export function toBlogView(entry: ContentEntry): BlogView {
  return {
    id: entry.id,
    heading: entry.title,
    details: entry.description,
    more: entry.description,
    url: entry.image ?? '',
    alt: entry.image_alt ?? null,
    sizes: entry.image_sizes ?? null,
    published: entry.created_at,
    modified: entry.updated_at,
    partly_english: entry.partly_english,
  };
}

/** A blog post's own address: /blogs with the post opened on arrival. */
export const blogPostPath = (id: string) => `/blogs?post=${encodeURIComponent(id)}`;

/** What search engines and link previews are told about a blog post. */
export const blogFacts = (blog: BlogView): ArticleFacts => ({
  headline: blog.heading,
  description: summary(blog.more),
  image: blog.url || null,
  date: blog.published,
  modified: blog.modified,
  path: blogPostPath(blog.id),
});
