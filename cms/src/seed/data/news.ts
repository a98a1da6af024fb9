import { PALETTES } from './palettes';
import type { DemoNewsItem } from './types';

/** Newest first, as the site lists them. */
export const newsItems: readonly DemoNewsItem[] = [
  {
    title: '3 Tesla MRI now runs around the clock',
    description:
      'The radiology department has commissioned a 3 Tesla MRI scanner with dedicated stroke and epilepsy ' +
      'protocols. Emergency scans are reported within 30 minutes, day and night, so that treatment decisions ' +
      'for stroke patients are never delayed by imaging.',
    image: {
      title: '3T MRI',
      caption: 'Radiology, 24x7',
      alt: 'Illustration of brain scan waves for the new MRI',
      palette: PALETTES.ocean,
      motif: 'waves',
    },
  },
  {
    title: 'Stroke awareness week: free screening camps across the city',
    description:
      'During World Stroke Week our teams will check blood pressure, blood sugar and heart rhythm free of charge ' +
      'at six camps in the city and the branch town, and teach families the BE-FAST signs of stroke.',
    image: {
      title: 'Stroke Week',
      caption: 'Free screening camps',
      alt: 'Illustration of a pulse line for the stroke screening camps',
      palette: PALETTES.saffron,
      motif: 'pulse',
    },
  },
  {
    title: 'Neuro ICU expands to 24 beds',
    description:
      'The neuro intensive care unit has grown from 16 to 24 beds, each with continuous EEG and intracranial ' +
      'pressure monitoring, and a nurse for every two patients.',
    image: {
      title: 'Neuro ICU',
      caption: 'Now 24 beds',
      alt: 'Illustration of a hospital cross for the expanded neuro ICU',
      palette: PALETTES.teal,
      motif: 'cross',
    },
  },
  {
    title: 'First awake craniotomy performed at the branch hospital',
    description:
      'A 34-year-old teacher had a tumour removed from the speech area of her brain while she talked with the ' +
      'team, preserving her language. She went home on the fourth day.',
    image: {
      title: 'Awake Surgery',
      caption: 'A first for the branch',
      alt: 'Illustration of a brain for the awake craniotomy story',
      palette: PALETTES.indigo,
      motif: 'brain',
    },
  },
  {
    title: 'Epilepsy support group meets on the first Saturday of every month',
    description:
      'People living with epilepsy and their families can meet our neurologists, nurses and counsellors, share ' +
      'experiences and ask questions about medicines, driving, school and pregnancy.',
    image: {
      title: 'Epilepsy Support',
      caption: 'First Saturday, every month',
      alt: 'Illustration of connected neurons for the epilepsy support group',
      palette: PALETTES.plum,
      motif: 'neuron',
    },
  },
  {
    title: 'Hospital recognised for its stroke care pathway',
    description:
      'A national stroke society has recognised the hospital’s thrombolysis pathway, in which 70 percent of ' +
      'eligible patients receive clot-busting treatment within 60 minutes of arrival.',
    image: {
      title: 'Stroke Care Award',
      caption: 'Door to needle under 60 minutes',
      alt: 'Illustration of a pulse line for the stroke care award',
      palette: PALETTES.forest,
      motif: 'pulse',
    },
  },
];
