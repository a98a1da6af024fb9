import { PALETTES } from './palettes';
import type { DemoImage, DemoService, Motif, Palette } from './types';

function gallery(service: string, palette: Palette, motif: Motif, scenes: readonly string[]): DemoImage[] {
  return scenes.map((scene) => ({
    title: scene,
    caption: service,
    alt: `${service}: ${scene.toLowerCase()}`,
    palette,
    motif,
  }));
}

/** The services list (the legacy `newservices.php`), in display order (newest first, as every list). */
export const services: readonly DemoService[] = [
  {
    heading: '24x7 Neuro Emergency and Stroke Care',
    content:
      'The emergency department is open 24 hours a day, 7 days a week, with a neurologist and a neurosurgeon on ' +
      'call at all times. A stroke code brings the team, the CT scanner and the clot-busting medicine together ' +
      'within minutes of arrival, and patients who need clot removal go straight to the cath lab.',
    image: {
      title: 'Neuro Emergency',
      caption: 'Open 24x7',
      alt: 'Illustration of a pulse line for the neuro emergency service',
      palette: PALETTES.saffron,
      motif: 'pulse',
    },
    gallery: gallery('Neuro Emergency', PALETTES.saffron, 'pulse', ['Triage bay', 'Stroke code team', 'CT suite']),
  },
  {
    heading: 'Neuro Intensive Care',
    content:
      'Twenty-four beds with ventilators, continuous EEG, intracranial pressure monitoring and a nurse for every ' +
      'two patients. Neuro-intensivists lead daily rounds with the neurologists, neurosurgeons and physiotherapists.',
    image: {
      title: 'Neuro ICU',
      caption: '24 monitored beds',
      alt: 'Illustration of a hospital cross for the neuro ICU service',
      palette: PALETTES.teal,
      motif: 'cross',
    },
    gallery: gallery('Neuro ICU', PALETTES.teal, 'cross', [
      'Monitored beds',
      'Nursing station',
      'Family counselling room',
    ]),
  },
  {
    heading: 'Brain and Spine Surgery',
    content:
      'Three modular operating theatres and a septic theatre run around the clock, with neuronavigation, an ' +
      'operating microscope, neuro-endoscopy and intra-operative nerve monitoring for brain tumours, aneurysms, ' +
      'epilepsy surgery and complex spine surgery.',
    image: {
      title: 'Brain & Spine Surgery',
      caption: 'Three modular theatres',
      alt: 'Illustration of a spine for the brain and spine surgery service',
      palette: PALETTES.indigo,
      motif: 'spine',
    },
    gallery: gallery('Brain & Spine Surgery', PALETTES.indigo, 'spine', [
      'Modular theatre',
      'Operating microscope',
      'Recovery room',
      'Neuronavigation',
    ]),
  },
  {
    heading: 'Neuro Rehabilitation',
    content:
      'Physiotherapy, occupational therapy, speech and swallowing therapy and counselling start in the ICU and ' +
      'continue in a dedicated rehabilitation gym, with home programmes that families are taught before discharge.',
    image: {
      title: 'Neuro Rehabilitation',
      caption: 'Recovery, step by step',
      alt: 'Illustration of neurons for the neuro rehabilitation service',
      palette: PALETTES.forest,
      motif: 'neuron',
    },
    gallery: gallery('Neuro Rehabilitation', PALETTES.forest, 'neuron', [
      'Rehabilitation gym',
      'Speech therapy',
      'Gait training',
    ]),
  },
];
