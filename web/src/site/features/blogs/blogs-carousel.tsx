import { useItemHead } from '../../components/page/page-head';
import { blogPostingData, linkedItemHead } from '../../../lib/structured-data';
import { Carousel } from '../../components/carousel/carousel';
import { ContentCard } from '../../components/content-card/content-card';
import { useLinkedItemDialog } from '../../components/site-dialog/use-linked-item-dialog';
import { BlogDialog } from './blog-dialog';
import { blogFacts, type BlogView } from './blog-view';
import { useBlogs } from './use-blogs';
import { usePageText } from '../../components/page/page-words';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';

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
  const { linked, shown, open, dialog } = useLinkedItemDialog('post', blogs, (blog) => blog.id, BLOGS.path);
  useItemHead(linked ? blogHead(linked, text(BLOGS.nameKey)) : null);

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
                imageSizes={blog.sizes}
                imageAlt={blog.alt || undefined}
                description={blog.details}
                descriptionLines={BLOG_CARD_LINES}
                actionLabel={text('pages.readMore')}
                onOpen={() => open(blog)}
                servedHref={`${BLOGS.path}?post=${blog.id}`}
              />
            ))}
          </Carousel>
        )}
        <PartlyEnglishNote records={blogs} />
      </div>
      {shown && <BlogDialog blog={shown} {...dialog} />}
    </section>
  );
}
