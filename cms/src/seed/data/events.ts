import { PALETTES } from './palettes';
import type { DemoEvent, DemoImage, Palette } from './types';

/** An event's gallery: numbered photos of the same occasion, in the event's colours. */
function gallery(event: string, palette: Palette, scenes: readonly string[]): DemoImage[] {
  return scenes.map((scene, index) => ({
    title: scene,
    caption: `${event} · photo ${index + 1}`,
    alt: `${event}: ${scene.toLowerCase()}`,
    palette,
    motif: index % 2 === 0 ? 'neuron' : 'waves',
  }));
}

/** Newest first, as the site lists them. */
export const events: readonly DemoEvent[] = [
  {
    title: 'Annual Neurosciences Update 2026',
    description:
      'Two days of lectures, live surgery and case discussions for neurologists, neurosurgeons and physicians ' +
      'from across eastern India, with sessions on stroke systems, epilepsy surgery and spine trauma.',
    main_image: {
      title: 'Neurosciences Update',
      caption: 'Annual CME, 2026',
      alt: 'Banner of the Annual Neurosciences Update',
      palette: PALETTES.deepSea,
      motif: 'brain',
    },
    images: gallery('Neurosciences Update', PALETTES.deepSea, [
      'Opening lecture',
      'Live surgery session',
      'Panel on stroke care',
      'Poster hall',
    ]),
  },
  {
    title: 'World Brain Day walk',
    description:
      'Patients, families, doctors and students walked five kilometres along the riverside to raise awareness ' +
      'of brain health, followed by free consultations at the hospital.',
    main_image: {
      title: 'World Brain Day',
      caption: 'Walk for brain health',
      alt: 'Poster of the World Brain Day walk',
      palette: PALETTES.sunrise,
      motif: 'pulse',
    },
    images: gallery('World Brain Day', PALETTES.sunrise, [
      'Start of the walk',
      'Riverside stretch',
      'Free consultations',
    ]),
  },
  {
    title: 'Stroke survivors’ meet',
    description:
      'More than 200 stroke survivors and their carers met their doctors and therapists, shared their stories ' +
      'of recovery and learned about preventing a second stroke.',
    main_image: {
      title: 'Survivors’ Meet',
      caption: 'Stories of recovery',
      alt: 'Poster of the stroke survivors’ meet',
      palette: PALETTES.forest,
      motif: 'neuron',
    },
    images: gallery('Survivors’ Meet', PALETTES.forest, [
      'Welcome address',
      'Therapy demonstration',
      'Families together',
    ]),
  },
  {
    title: 'Neuro-critical care nursing workshop',
    description:
      'A hands-on workshop for ICU nurses on neurological examination, intracranial pressure monitoring and ' +
      'the care of ventilated patients after brain injury.',
    main_image: {
      title: 'Nursing Workshop',
      caption: 'Neuro-critical care',
      alt: 'Poster of the neuro-critical care nursing workshop',
      palette: PALETTES.maroon,
      motif: 'cross',
    },
    images: gallery('Nursing Workshop', PALETTES.maroon, ['Simulation lab', 'Bedside teaching', 'Certificates']),
  },
];
