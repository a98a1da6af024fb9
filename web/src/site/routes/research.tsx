import { Page } from '../components/page/page';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { consultantProfile } from '../../data/consultant-profile';
import { ResearchPage } from '../features/research/research-page';
import { physicianData } from '../../lib/structured-data';

export function Component() {
  return (
    <Page
      title="Research"
      description="Research, publications and presentations by the hospital's consultant neurologist."
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
