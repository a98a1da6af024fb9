import { Link } from 'react-router-dom';
import { AmbulanceIcon } from '../../components/icons/icons';
import { useContactDetails, telHref } from '../../../data/contact-details';
import './emergency-strip.css';

/** The 24x7 neuro critical care strip, with the number to call. */
export function EmergencyStrip() {
  const details = useContactDetails();
  if (!details) return null;
  const { mainMobile } = details;
  return (
    <section className="emergency-strip" aria-labelledby="emergency-title">
      <div className="container emergency-strip__inner">
        <AmbulanceIcon size={40} />
        <div>
          <h2 id="emergency-title">24x7 Neuro Critical Care</h2>
          <p>Stroke, head injury or seizure? Our emergency team is ready at every hour, every day.</p>
        </div>
        <a className="button emergency-strip__call" href={telHref(mainMobile)}>
          Call {mainMobile.display}
        </a>
        <Link className="emergency-strip__guide" to="/emergency">
          Stroke signs and what to do
        </Link>
      </div>
    </section>
  );
}
