import { publicKey, type PublicKey } from '../../../lib/api';

export type VideoKind = 'video' | 'review_video';

/** The videos or the review videos: read by their carousels, declared by their routes. */
export const videosKey = (kind: VideoKind): PublicKey<'/content/'> => publicKey('/content/', { type: kind });
