import { Link } from 'react-router-dom';
import { AmbulanceIcon } from '../../components/icons/icons';
import { useContactDetails, telHref } from '../../../data/contact-details';
import { useText } from '../../../lib/i18n';
import './emergency-strip.css';

/** The 24x7 neuro critical care strip, with the number to call. */
export function EmergencyStrip() {
  const details = useContactDetails();
  const text = useText();
  if (!details) return null;
  const { mainMobile } = details;
  return (
    <section className="emergency-strip" aria-labelledby="emergency-title">
      <div className="container emergency-strip__inner">
        <AmbulanceIcon size={40} />
        <div>
          <h2 id="emergency-title">{text('strip.title')}</h2>
          <p>{text('strip.text')}</p>
        </div>
        <a className="button emergency-strip__call" href={telHref(mainMobile)}>
          {text('strip.call', { number: mainMobile.display })}
        </a>
        <Link className="emergency-strip__guide" to="/emergency">
          {text('strip.guide')}
        </Link>
      </div>
    </section>
  );
}
