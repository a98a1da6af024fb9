import { Link } from 'react-router-dom';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';
import { TopicTabs } from '../../components/topic-tabs/topic-tabs';
import { CLAMP_LINES, TAB_SELECT_DELAY_MS } from '../../../data/constants';
import { useFacilities } from '../../../lib/api';
import { useText } from '../../../lib/i18n';

/** The ten facilities as tabs; Learn More opens the facility's page. */
export function FacilitiesTabs({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const facilities = useFacilities();
  const text = useText();
  return (
    <>
      <TopicTabs
        label={text('nav.facilities')}
        idBase="Facilities"
        topics={facilities}
        clampLines={CLAMP_LINES.facilities}
        selectDelayMs={TAB_SELECT_DELAY_MS}
        headingLevel={headingLevel}
        renderAction={(facility) => (
          <Link className="button" to={`/department/${facility.id}`}>
            {text('home.learnMore')}
            <span className="sr-only">{text('home.aboutTopic', { name: facility.heading })}</span>
          </Link>
        )}
      />
      <PartlyEnglishNote records={facilities} />
    </>
  );
}
