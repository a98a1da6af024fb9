import { DivisionTabs } from './division-tabs';
import { useText } from '../../lib/i18n';

/** The home page's neurology divisions. */
export function NeurologySection() {
  const text = useText();
  return (
    <section id="neurology" className="section" aria-labelledby="neurology-title">
      <div className="container">
        <h2 id="neurology-title" className="section__title">
          {text('home.neurologyTitle')}
        </h2>
        <p className="section__lead">{text('home.neurologyLead')}</p>
        <DivisionTabs />
      </div>
    </section>
  );
}
