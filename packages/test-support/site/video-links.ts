/**
 * Video links on both sides of the site's one video link rule (lib/video-link.ts), shared by the
 * tests of the player, the admin form and the CMS, so the three are held to the same cases.
 */

/** Links the public player plays, with their id: the admin form accepts exactly these. */
export const PLAYABLE_VIDEO_LINKS: [link: string, id: string][] = [
  ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ['https://youtu.be/dQw4w9WgXcQ?si=abc123', 'dQw4w9WgXcQ'],
  ['https://www.youtube.com/watch?v=9bZkp7q19f0', '9bZkp7q19f0'],
  ['https://m.youtube.com/watch?feature=share&v=9bZkp7q19f0&t=42', '9bZkp7q19f0'],
  ['http://youtube.com/watch?v=a_b-c_d-e_f', 'a_b-c_d-e_f'],
  ['https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0', 'dQw4w9WgXcQ'],
  ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ['http://www.youtube.com/v/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ['https://www.youtube.com/v/a_b-c1d2e3F?version=3', 'a_b-c1d2e3F'],
  ['  https://youtu.be/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
];

/** Links the player cannot play: the admin form refuses them. */
export const UNPLAYABLE_VIDEO_LINKS: [why: string, link: string][] = [
  ['an id that is too short', 'https://youtu.be/dQw4w9WgX'],
  ['an id that is too long', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
  ['an id with extra text', 'https://youtu.be/dQw4w9WgXcQextra'],
  ['an id with other characters', 'https://youtu.be/dQw4w9W$XcQ'],
  ['a channel page', 'https://www.youtube.com/@hospital'],
  ['a shorts link', 'https://www.youtube.com/shorts/dQw4w9WgXcQ'],
  ['another site', 'https://vimeo.com/123456789'],
  ['another site with an embed-like path', 'https://example.com/embed/dQw4w9WgXcQ'],
  ['another site with a v= parameter', 'https://example.com/watch?v=dQw4w9WgXcQ'],
  ['a look-alike host', 'https://youtube.com.example.net/watch?v=dQw4w9WgXcQ'],
  ['a link without its scheme', 'youtu.be/dQw4w9WgXcQ'],
  ['another scheme', 'javascript://youtu.be/dQw4w9WgXcQ'],
  ['plain text', 'not a link'],
  ['an empty link', ''],
];
