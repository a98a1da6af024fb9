import { Page } from '../components/page/page';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { consultantProfile } from '../../data/consultant-profile';
import { ResearchPage } from '../features/research/research-page';
import { physicianData } from '../../lib/structured-data';
import { usePageText } from '../components/page/page-words';

export function Component() {
  const text = usePageText();
  return (
    <Page
      title={text('pages.research.title')}
      description={text('pages.research.description')}
      image={consultantProfile.photo}
      structuredData={[
        physicianData({
          name: consultantProfile.name,
          description: consultantProfile.role,
          image: consultantProfile.photo,
        }),
      ]}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <ResearchPage />
    </Page>
  );
}
