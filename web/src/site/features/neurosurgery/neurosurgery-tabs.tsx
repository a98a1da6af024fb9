import { useState } from 'react';
import { panelIdOf } from '../../components/tabs/tabs';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';
import { TopicTabs } from '../../components/topic-tabs/topic-tabs';
import { CLAMP_LINES, TAB_SELECT_DELAY_MS } from '../../../data/constants';
import type { FixedTopic } from '../../../data/fixed-topic';
import { useNeurosurgeryServices } from '../../../lib/api';
import { DialogLink } from '../../components/site-dialog/dialog-link';
import { NeurosurgeryDialog, fullTextId } from './neurosurgery-dialog';
import './neurosurgery.css';
import { useText } from '../../../lib/i18n';

/** The tab list's name in English: the served panels' ids are made of it, in every language. */
const TABS_ID = 'Neurosurgery services';

/** Neurosurgery, Neuro Trauma Care and Spine Surgery as tabs; Learn More opens the full text. */
export function NeurosurgeryTabs({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const neurosurgeryServices = useNeurosurgeryServices();
  const text = useText();
  const [reading, setReading] = useState<FixedTopic | null>(null);
  // The served page links each Learn More to its full text (shown by the style sheet); the script opens a dialog.
  return (
    <>
      <TopicTabs
        label={text('home.neurosurgeryTabs')}
        idBase={TABS_ID}
        topics={neurosurgeryServices}
        clampLines={CLAMP_LINES.neurosurgery}
        selectDelayMs={TAB_SELECT_DELAY_MS}
        headingLevel={headingLevel}
        layout="top"
        renderAction={(service) => (
          <DialogLink className="button" href={`#${fullTextId(service)}`} onOpen={() => setReading(service)}>
            {text('home.learnMore')}
          </DialogLink>
        )}
      />
      <PartlyEnglishNote records={neurosurgeryServices} />
      {neurosurgeryServices.map((service) => (
        <NeurosurgeryDialog
          key={service.id}
          service={service}
          open={reading?.id === service.id}
          onClose={() => setReading(null)}
          closeHref={`#${panelIdOf(TABS_ID, String(service.id))}`}
        />
      ))}
    </>
  );
}
