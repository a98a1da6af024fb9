import { PALETTES } from './palettes';
import type { DemoBanner } from './types';

export const banner: DemoBanner = {
  main_heading: 'One Roof. One Team. Complete Neurosciences',
  sub_heading: '24x7 neuro critical care, neurosurgery and neuro rehabilitation for eastern India',
  image: {
    // No words in the picture: the hero writes the heading and sub-heading over it.
    alt: 'A stylised brain over a deep blue gradient',
    palette: PALETTES.deepSea,
    motif: 'brain',
  },
};
