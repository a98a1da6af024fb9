import type { ImageCopy, ImageSizes } from '@hospital/contract';
import { resolveMediaUrl } from '../../lib/media';

/**
 * An address a srcset can carry: a path on this site or an http(s) URL (the media bucket), with
 * no space or comma, which would split it into a wrong candidate. Anything else (a `javascript:`
 * or `data:` URL, garbage) is no picture to offer.
 */
function offerable(url: unknown): url is string {
  return typeof url === 'string' && /^(https?:\/\/[^/\s,]|\/(?!\/))[^\s,]*$/i.test(url);
}

const isWidth = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The copies a srcset can offer, narrowest first, one per width, each narrower than the original. */
function offerableCopies(stored: ImageSizes): Array<{ url: string; width: number }> {
  const listed: unknown[] = Array.isArray(stored.smaller) ? stored.smaller : [];
  const copies = listed
    .filter((copy): copy is ImageCopy => typeof copy === 'object' && copy !== null)
    .filter((copy) => offerable(copy.url) && isWidth(copy.width) && copy.width < stored.width)
    .map((copy) => ({ url: resolveMediaUrl(copy.url) ?? copy.url, width: copy.width }))
    .sort((a, b) => a.width - b.width);
  return copies.filter((copy, index) => index === 0 || copy.width !== copies[index - 1].width);
}

/**
 * The srcset of an uploaded picture from what the CMS stored of it (its `<field>_sizes`): each
 * smaller copy at its own address and real width, then the original at its real width. Nothing
 * is derived from the original's file name. Undefined (the original alone) when the CMS gave no
 * sizes or no usable copy: a copy with an unusable address or width is left out, never guessed.
 */
export function storedSrcSet(src: string, stored: ImageSizes | null | undefined): string | undefined {
  if (!stored || !isWidth(stored.width) || !offerable(src)) return undefined;
  const copies = offerableCopies(stored);
  if (copies.length === 0) return undefined;
  return [...copies, { url: src, width: stored.width }].map((copy) => `${copy.url} ${copy.width}w`).join(', ');
}
