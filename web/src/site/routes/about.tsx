import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { AboutPageContent } from '../features/about/about-page-content';
import { ABOUT_PAGE } from '../features/about/about-keys';
import { useAbout } from '../features/about/use-about';
import { EmergencyStrip } from '../features/emergency/emergency-strip';
import { WhyChooseUs } from '../features/why-choose-us/why-choose-us';

export function Component() {
  const about = useAbout(ABOUT_PAGE);
  return (
    <Page
      title="About"
      image={about?.image}
      description="About the hospital: specialist care for the brain, spine and nerves, with emergency care around the clock."
    >
      <PageHeader title="About" />
      <AboutPageContent />
      <WhyChooseUs />
      <EmergencyStrip />
    </Page>
  );
}
