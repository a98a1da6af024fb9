import { Link } from 'react-router-dom';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';
import { TopicTabs } from '../../components/topic-tabs/topic-tabs';
import { CLAMP_LINES, TAB_SELECT_DELAY_MS } from '../../../data/constants';
import { useDivisions } from '../../../lib/api';
import { useText } from '../../../lib/i18n';

/** The nine neurology divisions as tabs; Learn More opens the division's page. */
export function DivisionTabs({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const divisions = useDivisions();
  const text = useText();
  return (
    <>
      <TopicTabs
        label={text('home.neurologyTabs')}
        idBase="Neurology divisions"
        topics={divisions}
        clampLines={CLAMP_LINES.neurology}
        selectDelayMs={TAB_SELECT_DELAY_MS}
        headingLevel={headingLevel}
        renderAction={(division) => (
          <Link className="button" to={`/division/${division.id}`}>
            {text('home.learnMore')}
            <span className="sr-only">{text('home.aboutTopic', { name: division.heading })}</span>
          </Link>
        )}
      />
      <PartlyEnglishNote records={divisions} />
    </>
  );
}
