import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { blogFacts } from '../features/blogs/blog-view';
import { BlogsCarousel } from '../features/blogs/blogs-carousel';
import { useBlogs } from '../features/blogs/use-blogs';
import { blogPostingData } from '../../lib/structured-data';

export function Component() {
  const posts = useBlogs().map((blog) => blogPostingData(blogFacts(blog)));
  return (
    <Page
      title="Blogs"
      description="Articles by our doctors on the brain, the spine and staying well."
      structuredData={posts}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title="Blogs" lead="Articles by our doctors on the brain, the spine and staying well." />
      <BlogsCarousel />
    </Page>
  );
}
