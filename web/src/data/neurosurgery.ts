import type { FixedTopic } from './fixed-topic';

const image = (name: string) => `/images/topics/${name}.svg`;

/** The three neurosurgery tabs, in the specification's order. */
export const neurosurgeryServices: readonly FixedTopic[] = [
  {
    id: 1,
    heading: 'Neurosurgery',
    content: [
      'Our neurosurgeons operate on the brain, skull base, spine and peripheral nerves, using the operating microscope, neuro-navigation and intra-operative neuromonitoring to make surgery safer and more precise.',
      'Common operations include removal of brain and pituitary tumours, clipping and coiling of aneurysms, surgery for hydrocephalus and shunt procedures, epilepsy surgery, and microvascular decompression for trigeminal neuralgia and hemifacial spasm.',
      'Every patient is discussed by a joint team of neurologists, neurosurgeons, neuro-radiologists and anaesthetists before surgery, and recovers in our Neuro ICU under the same team. Rehabilitation starts as early as it is safe to do so.',
    ],
    url: image('neurosurgery'),
    multiple_img: [],
  },
  {
    id: 2,
    heading: 'Neuro Trauma Care',
    content: [
      'Head and spine injuries from road accidents and falls need expert care within the first golden hour. Our trauma team, emergency physicians and neurosurgeons are available 24/7, with CT imaging, the operating theatres and the Neuro ICU only a lift ride away.',
      'We treat skull fractures, brain haemorrhages, raised pressure inside the skull and spinal cord injuries, with emergency surgery when needed and intensive monitoring afterwards.',
      'Rehabilitation begins in the ICU and continues until the patient regains as much independence as possible, with counselling and support for families throughout.',
    ],
    url: image('neuro-trauma'),
    multiple_img: [],
  },
  {
    id: 3,
    heading: 'Spine Surgery',
    content: [
      'Back and neck pain, slipped discs, spinal canal narrowing, spinal instability, tumours and injuries of the spine are treated by our spine surgeons, using minimally invasive and endoscopic techniques whenever possible.',
      'Smaller incisions mean less pain, less blood loss and a faster return home, often within a day or two. For complex deformities and fractures, instrumented fixation is carried out with intra-operative imaging and neuromonitoring.',
      'Many patients do not need surgery at all: our spine clinic offers physiotherapy, pain procedures and posture training first, and recommends an operation only when it will clearly help.',
    ],
    url: image('spine'),
    multiple_img: [],
  },
];
