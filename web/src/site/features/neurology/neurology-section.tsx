import { DivisionTabs } from './division-tabs';

/** The home page's neurology divisions. */
export function NeurologySection() {
  return (
    <section id="neurology" className="section" aria-labelledby="neurology-title">
      <div className="container">
        <h2 id="neurology-title" className="section__title">
          Neurology Divisions
        </h2>
        <p className="section__lead">
          Specialist units for every neurological condition, each led by neurologists trained in that field.
        </p>
        <DivisionTabs />
      </div>
    </section>
  );
}
