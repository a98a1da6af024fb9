import { useState } from 'react';
import { servedPanelId } from '../../components/tabs/served-tabs';
import { TopicTabs } from '../../components/topic-tabs/topic-tabs';
import { CLAMP_LINES, TAB_SELECT_DELAY_MS } from '../../../data/constants';
import type { FixedTopic } from '../../../data/fixed-topic';
import { useNeurosurgeryServices } from '../../../lib/api';
import { useEnhanced } from '../../../lib/use-enhanced';
import { NeurosurgeryDialog, ServedNeurosurgeryDialog, servedDialogId } from './neurosurgery-dialog';
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
  const enhanced = useEnhanced();
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
        renderAction={(service) =>
          enhanced ? (
            <button type="button" className="button" aria-haspopup="dialog" onClick={() => setReading(service)}>
              {text('home.learnMore')}
            </button>
          ) : (
            <a className="button" href={`#${servedDialogId(service)}`}>
              {text('home.learnMore')}
            </a>
          )
        }
      />
      {enhanced ? (
        <NeurosurgeryDialog service={reading} onClose={() => setReading(null)} />
      ) : (
        neurosurgeryServices.map((service) => (
          <ServedNeurosurgeryDialog
            key={service.id}
            service={service}
            closeHref={`#${servedPanelId(TABS_ID, String(service.id))}`}
          />
        ))
      )}
    </>
  );
}
