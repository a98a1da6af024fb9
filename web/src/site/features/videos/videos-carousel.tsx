import { useId, useState } from 'react';
import { Carousel } from '../../components/carousel/carousel';
import { ContentCard } from '../../components/content-card/content-card';
import { PlayIcon } from '../../components/icons/icons';
import { useVideos } from './use-videos';
import type { VideoKind } from './videos-key';
import { VideoDialog } from './video-dialog';
import type { VideoView } from './video-view';
import './videos.css';
import { usePageText } from '../../components/page/page-words';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';

const VIDEO_CARD_LINES = 2;

export interface VideosCarouselProps {
  kind: VideoKind;
  title: string;
  /** 1 when the carousel's title is also the page's title (the Review Videos page). */
  headingLevel?: 1 | 2;
}

/** 'Latest Videos' or 'Review Videos': thumbnail cards with a play icon; each opens the player. */
export function VideosCarousel({ kind, title, headingLevel = 2 }: VideosCarouselProps) {
  const videos = useVideos(kind);
  const text = usePageText();
  const [playing, setPlaying] = useState<VideoView | null>(null);
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container">
        <Heading id={titleId} className="section__title">
          {title}
        </Heading>
        {videos.length > 0 && (
          <Carousel labelledBy={titleId} infinite={false}>
            {videos.map((video, index) => (
              <ContentCard
                key={video.id}
                imagePriority={index === 0}
                title={video.title}
                image={video.thumbnail || null}
                imageAlt={text('pages.videos.videoAlt', { title: video.title })}
                imageBadge={
                  <span className="video-badge" aria-hidden="true">
                    <PlayIcon size={34} />
                  </span>
                }
                description={video.description}
                descriptionLines={VIDEO_CARD_LINES}
                actionLabel={text('pages.videos.watch')}
                titleLevel={headingLevel === 1 ? 2 : 3}
                onOpen={() => setPlaying(video)}
                servedHref={video.ytLink}
              />
            ))}
          </Carousel>
        )}
        <PartlyEnglishNote records={videos} />
      </div>
      <VideoDialog video={playing} onClose={() => setPlaying(null)} />
    </section>
  );
}
