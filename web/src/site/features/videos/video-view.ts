import type { ContentEntry } from '../../../lib/api';
import { videoIdFrom, videoThumbnailUrl } from '../../../lib/video-link';

/** A video as the cards and player show it (the specification's "Video view"). */
export interface VideoView {
  id: string;
  title: string;
  description: string;
  /** Derived from the video id; '' when the link has none. */
  thumbnail: string;
  ytLink: string;
  /** The platform's id, '' when the link is not a recognised video link. */
  videoId: string;
  /** Read in Bengali or Hindi with part of it still English (the CMS's mark). */
  partly_english?: boolean;
  /** When it was added to the site: search engines ask a video's upload date (`uploadDate`). */
  uploaded: string;
}

export function toVideoView(entry: ContentEntry): VideoView {
  const videoId = videoIdFrom(entry.link);
  return {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    thumbnail: videoThumbnailUrl(videoId),
    ytLink: entry.link ?? '',
    videoId,
    partly_english: entry.partly_english,
    uploaded: entry.created_at,
  };
}
