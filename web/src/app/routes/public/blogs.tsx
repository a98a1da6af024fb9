import { Page } from '../../../components/page/page';
import { PageHeader } from '../../../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../../data/constants';
import { BlogsCarousel } from '../../../features/blogs/blogs-carousel';

export function Component() {
  return (
    <Page title="Blogs" topMarginPx={PAGE_TOP_MARGIN_PX}>
      <PageHeader title="Blogs" lead="Articles by our doctors on the brain, the spine and staying well." />
      <BlogsCarousel />
    </Page>
  );
}
