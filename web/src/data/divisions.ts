import type { FixedTopic } from './fixed-topic';

const image = (name: string) => `/images/topics/${name}.svg`;

/** The nine neurology divisions, in the specification's order. */
export const divisions: readonly FixedTopic[] = [
  {
    id: 1,
    heading: 'Stroke Unit',
    content: [
      'A stroke is a medical emergency: every minute without blood flow costs the brain nearly two million nerve cells. Our Stroke Unit works on a round-the-clock stroke code, from the emergency door to the CT scanner to treatment, so that eligible patients receive clot-dissolving medicine or mechanical thrombectomy as early as possible.',
      'After the acute phase, a dedicated team of stroke neurologists, nurses and therapists starts early mobilisation, swallowing assessment and secondary prevention. We look for the cause of every stroke, from heart rhythm problems to narrowed neck arteries, and treat it to prevent another one.',
      'Remember BE FAST: Balance, Eyes, Face, Arm, Speech, Time. If you notice any of these signs, call us immediately.',
    ],
    url: image('stroke'),
    multiple_img: [image('stroke-2')],
  },
  {
    id: 2,
    heading: 'Epilepsy Unit',
    content: [
      'The Epilepsy Unit cares for children and adults with seizures, from a first seizure to drug-resistant epilepsy. Accurate diagnosis starts with a careful history and is supported by EEG, long-term video EEG monitoring and epilepsy-protocol MRI.',
      'Most patients become seizure-free with the right medicine at the right dose. For those who do not, our team evaluates them for epilepsy surgery, vagus nerve stimulation and dietary therapy. We also counsel patients on driving, pregnancy, work and safety at home.',
    ],
    url: image('epilepsy'),
    multiple_img: [],
  },
  {
    id: 3,
    heading: 'Movement Disorders Unit',
    content: [
      "The Movement Disorders Unit diagnoses and treats Parkinson's disease, essential tremor, dystonia, chorea, tics and gait disorders. Treatment is tailored to each patient and adjusted as the disease changes over the years.",
      'Alongside medicines, we offer botulinum toxin injections for dystonia and spasticity, evaluation for deep brain stimulation, and physiotherapy programmes that improve balance and reduce falls.',
    ],
    url: image('movement'),
    multiple_img: [],
  },
  {
    id: 4,
    heading: 'Neuroimmunology Unit',
    content: [
      'The Neuroimmunology Unit looks after patients whose immune system attacks the brain, spinal cord or nerves: multiple sclerosis, neuromyelitis optica spectrum disorder, MOG antibody disease, autoimmune encephalitis and CNS vasculitis.',
      'We use advanced antibody testing, MRI and cerebrospinal fluid analysis to reach a precise diagnosis, and offer modern disease-modifying therapies, plasma exchange and immunoglobulin infusions, with close monitoring for side effects.',
    ],
    url: image('neuroimmunology'),
    multiple_img: [],
  },
  {
    id: 5,
    heading: 'Neuromuscular Disorders Unit',
    content: [
      'The Neuromuscular Disorders Unit treats diseases of the nerves, the junction between nerve and muscle, and the muscles themselves: peripheral neuropathy, Guillain-Barré syndrome, CIDP, myasthenia gravis, muscular dystrophies and motor neuron disease.',
      'Nerve conduction studies, EMG, nerve and muscle biopsy and genetic testing help us find the cause. Treatment ranges from immunotherapy to respiratory support and rehabilitation, planned together with the patient and family.',
    ],
    url: image('neuromuscular'),
    multiple_img: [],
  },
  {
    id: 6,
    heading: 'Pain Medicine Division',
    content: [
      'Chronic pain changes how people sleep, work and live. The Pain Medicine Division treats migraine and other headaches, trigeminal neuralgia, neck and back pain, sciatica, neuropathic pain and pain after shingles.',
      'Care combines medicines with image-guided nerve blocks, radiofrequency procedures, botulinum toxin for chronic migraine, physiotherapy and psychological support, with the aim of lasting relief and a return to normal activities.',
    ],
    url: image('pain'),
    multiple_img: [],
  },
  {
    id: 7,
    heading: 'Neuro Infection Unit',
    content: [
      'Infections of the brain and spinal cord need fast diagnosis and treatment. The Neuro Infection Unit manages meningitis, encephalitis, tuberculosis of the brain and spine, neurocysticercosis, brain abscess and infections in people with weakened immunity.',
      'Rapid cerebrospinal fluid testing, molecular diagnostics and MRI guide treatment, and infectious-disease specialists work alongside our neurologists and neurosurgeons.',
    ],
    url: image('neuro-infection'),
    multiple_img: [],
  },
  {
    id: 8,
    heading: 'Dementia and Cognitive Disorders',
    content: [
      "Forgetfulness is not always a normal part of ageing. Our memory clinic assesses people with memory loss, confusion or changes in behaviour, and diagnoses Alzheimer's disease, vascular dementia, frontotemporal dementia and treatable causes such as thyroid disease, vitamin deficiency and normal pressure hydrocephalus.",
      'Detailed cognitive testing, MRI and blood tests lead to a clear diagnosis. Treatment includes medicines, cognitive stimulation, support for caregivers and planning for the future.',
    ],
    url: image('dementia'),
    multiple_img: [],
  },
  {
    id: 9,
    heading: 'Pediatric Neurology',
    content: [
      'Children are not small adults. Our pediatric neurologists care for children with epilepsy and febrile seizures, developmental delay, cerebral palsy, autism spectrum disorder, ADHD, headaches, neuromuscular diseases and brain infections.',
      'A child-friendly clinic, sedation for investigations when needed and a team that includes developmental therapists and child psychologists help every child reach their potential, with parents involved at every step.',
    ],
    url: image('pediatric'),
    multiple_img: [],
  },
];
