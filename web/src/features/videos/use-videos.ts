import { useMemo } from 'react';
import { useApi, type ContentEntry } from '../../lib/api';
import { toVideoView } from './video-view';

export type VideoKind = 'video' | 'review_video';

const FAILURE_LABEL: Record<VideoKind, string> = {
  video: 'Error fetching videos',
  review_video: 'Error fetching review videos',
};

/** The videos or review videos, newest first; a failed load is logged and leaves the list empty. */
export function useVideos(kind: VideoKind) {
  const { data } = useApi<ContentEntry[]>('/content/', {
    query: { type: kind },
    onError: (error) => console.error(FAILURE_LABEL[kind], error),
  });
  return useMemo(
    () => (Array.isArray(data) ? data.filter((entry) => entry.type === kind).map(toVideoView) : []),
    [data, kind],
  );
}
