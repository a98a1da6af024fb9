import type { ReactNode } from 'react';
import type { ImageSizes } from '@hospital/contract';
import { Paragraphs, TopicPicture } from '../topic-body/topic-body';
import { LoadingState } from '../loading-state/loading-state';
import './topic-detail.css';
import { usePageText } from '../page/page-words';

export interface TopicDetailContent {
  heading: string;
  /** Paragraphs. */
  content: readonly string[];
  /** Main picture: a path in /public or an uploaded file. */
  url: string | null;
  /** The main picture's alternative text from the Media Library; the heading when empty. */
  url_alt?: string | null;
  /** What the CMS stored of the main picture (its srcset); none for a picture in /public. */
  url_sizes?: ImageSizes | null;
  gallery: readonly string[];
  /** The gallery pictures' alternative texts, by position; "{heading}, picture N" when empty. */
  galleryAlts?: ReadonlyArray<string | null>;
  /** What the CMS stored of each gallery picture, by position. */
  gallerySizes?: ReadonlyArray<ImageSizes | null>;
}

export interface TopicDetailProps {
  /** undefined while loading, and for an unknown id (the specification keeps the spinner then). */
  topic: TopicDetailContent | undefined;
  loadingMessage: string;
  /** 'More From This Department', 'More From This Division', 'More From This Service'. */
  galleryTitle: string;
  /** What a visitor can do next on this page (e.g. ask for an estimate), under the text. */
  actions?: ReactNode;
}

/** A facility, division or service page: heading, picture, text and an optional gallery. */
export function TopicDetail({ topic, loadingMessage, galleryTitle, actions }: TopicDetailProps) {
  const text = usePageText();
  if (!topic) return <LoadingState message={loadingMessage} />;

  return (
    <article className="topic-detail container">
      <h1>{topic.heading}</h1>
      <div className="topic-detail__body">
        <TopicPicture topic={topic} className="topic-detail__image" sizes="(min-width: 1024px) 480px, 100vw" priority />
        <div className="topic-detail__text">
          <Paragraphs texts={topic.content} />
          {actions}
        </div>
      </div>
      {topic.gallery.length > 0 && (
        <section className="topic-detail__gallery" aria-labelledby="topic-gallery-title">
          <h2 id="topic-gallery-title">{galleryTitle}</h2>
          <ul className="topic-detail__gallery-list">
            {topic.gallery.map((src, index) => (
              <li key={src}>
                <TopicPicture
                  topic={{
                    url: src,
                    url_alt: topic.galleryAlts?.[index],
                    url_sizes: topic.gallerySizes?.[index],
                    heading: text('pages.picture', { heading: topic.heading, number: index + 1 }),
                  }}
                  sizes="(min-width: 1024px) 380px, 50vw"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
