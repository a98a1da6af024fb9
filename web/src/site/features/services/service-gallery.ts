/** Where a service's gallery files live when the data names only the file. */
const SERVICE_IMAGE_PREFIX = '/uploads/';

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
    : [];
}

/**
 * A service's gallery from `multiple_img`: a list, or (older data) a JSON-encoded list of file
 * names or URLs. Anything unreadable gives an empty gallery. Full URLs and /uploads paths stay as
 * they are; a bare file name gets the image folder prefixed.
 */
export function serviceGallery(multipleImg: unknown): string[] {
  let entries: string[];
  if (typeof multipleImg === 'string') {
    try {
      entries = strings(JSON.parse(multipleImg));
    } catch {
      entries = [];
    }
  } else {
    entries = strings(multipleImg);
  }
  return entries.map((entry) =>
    entry.startsWith('http') || entry.startsWith('/') ? entry : `${SERVICE_IMAGE_PREFIX}${entry}`,
  );
}

/** A service's text as paragraphs. */
export function serviceParagraphs(content: string): string[] {
  return content
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
