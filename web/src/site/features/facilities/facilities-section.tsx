import { FacilitiesTabs } from './facilities-tabs';
import { PageSection } from '../../components/page-section/page-section';
import { useText } from '../../../lib/i18n';

/** The home page's facilities (anchor #departments). */
export function FacilitiesSection() {
  const text = useText();
  return (
    <PageSection
      id="departments"
      titleId="facilities-title"
      title={text('home.facilitiesTitle')}
      lead={text('home.facilitiesLead')}
      alt
    >
      <FacilitiesTabs />
    </PageSection>
  );
}
