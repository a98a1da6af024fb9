import sharp from 'sharp';
import type { DemoImage, Palette } from '../data/types';
import { IMAGE_SIZES, type ImageKind } from './sizes';
import { portraitSvg, titleCardSvg } from './svg';

/** A JPEG ready to upload, with the text that describes it. */
export interface RenderedImage {
  fileName: string;
  bytes: Buffer;
  alt: string;
  caption?: string;
}

async function toJpeg(svg: string): Promise<Buffer> {
  // mozjpeg keeps the demo images small (tens of kB) at a quality that still looks clean.
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

export function slugOf(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
      .slice(0, 60) || 'image'
  );
}

export async function renderIllustration(
  image: DemoImage,
  kind: Exclude<ImageKind, 'portrait'>,
  fileStem: string,
): Promise<RenderedImage> {
  const { width, height } = IMAGE_SIZES[kind];
  return {
    fileName: `${slugOf(fileStem)}.jpg`,
    bytes: await toJpeg(titleCardSvg(image, width, height)),
    alt: image.alt,
    caption: image.caption,
  };
}

export async function renderPortrait(name: string, palette: Palette, designation: string): Promise<RenderedImage> {
  const { width } = IMAGE_SIZES.portrait;
  return {
    fileName: `${slugOf(name)}.jpg`,
    bytes: await toJpeg(portraitSvg(name, palette, width)),
    alt: `Portrait of ${name}, ${designation}`,
  };
}
