import type { Motif } from '../data/types';

/**
 * Line drawings in a 400x400 box, stroked in the accent colour by the caller. Simple on purpose:
 * they make the demo recognisable (brain, neurons, spine...) without pretending to be photos.
 */
const DRAWINGS: Record<Motif, string> = {
  brain: `
    <path d="M200 60 C120 40 50 100 60 180 C30 230 60 300 120 310 C150 350 200 340 200 340 Z" />
    <path d="M200 60 C280 40 350 100 340 180 C370 230 340 300 280 310 C250 350 200 340 200 340 Z" />
    <path d="M200 60 L200 340" />
    <path d="M100 150 C130 130 150 170 180 150 M90 230 C130 210 150 250 185 230 M130 290 C150 270 170 300 190 285" />
    <path d="M300 150 C270 130 250 170 220 150 M310 230 C270 210 250 250 215 230 M270 290 C250 270 230 300 210 285" />`,
  neuron: `
    <circle cx="200" cy="200" r="40" />
    <circle cx="70" cy="80" r="18" /><circle cx="340" cy="70" r="22" /><circle cx="60" cy="320" r="20" />
    <circle cx="330" cy="330" r="16" /><circle cx="200" cy="40" r="12" />
    <path d="M172 172 L84 92 M228 170 L322 86 M170 228 L76 306 M230 230 L318 318 M200 160 L200 52" />
    <path d="M84 92 L200 40 L322 86 M76 306 L330 330" stroke-dasharray="8 10" />`,
  spine: `
    <rect x="160" y="30" width="80" height="40" rx="14" /><rect x="155" y="85" width="90" height="42" rx="14" />
    <rect x="150" y="142" width="100" height="44" rx="14" /><rect x="148" y="201" width="104" height="46" rx="14" />
    <rect x="150" y="262" width="100" height="46" rx="14" /><rect x="158" y="323" width="84" height="48" rx="14" />
    <path d="M200 20 C190 120 215 250 200 380" stroke-dasharray="6 8" />`,
  pulse: `
    <path d="M10 220 L110 220 L135 150 L165 300 L195 90 L225 260 L250 220 L390 220" />
    <circle cx="195" cy="90" r="10" />`,
  cross: `
    <path d="M160 60 H240 V160 H340 V240 H240 V340 H160 V240 H60 V160 H160 Z" />
    <circle cx="200" cy="200" r="175" />`,
  waves: `
    <path d="M10 140 C80 90 130 190 200 140 S320 90 390 140" />
    <path d="M10 200 C80 150 130 250 200 200 S320 150 390 200" />
    <path d="M10 260 C80 210 130 310 200 260 S320 210 390 260" />`,
};

/** The motif drawn into a square of `size` pixels at (x, y). */
export function motifGroup(motif: Motif, x: number, y: number, size: number, colour: string): string {
  const scale = size / 400;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${colour}" stroke-width="${Math.max(3, 6 / scale / 2)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.55">${DRAWINGS[motif]}</g>`;
}
