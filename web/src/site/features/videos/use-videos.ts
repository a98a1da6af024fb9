import { useMemo } from 'react';
import { usePublicApi } from '../../../lib/api';
import { toVideoView } from './video-view';
import { videosKey, type VideoKind } from './videos-key';

const FAILURE_LABEL: Record<VideoKind, string> = {
  video: 'Error fetching videos',
  review_video: 'Error fetching review videos',
};

/** The videos or review videos, newest first; a failed load is logged and leaves the list empty. */
export function useVideos(kind: VideoKind) {
  const { data } = usePublicApi(videosKey(kind), { failureLabel: FAILURE_LABEL[kind] });
  return useMemo(
    () => (Array.isArray(data) ? data.filter((entry) => entry.type === kind).map(toVideoView) : []),
    [data, kind],
  );
}
