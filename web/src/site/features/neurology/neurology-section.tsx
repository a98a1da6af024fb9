import { DivisionTabs } from './division-tabs';
import { PageSection } from '../../components/page-section/page-section';

/** The home page's neurology divisions. */
export function NeurologySection() {
  return (
    <PageSection
      id="neurology"
      titleId="neurology-title"
      title="Neurology Divisions"
      lead="Specialist units for every neurological condition, each led by neurologists trained in that field."
    >
      <DivisionTabs />
    </PageSection>
  );
}
