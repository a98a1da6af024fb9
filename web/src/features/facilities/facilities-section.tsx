import { FacilitiesTabs } from './facilities-tabs';
import { useText } from '../../lib/i18n';

/** The home page's facilities (anchor #departments). */
export function FacilitiesSection() {
  const text = useText();
  return (
    <section id="departments" className="section section--alt" aria-labelledby="facilities-title">
      <div className="container">
        <h2 id="facilities-title" className="section__title">
          {text('home.facilitiesTitle')}
        </h2>
        <p className="section__lead">{text('home.facilitiesLead')}</p>
        <FacilitiesTabs />
      </div>
    </section>
  );
}
