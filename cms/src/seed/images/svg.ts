import type { DemoImage, Palette } from '../data/types';
import { motifGroup } from './motifs';

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/** Font size that fits `text` in `width` (glyphs average about 0.58 em in DejaVu Sans). */
function fittedFontSize(text: string, width: number, largest: number): number {
  return Math.floor(Math.min(largest, width / (0.58 * Math.max(text.length, 1))));
}

function gradient(id: string, [from, to]: Palette): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** The title and caption on the left of a title card, with the accent bar above them. */
function titleLines(image: DemoImage, width: number, height: number, textWidth: number, accent: string): string {
  if (!image.title) return '';
  const margin = Math.round(width * 0.06);
  const titleSize = fittedFontSize(image.title, textWidth, height * 0.16);
  const captionSize = image.caption ? fittedFontSize(image.caption, textWidth, titleSize * 0.45) : 0;
  const titleY = Math.round(height / 2 + (image.caption ? 0 : titleSize * 0.35));
  return `<rect x="${margin}" y="${titleY - titleSize * 1.25}" width="${Math.round(width * 0.05)}" height="${Math.max(4, Math.round(height * 0.012))}" fill="${accent}"/>
  <text x="${margin}" y="${titleY}" font-family="${FONT}" font-weight="bold" font-size="${titleSize}" fill="#ffffff">${escapeXml(image.title)}</text>
  ${image.caption ? `<text x="${margin}" y="${Math.round(titleY + captionSize * 1.8)}" font-family="${FONT}" font-size="${captionSize}" fill="${accent}">${escapeXml(image.caption)}</text>` : ''}`;
}

/** A title card: gradient, soft circles, the motif on the right, title and caption (if any) on the left. */
export function titleCardSvg(image: DemoImage, width: number, height: number): string {
  const [, , accent] = image.palette;
  const margin = Math.round(width * 0.06);
  const motifSize = Math.round(Math.min(height * 0.8, width * 0.4));
  const textWidth = width - motifSize - margin * 3;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${gradient('bg', image.palette)}</defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * 0.85}" cy="${height * 0.1}" r="${height * 0.45}" fill="${accent}" opacity="0.12"/>
  <circle cx="${width * 0.1}" cy="${height * 1.05}" r="${height * 0.35}" fill="${accent}" opacity="0.1"/>
  ${motifGroup(image.motif, width - margin - motifSize, (height - motifSize) / 2, motifSize, accent)}
  ${titleLines(image, width, height, textWidth, accent)}
</svg>`;
}

/** "Dr. Sunita Mohanty" → "SM": the honorific is not part of the initials. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(Dr|Prof|Mr|Mrs|Ms)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => word[0]?.toUpperCase() ?? '').join('');
}

/** A portrait placeholder: initials in a ring over a gradient, a neuron drawing behind. */
export function portraitSvg(name: string, palette: Palette, size: number): string {
  const [, , accent] = palette;
  const initials = initialsOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>${gradient('bg', palette)}</defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  ${motifGroup('neuron', size * 0.05, size * 0.05, size * 0.9, accent)}
  <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.3}" fill="#ffffff" opacity="0.16" stroke="${accent}" stroke-width="${size * 0.012}"/>
  <text x="${size / 2}" y="${size / 2 + size * 0.085}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size * 0.24}" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}
