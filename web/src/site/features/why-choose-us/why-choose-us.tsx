import { useHomeTexts } from '../../../lib/api';
import { PageSection } from '../../components/page-section/page-section';
import { useText } from '../../../lib/i18n';
import './why-choose-us.css';

/** 'Why Choose Us': what patients in India and from abroad can count on. */
export function WhyChooseUs() {
  const whyChooseUs = useHomeTexts()?.why_choose_us ?? [];
  const text = useText();
  return (
    <PageSection
      id="why-choose-us"
      titleId="why-choose-us-title"
      title={text('home.whyTitle')}
      lead={text('home.whyLead')}
    >
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
    </PageSection>
  );
}
