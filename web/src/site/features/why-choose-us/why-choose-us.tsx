import { useHomeTexts } from '../../../lib/api';
import './why-choose-us.css';

/** 'Why Choose Us': what patients in India and from abroad can count on. */
export function WhyChooseUs() {
  const whyChooseUs = useHomeTexts()?.why_choose_us ?? [];
  return (
    <section id="why-choose-us" className="section" aria-labelledby="why-choose-us-title">
      <div className="container">
        <h2 id="why-choose-us-title" className="section__title">
          Why Choose Us
        </h2>
        <p className="section__lead">Complete neurosciences care, whether you live next door or in another country.</p>
        <div className="why-choose-us">
          {whyChooseUs.map((group) => (
            <div key={group.heading} className="why-choose-us__group">
              <h3>{group.heading}</h3>
              <ul>
                {group.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
