import sharp from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const MIME: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** A real image file (a plain colour), for multipart uploads. */
export async function imageFile({
  format = 'jpeg',
  width = 64,
  height = 48,
  name = `photo.${format === 'jpeg' ? 'jpg' : format}`,
  colour = '#2a6f97',
}: { format?: ImageFormat; width?: number; height?: number; name?: string; colour?: string } = {}): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: MIME[format] });
}

/** A file that claims to be an image by name and declared type but holds other bytes (an upload check must refuse it). */
export function disguisedFile(
  name = 'photo.jpg',
  content = '<html><script>alert(1)</script></html>',
  type = 'image/jpeg',
): File {
  return new File([content], name, { type });
}

/** An SVG, which can carry script: the legacy API accepts raster images only. */
export function svgFile(name = 'drawing.svg'): File {
  return new File(
    ['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'],
    name,
    { type: 'image/svg+xml' },
  );
}
