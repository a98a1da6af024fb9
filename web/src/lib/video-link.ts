import { VIDEO_ID_LENGTH } from '../data/constants';

/**
 * The one video link rule of the site: the admin content form accepts a link exactly when the
 * public player can play it. The video platform's http(s) links that carry an id: short links
 * (youtu.be/ID), watch pages (watch?v=ID, also after other parameters), embeds (embed/ID) and
 * v-style links (v/ID). The id is exactly 11 letters, digits, underscores or hyphens, followed by
 * the end or a separator. The CMS holds stored links to the same rule (cms/src/legacy/video-link.ts).
 */
const VIDEO_LINK = new RegExp(
  String.raw`^https?://(?:www\.|m\.)?` +
    String.raw`(?:youtu\.be/|youtube(?:-nocookie)?\.com/(?:watch\?(?:[^#]*&)?v=|embed/|v/))` +
    String.raw`([A-Za-z0-9_-]{${VIDEO_ID_LENGTH}})(?=$|[?&#/])`,
);

/** The video id in `link`, or '' when the link is not one of the playable shapes. */
export function videoIdFrom(link: string | null | undefined): string {
  return link?.trim().match(VIDEO_LINK)?.[1] ?? '';
}

export function videoThumbnailUrl(id: string): string {
  return id ? `https://img.youtube.com/vi/${id}/hqdefault.jpg` : '';
}

/** The platform's embed player, starting on its own. */
export function videoEmbedUrl(id: string): string {
  return `https://www.youtube.com/embed/${id}?autoplay=1&rel=0`;
}
