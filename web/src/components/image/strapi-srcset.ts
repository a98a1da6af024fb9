/**
 * Strapi stores smaller copies of every uploaded raster image next to the original, named
 * `large_`, `medium_` and `small_` + the original file name (1000, 750 and 500 px wide), and only
 * when the original is wider. The legacy API gives only the original's URL, so the candidates
 * are derived from that rule; a candidate that does not exist makes the <img> fall back to src.
 */
const VARIANTS = [
  { prefix: 'small_', width: 500 },
  { prefix: 'medium_', width: 750 },
  { prefix: 'large_', width: 1000 },
] as const;

/** The API does not say how wide an original is; the admin's recommended banner width is the guess. */
const ASSUMED_ORIGINAL_WIDTH = 1920;

const RASTER = /\.(jpe?g|png|webp|avif|tiff?)$/i;
const ALREADY_A_VARIANT = /^(thumbnail|small|medium|large)_/;

function splitUrl(url: string): { folder: string; file: string; suffix: string } {
  const [path, ...rest] = url.split(/(?=[?#])/);
  const slash = path.lastIndexOf('/');
  return { folder: path.slice(0, slash + 1), file: path.slice(slash + 1), suffix: rest.join('') };
}

/** True for an original uploaded to Strapi that can have responsive variants. */
export function hasStrapiVariants(url: string): boolean {
  const { folder, file } = splitUrl(url);
  return folder.includes('/uploads/') && RASTER.test(file) && !ALREADY_A_VARIANT.test(file);
}

export function strapiVariantUrl(url: string, prefix: string): string {
  const { folder, file, suffix } = splitUrl(url);
  return `${folder}${prefix}${file}${suffix}`;
}

/**
 * Strapi's `thumbnail_` copy fits within 245 x 156 px: 156 px wide for a square picture, the shape
 * an avatar is cropped to. Offered only for small pictures: a wider one would be drawn from it blurred.
 */
const THUMBNAIL = { prefix: 'thumbnail_', width: 156 } as const;

/** The srcset for an uploaded original, or undefined when it has no variants. */
export function strapiSrcSet(
  url: string,
  originalWidth = ASSUMED_ORIGINAL_WIDTH,
  { thumbnail = false } = {},
): string | undefined {
  if (!hasStrapiVariants(url)) return undefined;
  const variants = [...(thumbnail ? [THUMBNAIL] : []), ...VARIANTS]
    .filter((variant) => variant.width < originalWidth)
    .map((variant) => `${strapiVariantUrl(url, variant.prefix)} ${variant.width}w`);
  return [...variants, `${url} ${originalWidth}w`].join(', ');
}
