import type { ImageSizes } from '@hospital/contract';

/** Strapi's upload plugin: the thumbnail fits within 245 x 156; each breakpoint copy within a square. */
const THUMBNAIL = { name: 'thumbnail', width: 245, height: 156 };
const BREAKPOINTS = [
  { name: 'small', size: 500 },
  { name: 'medium', size: 750 },
  { name: 'large', size: 1000 },
];

/** `/uploads/x.jpg` with `small` → `/uploads/small_x.jpg`: how Strapi names the copy (test data only). */
const copyUrl = (url: string, name: string) => url.replace(/([^/]+)$/, `${name}_$1`);

function fitInside(width: number, height: number, boxWidth: number, boxHeight: number) {
  const scale = Math.min(boxWidth / width, boxHeight / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * What the CMS answers as `<field>_sizes` for a picture of this size uploaded to Strapi: the
 * copies it makes (a thumbnail when larger than 245 x 156, and each breakpoint the picture
 * exceeds in width or height), narrower than the original, narrowest first, as the CMS's
 * imageSizes() lists them.
 */
export function strapiSizes(url: string, width: number, height: number): ImageSizes {
  const copies = [
    ...(width > THUMBNAIL.width || height > THUMBNAIL.height
      ? [{ name: THUMBNAIL.name, ...fitInside(width, height, THUMBNAIL.width, THUMBNAIL.height) }]
      : []),
    ...BREAKPOINTS.filter(({ size }) => size < width || size < height).map(({ name, size }) => ({
      name,
      ...fitInside(width, height, size, size),
    })),
  ];
  const smaller = copies
    .filter((copy) => copy.width < width)
    .map((copy) => ({ url: copyUrl(url, copy.name), width: copy.width, height: copy.height }))
    .sort((a, b) => a.width - b.width);
  return { width, height, smaller };
}
