/**
 * The site's video link rule, the same as the public player's and the admin form's
 * (web/src/lib/video-link.ts; cms/tests/api/legacy-unit.test.ts holds the two to the same cases):
 * an http(s) short link (youtu.be/ID), watch page (watch?v=ID), embed (embed/ID) or v-style link
 * (v/ID) of the video platform, with an id of exactly 11 letters, digits, underscores or hyphens.
 * A video or review video whose link breaks it would be a card the site cannot play.
 */
const VIDEO_LINK =
  /^https?:\/\/(?:www\.|m\.)?(?:youtu\.be\/|youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|v\/))([A-Za-z0-9_-]{11})(?=$|[?&#/])/;

/** The content types whose link is played as a video. */
export const VIDEO_TYPES: readonly string[] = ['video', 'review_video'];

/** The video id in `link`, or '' when the site cannot play it. */
export function videoIdFrom(link: string | null | undefined): string {
  return link?.trim().match(VIDEO_LINK)?.[1] ?? '';
}
