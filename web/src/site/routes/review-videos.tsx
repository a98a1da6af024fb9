import { Page } from '../components/page/page';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { useVideoStructuredData } from '../features/videos/video-data';
import { VideosCarousel } from '../features/videos/videos-carousel';
import { usePageText } from '../components/page/page-words';

/** The carousel's title, 'Review Videos', is also the page's. */
export function Component() {
  const text = usePageText();
  const structuredData = useVideoStructuredData('review_video');
  return (
    <Page
      title={text('nav.reviewVideos')}
      description={text('pages.videos.reviewDescription')}
      structuredData={structuredData}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <VideosCarousel kind="review_video" title={text('nav.reviewVideos')} headingLevel={1} />
    </Page>
  );
}
