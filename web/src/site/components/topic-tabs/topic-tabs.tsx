import type { ReactNode } from 'react';
import type { ImageSizes } from '@hospital/contract';
import { ClampedText } from '../clamped-text/clamped-text';
import { Image } from '../../../components/image/image';
import { Tabs } from '../tabs/tabs';
import { useDelayedFirstSelection } from './use-delayed-first-selection';
import './topic-tabs.css';

/** What a tab shows: the shape of the fixed facilities, divisions and neurosurgery services. */
export interface Topic {
  id: number;
  heading: string;
  content: readonly string[];
  url: string | null;
  /** The picture's alternative text from the Media Library; the heading when empty. */
  url_alt?: string | null;
  /** What the CMS stored of the picture: its srcset (none for the fixed pictures in /public). */
  url_sizes?: ImageSizes | null;
}

export interface TopicTabsProps<T extends Topic> {
  /** Names the tab list ("Facilities", "Neurology divisions"...), in the page's language. */
  label: string;
  /** The tab list's name in English: the served panels' ids are made of it, the same in every language (the label by default). */
  idBase?: string;
  topics: readonly T[];
  /** Lines of text before the preview is clamped. */
  clampLines: number;
  /** Delay before the first tab is selected. */
  selectDelayMs: number;
  /** The panel's call to action: a Learn More link or button. */
  renderAction: (topic: T) => ReactNode;
  layout?: 'side' | 'top';
  /** The panel heading's level: 3 under a home-page section, 2 directly under a page title. */
  headingLevel?: 2 | 3;
}

/** A tab per topic; the panel shows its heading, clamped text, picture and call to action. */
export function TopicTabs<T extends Topic>({
  label,
  idBase = label,
  topics,
  clampLines,
  selectDelayMs,
  renderAction,
  layout = 'side',
  headingLevel = 3,
}: TopicTabsProps<T>) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [selectedId, setSelectedId] = useDelayedFirstSelection(
    topics[0] ? String(topics[0].id) : undefined,
    selectDelayMs,
  );
  const items = topics.map((topic) => ({ id: String(topic.id), label: topic.heading }));

  return (
    <Tabs
      label={label}
      idBase={idBase}
      items={items}
      selectedId={selectedId}
      onSelect={setSelectedId}
      layout={layout}
      firstPanelDelayMs={selectDelayMs}
    >
      {(id) => {
        const topic = topics.find((candidate) => String(candidate.id) === id);
        if (!topic) return null;
        return (
          <div className="topic-panel">
            <div className="topic-panel__text">
              <Heading className="topic-panel__heading">{topic.heading}</Heading>
              <ClampedText lines={clampLines}>{topic.content.join(' ')}</ClampedText>
              {renderAction(topic)}
            </div>
            {/* A broken picture reads 'No Image', as on the topic's own detail page. */}
            <Image
              className="topic-panel__image"
              src={topic.url}
              storedSizes={topic.url_sizes}
              alt={topic.url_alt || topic.heading}
              width={800}
              height={600}
              sizes="(min-width: 1024px) 420px, 100vw"
              fallback="text"
            />
          </div>
        );
      }}
    </Tabs>
  );
}
