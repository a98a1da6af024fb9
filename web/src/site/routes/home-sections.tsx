import { ContactSection } from '../features/contact/contact-section';
import { DoctorsSection } from '../features/doctors/doctors-section';
import { EmergencyStrip } from '../features/emergency/emergency-strip';
import { FacilitiesSection } from '../features/facilities/facilities-section';
import { NeurologySection } from '../features/neurology/neurology-section';
import { NeurosurgerySection } from '../features/neurosurgery/neurosurgery-section';
import { ReviewsCarousel } from '../features/reviews/reviews-carousel';
import { WhyChooseUs } from '../features/why-choose-us/why-choose-us';

/** The home page below the hero and about section, in the specification's order. */
export default function HomeSectionsBelowTheFold() {
  return (
    <>
      <FacilitiesSection />
      <NeurologySection />
      <NeurosurgerySection />
      <DoctorsSection />
      <ReviewsCarousel />
      <ContactSection />
      <WhyChooseUs />
      <EmergencyStrip />
    </>
  );
}
