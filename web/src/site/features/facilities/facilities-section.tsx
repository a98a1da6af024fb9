import { FacilitiesTabs } from './facilities-tabs';

/** The home page's facilities (anchor #departments). */
export function FacilitiesSection() {
  return (
    <section id="departments" className="section section--alt" aria-labelledby="facilities-title">
      <div className="container">
        <h2 id="facilities-title" className="section__title">
          Our Facilities
        </h2>
        <p className="section__lead">
          Everything a patient with a brain, spine or nerve problem needs, in one building and at every hour.
        </p>
        <FacilitiesTabs />
      </div>
    </section>
  );
}
