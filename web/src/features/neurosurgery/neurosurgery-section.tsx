import { NeurosurgeryTabs } from './neurosurgery-tabs';
import { useText } from '../../lib/i18n';

/** The home page's neurosurgery section. */
export function NeurosurgerySection() {
  const text = useText();
  return (
    <section id="neurosurgery" className="section section--alt" aria-labelledby="neurosurgery-title">
      <div className="container">
        <h2 id="neurosurgery-title" className="section__title">
          {text('home.neurosurgeryTitle')}
        </h2>
        <p className="section__lead">{text('home.neurosurgeryLead')}</p>
        <NeurosurgeryTabs />
      </div>
    </section>
  );
}
