import { Link } from 'react-router-dom';
import { HOSPITAL_NAME, useContactDetails } from '../../../data/contact-details';
import { ContactDetailsList } from './contact-details-list';
import { PageSection } from '../../components/page-section/page-section';
import { useText } from '../../../lib/i18n';
import './contact.css';

/** The home page's contact section (anchor #contact): how to reach us and a map. */
export function ContactSection() {
  const details = useContactDetails();
  const text = useText();
  return (
    <PageSection
      id="contact"
      titleId="contact-title"
      title={text('contact.sectionTitle')}
      lead={text('contact.sectionLead')}
    >
      <div className="contact-section">
        <div>
          <ContactDetailsList />
          <Link className="button" to="/contact">
            {text('contact.sendQuery')}
          </Link>
        </div>
        {details && (
          <iframe
            className="contact-section__map"
            title={text('contact.mapTitle', { hospital: HOSPITAL_NAME })}
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
