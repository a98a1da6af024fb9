import { DivisionTabs } from './division-tabs';
import { PageSection } from '../../components/page-section/page-section';
import { useText } from '../../../lib/i18n';

/** The home page's neurology divisions. */
export function NeurologySection() {
  const text = useText();
  return (
    <PageSection
      id="neurology"
      titleId="neurology-title"
      title={text('home.neurologyTitle')}
      lead={text('home.neurologyLead')}
    >
      <DivisionTabs />
    </PageSection>
  );
}
