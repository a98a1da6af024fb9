import { describe, expect, it } from 'vitest';
import { videoEmbedUrl, videoIdFrom, videoThumbnailUrl } from './video-id';

describe('video id rule', () => {
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc123', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=9bZkp7q19f0', '9bZkp7q19f0'],
    ['https://m.youtube.com/watch?feature=share&v=9bZkp7q19f0&t=42', '9bZkp7q19f0'],
    ['youtube.com/watch?v=a_b-c_d-e_f', 'a_b-c_d-e_f'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://www.youtube.com/v/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('finds the 11-character id in %s', (link, id) => {
    expect(videoIdFrom(link)).toBe(id);
  });

  it.each([
    ['an id that is too short', 'https://youtu.be/dQw4w9WgX'],
    ['an id that is too long', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['an id with other characters', 'https://youtu.be/dQw4w9W$XcQ'],
    ['a channel page', 'https://www.youtube.com/@hospital'],
    ['a shorts link', 'https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['another site', 'https://vimeo.com/123456789'],
    ['another site with a look-alike path', 'https://example.com/embed/dQw4w9WgXcQ'],
    ['plain text', 'not a link'],
    ['an empty link', ''],
    ['no link', null],
  ])('gives no id for %s', (_, link) => {
    expect(videoIdFrom(link)).toBe('');
  });

  it('derives the thumbnail and the autoplaying embed from the id', () => {
    expect(videoThumbnailUrl('dQw4w9WgXcQ')).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(videoThumbnailUrl('')).toBe('');
    expect(videoEmbedUrl('dQw4w9WgXcQ')).toContain('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1');
  });
});
