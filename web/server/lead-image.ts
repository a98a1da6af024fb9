/**
 * The picture a page asks to fetch first (the `<img fetchpriority="high">` the page renders, on the
 * home page the current banner), announced in the head. A phone then fetches it with the page's
 * first bytes, before the scripts, and paints it with the first paint instead of after the app has
 * started: the banner is the home page's largest paint.
 */
const PRIORITY_IMAGE = /<img\b(?=[^>]*\sfetchpriority="high")[^>]*>/i;

/** One attribute's value as React wrote it (already escaped for a double-quoted attribute). */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

/** `<link rel="preload" as="image">` for the first high-priority picture of a rendered page, or ''. */
export function leadImagePreload(body: string): string {
  const tag = PRIORITY_IMAGE.exec(body)?.[0];
  const src = tag && attribute(tag, 'src');
  if (!tag || !src) return '';
  const srcSet = attribute(tag, 'srcset');
  const sizes = attribute(tag, 'sizes');
  // With a srcset the browser picks the same candidate as for the <img>, so nothing is fetched twice.
  const responsive = srcSet ? ` imagesrcset="${srcSet}"${sizes ? ` imagesizes="${sizes}"` : ''}` : '';
  return `<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high" />`;
}
