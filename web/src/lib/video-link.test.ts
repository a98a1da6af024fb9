import { describe, expect, it } from 'vitest';
import { PLAYABLE_VIDEO_LINKS, UNPLAYABLE_VIDEO_LINKS } from '@hospital/test-support/site/video-links';
import { videoEmbedUrl, videoIdFrom, videoThumbnailUrl } from './video-link';

describe('the video link rule', () => {
  it.each(PLAYABLE_VIDEO_LINKS)('finds the 11-character id in %s', (link, id) => {
    expect(videoIdFrom(link)).toBe(id);
  });

  it.each(UNPLAYABLE_VIDEO_LINKS)('gives no id for %s', (_, link) => {
    expect(videoIdFrom(link)).toBe('');
  });

  it('gives no id for no link', () => {
    expect(videoIdFrom(null)).toBe('');
    expect(videoIdFrom(undefined)).toBe('');
  });

  it('derives the thumbnail and the autoplaying embed from the id', () => {
    expect(videoThumbnailUrl('dQw4w9WgXcQ')).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(videoThumbnailUrl('')).toBe('');
    expect(videoEmbedUrl('dQw4w9WgXcQ')).toContain('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1');
  });
});
