import { PALETTES } from './palettes';
import type { DemoBlog } from './types';

/** Newest first, as the site lists them. */
export const blogs: readonly DemoBlog[] = [
  {
    title: 'BE-FAST: recognising a stroke in the first minutes',
    description:
      'Balance lost, Eyes blurred, Face drooping, Arm weak, Speech slurred: Time to call for help. Every minute a ' +
      'large stroke goes untreated, almost two million brain cells die. Clot-busting medicines work best within ' +
      'four and a half hours, and clot removal can help up to 24 hours in selected patients, so go straight to a ' +
      'hospital with a stroke team and a CT scanner, and note the time the symptoms began.',
    image: {
      title: 'BE-FAST',
      caption: 'Spot a stroke early',
      alt: 'Illustration of a pulse line for the stroke signs article',
      palette: PALETTES.saffron,
      motif: 'pulse',
    },
  },
  {
    title: 'Living well with epilepsy',
    description:
      'Seven in ten people with epilepsy become seizure-free with the right medicine. Take it at the same time ' +
      'every day, sleep regularly, and keep a seizure diary to share with your neurologist. When two medicines ' +
      'have failed, ask about video-EEG monitoring and epilepsy surgery.',
    image: {
      title: 'Living with Epilepsy',
      caption: 'Medicines, sleep and a diary',
      alt: 'Illustration of neurons for the epilepsy article',
      palette: PALETTES.plum,
      motif: 'neuron',
    },
  },
  {
    title: 'Back pain: when to see a spine surgeon',
    description:
      'Most back pain settles with rest, exercise and simple painkillers. See a specialist quickly if pain ' +
      'spreads down a leg with numbness or weakness, if you lose bladder or bowel control, or after a fall. ' +
      'Today most spine operations are done through small incisions, and patients walk the next day.',
    image: {
      title: 'Back Pain',
      caption: 'When surgery helps',
      alt: 'Illustration of a spine for the back pain article',
      palette: PALETTES.teal,
      motif: 'spine',
    },
  },
  {
    title: 'Headache red flags',
    description:
      'A sudden, severe “worst ever” headache, headache with fever and a stiff neck, or headache with weakness ' +
      'or confusion needs emergency care. Recurring migraines, on the other hand, can be prevented with ' +
      'medicines and lifestyle changes that a neurologist can tailor to you.',
    image: {
      title: 'Headache Red Flags',
      caption: 'When to worry',
      alt: 'Illustration of a brain for the headache article',
      palette: PALETTES.indigo,
      motif: 'brain',
    },
  },
  {
    title: 'Parkinson’s disease: more than a tremor',
    description:
      'Slowness, stiffness, a soft voice, constipation and loss of smell can come years before the tremor. ' +
      'Medicines, exercise, speech therapy and, for some, deep brain stimulation help people live active lives.',
    image: {
      title: 'Parkinson’s Disease',
      caption: 'Early signs and treatment',
      alt: 'Illustration of waves for the Parkinson’s article',
      palette: PALETTES.forest,
      motif: 'waves',
    },
  },
  {
    title: 'Rehabilitation after a brain injury',
    description:
      'Recovery continues for months after a stroke or head injury. Physiotherapy, occupational and speech ' +
      'therapy started early, and continued at home with the family’s help, make the biggest difference.',
    image: {
      title: 'Rehabilitation',
      caption: 'Recovery is a team effort',
      alt: 'Illustration of connected neurons for the rehabilitation article',
      palette: PALETTES.ocean,
      motif: 'neuron',
    },
  },
];
