import { NeurosurgeryTabs } from './neurosurgery-tabs';
import { PageSection } from '../../components/page-section/page-section';

/** The home page's neurosurgery section. */
export function NeurosurgerySection() {
  return (
    <PageSection
      id="neurosurgery"
      titleId="neurosurgery-title"
      title="Neurosurgery"
      lead="Brain, spine and trauma surgery with modern theatres and a dedicated neuro-anaesthesia team."
      alt
    >
      <NeurosurgeryTabs />
    </PageSection>
  );
}
