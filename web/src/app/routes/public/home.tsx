import { Page } from '../../../components/page/page';
import { HOSPITAL_NAME } from '../../../data/contact-details';
import { HomeAboutSection } from '../../../features/about/home-about-section';
import { ContactSection } from '../../../features/contact/contact-section';
import { DoctorsSection } from '../../../features/doctors/doctors-section';
import { EmergencyStrip } from '../../../features/emergency/emergency-strip';
import { FacilitiesSection } from '../../../features/facilities/facilities-section';
import { Hero } from '../../../features/hero/hero';
import { NeurologySection } from '../../../features/neurology/neurology-section';
import { NeurosurgerySection } from '../../../features/neurosurgery/neurosurgery-section';
import { ReviewsCarousel } from '../../../features/reviews/reviews-carousel';
import { WhyChooseUs } from '../../../features/why-choose-us/why-choose-us';

/** Home: the specification's sections, in its order. */
export function Component() {
  return (
    <Page title={HOSPITAL_NAME}>
      <h1 className="sr-only">{HOSPITAL_NAME}</h1>
      <Hero />
      <HomeAboutSection />
      <FacilitiesSection />
      <NeurologySection />
      <NeurosurgerySection />
      <DoctorsSection />
      <ReviewsCarousel />
      <ContactSection />
      <WhyChooseUs />
      <EmergencyStrip />
    </Page>
  );
}
