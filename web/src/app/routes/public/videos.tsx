import { Page } from '../../../components/page/page';
import { PageHeader } from '../../../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../../data/constants';
import { VideosCarousel } from '../../../features/videos/videos-carousel';

export function Component() {
  return (
    <Page title="Videos" topMarginPx={PAGE_TOP_MARGIN_PX}>
      <PageHeader title="Videos" />
      <VideosCarousel kind="video" title="Latest Videos" />
    </Page>
  );
}
