import { Link } from 'react-router-dom';
import { HOSPITAL_NAME, useContactDetails } from '../../../data/contact-details';
import { ContactDetailsList } from './contact-details-list';
import { PageSection } from '../../components/page-section/page-section';
import './contact.css';

/** The home page's contact section (anchor #contact): how to reach us and a map. */
export function ContactSection() {
  const details = useContactDetails();
  return (
    <PageSection
      id="contact"
      titleId="contact-title"
      title="Get in Touch"
      lead="Call, write or visit us. For an emergency, come straight to the hospital."
    >
      <div className="contact-section">
        <div>
          <ContactDetailsList />
          <Link className="button" to="/contact">
            Send us your query
          </Link>
        </div>
        {details && (
          <iframe
            className="contact-section__map"
            title={`Map showing the location of ${HOSPITAL_NAME}`}
            src={details.mapEmbedUrl}
            width={600}
            height={450}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        )}
      </div>
    </PageSection>
  );
}
