import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { AboutPageContent } from '../features/about/about-page-content';
import { ABOUT_PAGE } from '../features/about/about-keys';
import { useAbout } from '../features/about/use-about';
import { EmergencyStrip } from '../features/emergency/emergency-strip';
import { WhyChooseUs } from '../features/why-choose-us/why-choose-us';
import { usePageText } from '../components/page/page-words';

export function Component() {
  const about = useAbout(ABOUT_PAGE);
  const text = usePageText();
  return (
    <Page title={text('nav.about')} image={about?.image} description={text('pages.about.description')}>
      <PageHeader title={text('nav.about')} />
      <AboutPageContent />
      <WhyChooseUs />
      <EmergencyStrip />
    </Page>
  );
}
