import { useMemo } from 'react';
import { useApi } from '../../lib/api';
import { toVideoView } from './video-view';

export type VideoKind = 'video' | 'review_video';

const FAILURE_LABEL: Record<VideoKind, string> = {
  video: 'Error fetching videos',
  review_video: 'Error fetching review videos',
};

/** The videos or review videos, newest first; a failed load is logged and leaves the list empty. */
export function useVideos(kind: VideoKind) {
  const { data } = useApi('/content/', { query: { type: kind }, failureLabel: FAILURE_LABEL[kind] });
  return useMemo(
    () => (Array.isArray(data) ? data.filter((entry) => entry.type === kind).map(toVideoView) : []),
    [data, kind],
  );
}
