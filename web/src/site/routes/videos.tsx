import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { useVideoStructuredData } from '../features/videos/video-data';
import { VideosCarousel } from '../features/videos/videos-carousel';
import { usePageText } from '../components/page/page-words';

export function Component() {
  const text = usePageText();
  const structuredData = useVideoStructuredData('video');
  return (
    <Page
      title={text('nav.videos')}
      description={text('pages.videos.description')}
      structuredData={structuredData}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title={text('nav.videos')} />
      <VideosCarousel kind="video" title={text('pages.videos.latest')} />
    </Page>
  );
}
