import { NeurosurgeryTabs } from './neurosurgery-tabs';

/** The home page's neurosurgery section. */
export function NeurosurgerySection() {
  return (
    <section id="neurosurgery" className="section section--alt" aria-labelledby="neurosurgery-title">
      <div className="container">
        <h2 id="neurosurgery-title" className="section__title">
          Neurosurgery
        </h2>
        <p className="section__lead">
          Brain, spine and trauma surgery with modern theatres and a dedicated neuro-anaesthesia team.
        </p>
        <NeurosurgeryTabs />
      </div>
    </section>
  );
}
