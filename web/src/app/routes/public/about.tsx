import { Page } from '../../../components/page/page';
import { PageHeader } from '../../../components/page/page-header';
import { AboutPageContent } from '../../../features/about/about-page-content';
import { EmergencyStrip } from '../../../features/emergency/emergency-strip';
import { WhyChooseUs } from '../../../features/why-choose-us/why-choose-us';

export function Component() {
  return (
    <Page title="About">
      <PageHeader title="About" />
      <AboutPageContent />
      <WhyChooseUs />
      <EmergencyStrip />
    </Page>
  );
}
