import { PALETTES } from './palettes';
import type { DemoAbout } from './types';

/** The about block of the home page. */
export const homeAbout: DemoAbout = {
  title: 'A dedicated neurosciences hospital, built around the patient and the family',
  description:
    'For more than a decade our neurologists, neurosurgeons, intensivists and therapists have worked as one team ' +
    'under one roof. A patient with a stroke, a seizure, a head or spine injury or a slowly progressing neurological ' +
    'illness is seen by the right specialist from the first hour: in the emergency room, in the neuro ICU, in the ' +
    'operating theatre and through months of rehabilitation. We treat patients from across eastern India, Nepal, ' +
    'Bhutan and Bangladesh, at a cost that families can plan for, and we explain every decision in plain words.',
  image: {
    title: 'Care Under One Roof',
    caption: 'Neurology · Neurosurgery · Critical Care · Rehabilitation',
    alt: 'Illustration of connected neurons on a teal gradient with the words Care Under One Roof',
    palette: PALETTES.teal,
    motif: 'neuron',
  },
};

/** The About page. */
export const about: DemoAbout = {
  title: 'About the hospital',
  description:
    'The hospital began as a neurology clinic in the city and grew into a 120-bed centre devoted entirely to the ' +
    'brain, spine and nerves, with a branch in a neighbouring town for out-patient care and follow-up. Its ' +
    'departments cover stroke, epilepsy, movement disorders, neuro-immunology, neuromuscular disease, pain, ' +
    'neuro-infection, dementia and paediatric neurology, alongside brain and spine surgery, neuro trauma and a ' +
    '24-bed neuro ICU.\n\n' +
    'Three modular operating theatres and a septic theatre run around the clock, supported by a 3 Tesla MRI, CT, ' +
    'digital subtraction angiography, video EEG and nerve-conduction studies. The emergency department and the ' +
    'pharmacy never close.\n\n' +
    'We are a teaching hospital: our residents and nurses train in neuro critical care, and our clinicians ' +
    'publish on stroke systems of care and epilepsy surgery in India. Above all we keep our promise of ethical ' +
    'practice: the treatment a patient needs, explained clearly, at a price agreed in advance.',
  image: {
    title: 'About the Hospital',
    caption: 'Advanced Care. Affordable Access. Ethical Practice',
    alt: 'Illustration of a hospital cross and a brain outline on a sky blue gradient',
    palette: PALETTES.sky,
    motif: 'cross',
  },
};
