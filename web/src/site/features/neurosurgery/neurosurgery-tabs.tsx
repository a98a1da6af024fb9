import { useState } from 'react';
import { servedPanelId } from '../../components/tabs/served-tabs';
import { TopicTabs } from '../../components/topic-tabs/topic-tabs';
import { CLAMP_LINES, TAB_SELECT_DELAY_MS } from '../../../data/constants';
import type { FixedTopic } from '../../../data/fixed-topic';
import { useNeurosurgeryServices } from '../../../lib/api';
import { useEnhanced } from '../../../lib/use-enhanced';
import { NeurosurgeryDialog, ServedNeurosurgeryDialog, servedDialogId } from './neurosurgery-dialog';
import './neurosurgery.css';

const TABS_LABEL = 'Neurosurgery services';

/** Neurosurgery, Neuro Trauma Care and Spine Surgery as tabs; Learn More opens the full text. */
export function NeurosurgeryTabs({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const neurosurgeryServices = useNeurosurgeryServices();
  const [reading, setReading] = useState<FixedTopic | null>(null);
  // The served page links each Learn More to its full text (shown by the style sheet); the script opens a dialog.
  const enhanced = useEnhanced();
  return (
    <>
      <TopicTabs
        label={TABS_LABEL}
        topics={neurosurgeryServices}
        clampLines={CLAMP_LINES.neurosurgery}
        selectDelayMs={TAB_SELECT_DELAY_MS}
        headingLevel={headingLevel}
        layout="top"
        renderAction={(service) =>
          enhanced ? (
            <button type="button" className="button" aria-haspopup="dialog" onClick={() => setReading(service)}>
              Learn More
            </button>
          ) : (
            <a className="button" href={`#${servedDialogId(service)}`}>
              Learn More
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
            closeHref={`#${servedPanelId(TABS_LABEL, String(service.id))}`}
          />
        ))
      )}
    </>
  );
}
