import { describe, expect, it } from 'vitest';
import { isHttpUrl } from '../../lib/links';
import { videoIdOf, videoThumbnail } from './video-link';

describe('video id rule', () => {
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=9bZkp7q19f0', '9bZkp7q19f0'],
    ['https://www.youtube.com/watch?feature=share&v=9bZkp7q19f0&t=3', '9bZkp7q19f0'],
    ['https://www.youtube.com/embed/a_b-c1d2e3F', 'a_b-c1d2e3F'],
    ['https://www.youtube.com/v/a_b-c1d2e3F?version=3', 'a_b-c1d2e3F'],
    ['https://youtu.be/short', ''],
    ['https://youtu.be/dQw4w9WgXcQextra', ''],
    ['https://example.com/video/12345678901', ''],
  ])('%s → %s', (link, id) => {
    expect(videoIdOf(link)).toBe(id);
  });

  it('accepts only http and https URLs', () => {
    expect(isHttpUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isHttpUrl('youtu.be/dQw4w9WgXcQ')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  });

  it('derives a thumbnail only from a valid id', () => {
    expect(videoThumbnail('https://youtu.be/dQw4w9WgXcQ')).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(videoThumbnail('https://example.com')).toBeNull();
  });
});
