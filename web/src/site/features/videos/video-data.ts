import { videoData } from '../../../lib/structured-data';
import type { VideoKind } from './videos-key';
import { useVideos } from './use-videos';

/** VideoObject data for every playable video of a kind, for the page's head. */
export function useVideoStructuredData(kind: VideoKind) {
  return useVideos(kind)
    .filter((video) => video.videoId)
    .map((video) =>
      videoData(
        video.title,
        video.description,
        video.thumbnail,
        `https://www.youtube.com/embed/${video.videoId}`,
        video.uploaded,
      ),
    );
}
