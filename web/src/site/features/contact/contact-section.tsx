import { Link } from 'react-router-dom';
import { HOSPITAL_NAME, useContactDetails } from '../../../data/contact-details';
import { ContactDetailsList } from './contact-details-list';
import './contact.css';

/** The home page's contact section (anchor #contact): how to reach us and a map. */
export function ContactSection() {
  const details = useContactDetails();
  return (
    <section id="contact" className="section" aria-labelledby="contact-title">
      <div className="container">
        <h2 id="contact-title" className="section__title">
          Get in Touch
        </h2>
        <p className="section__lead">Call, write or visit us. For an emergency, come straight to the hospital.</p>
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
      </div>
    </section>
  );
}
