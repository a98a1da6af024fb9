import { Page } from '../components/page/page';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { useVideoStructuredData } from '../features/videos/video-data';
import { VideosCarousel } from '../features/videos/videos-carousel';

/** The carousel's title, 'Review Videos', is also the page's. */
export function Component() {
  const structuredData = useVideoStructuredData('review_video');
  return (
    <Page
      title="Review Videos"
      description="Patients and families talk about their care at the hospital."
      structuredData={structuredData}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <VideosCarousel kind="review_video" title="Review Videos" headingLevel={1} />
    </Page>
  );
}
