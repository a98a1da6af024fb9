import { useState } from 'react';
import { TopicTabs } from '../../components/topic-tabs/topic-tabs';
import { CLAMP_LINES, TAB_SELECT_DELAY_MS } from '../../data/constants';
import type { FixedTopic } from '../../data/fixed-topic';
import { useNeurosurgeryServices } from '../../lib/api';
import { NeurosurgeryDialog } from './neurosurgery-dialog';
import './neurosurgery.css';

/** Neurosurgery, Neuro Trauma Care and Spine Surgery as tabs; Learn More opens the full text. */
export function NeurosurgeryTabs({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const neurosurgeryServices = useNeurosurgeryServices();
  const [reading, setReading] = useState<FixedTopic | null>(null);
  return (
    <>
      <TopicTabs
        label="Neurosurgery services"
        topics={neurosurgeryServices}
        clampLines={CLAMP_LINES.neurosurgery}
        selectDelayMs={TAB_SELECT_DELAY_MS}
        headingLevel={headingLevel}
        layout="top"
        renderAction={(service) => (
          <button type="button" className="button" aria-haspopup="dialog" onClick={() => setReading(service)}>
            Learn More
          </button>
        )}
      />
      <NeurosurgeryDialog service={reading} onClose={() => setReading(null)} />
    </>
  );
}
