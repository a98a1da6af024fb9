import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { AboutPageContent } from '../features/about/about-page-content';
import { ABOUT_PAGE } from '../features/about/about-keys';
import { useAbout } from '../features/about/use-about';
import { EmergencyStrip } from '../features/emergency/emergency-strip';
import { WhyChooseUs } from '../features/why-choose-us/why-choose-us';
import { usePageText } from '../components/page/page-words';
import { HospitalRegistrations } from '../components/registrations/hospital-registrations';
import { useRegistrations } from '../../data/registrations';
import { hospitalRegistrationsData } from '../../lib/structured-data';

export function Component() {
  const about = useAbout(ABOUT_PAGE);
  const text = usePageText();
  const registrations = useRegistrations();
  return (
    <Page
      title={text('nav.about')}
      image={about?.image}
      description={text('pages.about.description')}
      structuredData={registrations ? [hospitalRegistrationsData(registrations)] : undefined}
    >
      <PageHeader title={text('nav.about')} />
      <AboutPageContent />
      <div className="container">
        <HospitalRegistrations headingId="about-registrations" className="about-registrations" />
      </div>
      <WhyChooseUs />
      <EmergencyStrip />
    </Page>
  );
}
