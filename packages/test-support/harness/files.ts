import { deflateSync } from 'node:zlib';
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

/** CRC-32 of PNG chunks (Node 20 has no zlib.crc32). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A "pixel flood": a PNG of a few dozen bytes whose header declares `width`×`height` pixels
 * (default 16000×16000, about 768 MB once decoded). Only its header and first row are there.
 */
export function pixelFloodPng(width = 16000, height = 16000): File {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    // The first row's worth of (compressed) zeros: the rest of the image is missing.
    pngChunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return new File([bytes], 'flood.png', { type: 'image/png' });
}

/** A small real PDF: what a scanned discharge summary starts like (an estimate's report). */
export const REPORT_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** REPORT_PDF as a chosen file, for multipart requests. */
export const pdfFile = (name = 'mri-report.pdf'): File => new File([REPORT_PDF], name, { type: 'application/pdf' });
