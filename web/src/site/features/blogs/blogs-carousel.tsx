import { useState } from 'react';
import { useItemHead } from '../../components/page/page-head';
import { useLinkedItem } from '../../components/page/use-linked-item';
import { blogPostingData, linkedItemHead } from '../../../lib/structured-data';
import { Carousel } from '../../components/carousel/carousel';
import { ContentCard } from '../../components/content-card/content-card';
import { ServedDialog } from '../../components/served-dialog/served-dialog';
import { useEnhanced } from '../../../lib/use-enhanced';
import { BlogDialog, BlogInFull } from './blog-dialog';
import { blogFacts, type BlogView } from './blog-view';
import { useBlogs } from './use-blogs';
import { usePageText } from '../../components/page/page-words';

/** Lines of a blog's text on its card, so that cards of one row stay the same height. */
const BLOG_CARD_LINES = 4;

const BLOGS = { nameKey: 'nav.blogs', path: '/blogs' } as const;

function blogHead(blog: BlogView, name: string) {
  return linkedItemHead(blogFacts(blog), blogPostingData, { name, path: BLOGS.path });
}

/** 'Latest Blogs': a carousel of blog cards; each opens the full blog. */
export function BlogsCarousel() {
  const blogs = useBlogs();
  const text = usePageText();
  const [reading, setReading] = useState<BlogView | null>(null);
  const linked = useLinkedItem('post', blogs, (blog) => blog.id, setReading);
  useItemHead(linked ? blogHead(linked, text(BLOGS.nameKey)) : null);
  const enhanced = useEnhanced();

  return (
    <section className="section" aria-labelledby="latest-blogs-title">
      <div className="container">
        <h2 id="latest-blogs-title" className="section__title">
          {text('pages.blogs.latest')}
        </h2>
        {blogs.length > 0 && (
          <Carousel labelledBy="latest-blogs-title" infinite={false}>
            {blogs.map((blog, index) => (
              <ContentCard
                key={blog.id}
                imagePriority={index === 0}
                title={blog.heading}
                image={blog.url || null}
                imageAlt={blog.alt || undefined}
                description={blog.details}
                descriptionLines={BLOG_CARD_LINES}
                actionLabel={text('pages.readMore')}
                onOpen={() => setReading(blog)}
                servedHref={`${BLOGS.path}?post=${blog.id}`}
              />
            ))}
          </Carousel>
        )}
      </div>
      {enhanced ? (
        <BlogDialog blog={reading} onClose={() => setReading(null)} />
      ) : (
        linked && (
          <ServedDialog id="blog-reading" open title={linked.heading} closeHref={BLOGS.path} size="large">
            <BlogInFull blog={linked} />
          </ServedDialog>
        )
      )}
    </section>
  );
}
