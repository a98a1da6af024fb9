import type { Palette } from './types';

/** A palette written as one line: the gradient's two ends, then the accent ('#0b3954 #087e8b #bfd7ea'). */
const palette = (colours: string): Palette => {
  const [from = '', to = '', accent = ''] = colours.split(' ');
  return [from, to, accent];
};

/** Colours of the generated illustrations, varied so the demo pages do not look like one image. */
export const PALETTES = {
  deepSea: palette('#0b3954 #087e8b #bfd7ea'),
  indigo: palette('#1d2671 #c33764 #f8c8dc'),
  forest: palette('#134e5e #71b280 #e3f4e1'),
  sunrise: palette('#e96443 #904e95 #ffe0cc'),
  slate: palette('#232526 #414345 #9ad1d4'),
  teal: palette('#00695c #26a69a #e0f2f1'),
  plum: palette('#42275a #734b6d #f3d9fa'),
  saffron: palette('#f7971e #c0392b #fff3d6'),
  ocean: palette('#1a2980 #26d0ce #d8f7f6'),
  maroon: palette('#6d1b36 #b24592 #fbe3ef'),
  olive: palette('#3e5151 #decba4 #f5efe0'),
  sky: palette('#2b5876 #4e4376 #dbe9f4'),
} as const satisfies Record<string, Palette>;
