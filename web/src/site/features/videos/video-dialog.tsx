import { Dialog } from '../../../components/dialog/dialog';
import { videoEmbedUrl } from '../../../lib/video-link';
import type { VideoView } from './video-view';
import { usePageText } from '../../components/page/page-words';

/** The embedded player, playing at once; the backdrop, × or Escape close it. */
export function VideoDialog({ video, onClose }: { video: VideoView | null; onClose: () => void }) {
  const text = usePageText();
  return (
    <Dialog open={video !== null} onClose={onClose} title={video?.title ?? ''} size="video">
      {video &&
        (video.videoId ? (
          <div className="video-player">
            <iframe
              src={videoEmbedUrl(video.videoId)}
              title={video.title}
              width={960}
              height={540}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          </div>
        ) : (
          <p>{text('pages.videos.cannotPlay')}</p>
        ))}
    </Dialog>
  );
}
