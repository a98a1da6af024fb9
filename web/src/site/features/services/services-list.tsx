import { Link } from 'react-router-dom';
import { ClampedText } from '../../components/clamped-text/clamped-text';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';
import { TopicPicture } from '../../components/topic-body/topic-body';
import { useServices } from './use-services';
import './services.css';
import { useText } from '../../../lib/i18n';

const SERVICE_CARD_LINES = 4;

/** Every service as a card linking to its page; empty when the list cannot be loaded. */
export function ServicesList() {
  const services = useServices('Error fetching services');
  const text = useText();
  if (services.length === 0) return null;
  return (
    <>
      <ul className="service-grid">
        {services.map((service, index) => (
          <li key={service.id} className="service-card">
            <TopicPicture
              topic={service}
              sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
              priority={index === 0}
            />
            <div className="service-card__body">
              <h2 className="service-card__title">{service.heading}</h2>
              <ClampedText lines={SERVICE_CARD_LINES}>{service.content}</ClampedText>
              <Link className="text-link service-card__link" to={`/services/${service.id}`}>
                {text('home.learnMore')}
                <span className="sr-only">{text('home.aboutTopic', { name: service.heading })}</span> →
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <PartlyEnglishNote records={services} />
    </>
  );
}
