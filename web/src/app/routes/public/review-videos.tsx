import { Page } from '../../../components/page/page';
import { PAGE_TOP_MARGIN_PX } from '../../../data/constants';
import { VideosCarousel } from '../../../features/videos/videos-carousel';

/** The carousel's title, 'Review Videos', is also the page's. */
export function Component() {
  return (
    <Page title="Review Videos" topMarginPx={PAGE_TOP_MARGIN_PX}>
      <VideosCarousel kind="review_video" title="Review Videos" headingLevel={1} />
    </Page>
  );
}
