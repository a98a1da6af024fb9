import { NeurosurgeryTabs } from './neurosurgery-tabs';
import { PageSection } from '../../components/page-section/page-section';
import { useText } from '../../../lib/i18n';

/** The home page's neurosurgery section. */
export function NeurosurgerySection() {
  const text = useText();
  return (
    <PageSection
      id="neurosurgery"
      titleId="neurosurgery-title"
      title={text('home.neurosurgeryTitle')}
      lead={text('home.neurosurgeryLead')}
      alt
    >
      <NeurosurgeryTabs />
    </PageSection>
  );
}
