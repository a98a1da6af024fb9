import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { useVideoStructuredData } from '../features/videos/video-data';
import { VideosCarousel } from '../features/videos/videos-carousel';

export function Component() {
  const structuredData = useVideoStructuredData('video');
  return (
    <Page
      title="Videos"
      description="Short videos by the hospital's doctors on the brain, the spine and recovery."
      structuredData={structuredData}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title="Videos" />
      <VideosCarousel kind="video" title="Latest Videos" />
    </Page>
  );
}
