import { PALETTES } from './palettes';
import type { DemoBanner } from './types';

export const banner: DemoBanner = {
  main_heading: 'One Roof. One Team. Complete Neurosciences',
  sub_heading: '24x7 neuro critical care, neurosurgery and neuro rehabilitation for eastern India',
  image: {
    title: 'Complete Neurosciences',
    caption: '24x7 Neuro Critical Care',
    alt: 'Banner: a stylised brain over a deep blue gradient with the words Complete Neurosciences',
    palette: PALETTES.deepSea,
    motif: 'brain',
  },
};
