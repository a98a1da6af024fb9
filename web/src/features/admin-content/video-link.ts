/**
 * The specification's video id rule: an 11-character id of letters, digits, underscore or hyphen,
 * taken from a short link (youtu.be/ID), a watch link (watch?v=ID), an embed link (/embed/ID)
 * or a v-style link (/v/ID). Anything else has no id.
 */
const VIDEO_ID = /(?:youtu\.be\/|\/embed\/|\/v\/|[?&]v=)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;

export function videoIdOf(link: string): string {
  return VIDEO_ID.exec(link)?.[1] ?? '';
}

export function videoThumbnail(link: string | null): string | null {
  const id = link ? videoIdOf(link) : '';
  return id ? `https://img.youtube.com/vi/${id}/hqdefault.jpg` : null;
}
