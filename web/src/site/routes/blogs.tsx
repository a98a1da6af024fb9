import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { blogFacts } from '../features/blogs/blog-view';
import { BlogsCarousel } from '../features/blogs/blogs-carousel';
import { useBlogs } from '../features/blogs/use-blogs';
import { blogPostingData } from '../../lib/structured-data';
import { usePageText } from '../components/page/page-words';

export function Component() {
  const text = usePageText();
  const posts = useBlogs().map((blog) => blogPostingData(blogFacts(blog)));
  return (
    <Page
      title={text('nav.blogs')}
      description={text('pages.blogs.description')}
      structuredData={posts}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title={text('nav.blogs')} lead={text('pages.blogs.description')} />
      <BlogsCarousel />
    </Page>
  );
}
