import { FacilitiesTabs } from './facilities-tabs';
import { PageSection } from '../../components/page-section/page-section';

/** The home page's facilities (anchor #departments). */
export function FacilitiesSection() {
  return (
    <PageSection
      id="departments"
      titleId="facilities-title"
      title="Our Facilities"
      lead="Everything a patient with a brain, spine or nerve problem needs, in one building and at every hour."
      alt
    >
      <FacilitiesTabs />
    </PageSection>
  );
}
