import type { FixedTopic } from './fixed-topic';

const image = (name: string) => `/images/topics/${name}.svg`;

/** The ten facilities, ids 1-10 in the specification's order. */
export const facilities: readonly FixedTopic[] = [
  {
    id: 1,
    heading: 'Emergency',
    content: [
      'Our Emergency department is open 24/7, every day of the year, and is staffed round the clock by emergency physicians trained in the first hour of stroke, head injury, seizures and spinal trauma. A neurologist and a neurosurgeon are on call at all times and reach the bedside within minutes.',
      'Patients with a suspected stroke are taken straight to the CT scanner under our stroke code, so that clot-dissolving treatment or thrombectomy can begin without delay. Resuscitation bays have ventilators, multi-parameter monitors and point-of-care testing, and a dedicated lift connects the department to the Neuro ICU and the operating theatres.',
      'Our ambulances carry trained paramedics and call ahead, so the team is ready when the patient arrives. Families are kept informed by a duty coordinator from the moment they walk in.',
    ],
    url: image('emergency'),
    multiple_img: [image('emergency-2'), image('emergency-3')],
  },
  {
    id: 2,
    heading: 'Out Patient Department (OPD)',
    content: [
      'The Out Patient Department runs consultation clinics in neurology, neurosurgery, spine, pain medicine, neuro rehabilitation and neuropsychology from Monday to Saturday. Each consultant sees a limited number of OPD appointments per day, so that every patient gets an unhurried consultation; prior appointment is required.',
      'Appointments can be booked by phone, through the messaging app or at the front desk. Please bring earlier prescriptions, scans and reports with you: our team reviews them before you meet the doctor.',
      'Same-day investigations such as EEG, nerve conduction studies, blood tests and imaging can be arranged on the OPD floor, and follow-up visits are scheduled before you leave.',
    ],
    url: image('opd'),
    multiple_img: [],
  },
  {
    id: 3,
    heading: 'Neuro ICU',
    content: [
      'Our Neuro ICU is a dedicated intensive care unit for patients with stroke, brain haemorrhage, status epilepticus, Guillain-Barré syndrome, myasthenic crisis, brain infections and those recovering from brain and spine surgery.',
      'Every bed has invasive and non-invasive ventilation, continuous multi-parameter monitoring, and access to intracranial pressure monitoring and continuous EEG. Neuro-intensivists and critical care nurses stay with the patients day and night, and the neurologists and neurosurgeons review every patient at least twice a day.',
      'A step-down unit lets patients move out of intensive care safely, and families meet the treating team every day for an update on progress and plans.',
    ],
    url: image('neuro-icu'),
    multiple_img: [image('neuro-icu-2')],
  },
  {
    id: 4,
    heading: 'Neuro Operation Theatre (OT)',
    content: [
      'The operating block has three modular operating theatres plus one septic theatre, running 24/7 for planned and emergency surgery. The theatres are built with laminar air flow and HEPA filtration to keep infection rates low.',
      'They are equipped with a high-end operating microscope, neuro-navigation, intra-operative neuromonitoring, a high-speed drill, an ultrasonic aspirator and a C-arm for spine fixation, so that complex brain and spine operations can be carried out safely and precisely.',
      'A dedicated neuro-anaesthesia team looks after every patient, and a post-operative recovery area with monitored beds sits next to the theatres.',
    ],
    url: image('neuro-ot'),
    multiple_img: [image('neuro-ot-2'), image('neuro-ot-3')],
  },
  {
    id: 5,
    heading: 'Day Care Facility',
    content: [
      'Our Day Care Facility lets patients receive treatments that need a few hours of supervision without an overnight stay: botulinum toxin injections for spasticity and dystonia, immunoglobulin and steroid infusions, nerve blocks for pain, lumbar punctures and minor procedures.',
      'Comfortable recliners and beds, monitoring for every patient and a nurse-to-patient ratio designed for safety mean that you can come in the morning and go home the same day.',
    ],
    url: image('day-care'),
    multiple_img: [],
  },
  {
    id: 6,
    heading: 'Neuro Rehabilitation',
    content: [
      'Recovery after a stroke, a brain injury or spine surgery continues long after the patient leaves the ICU. Our Neuro Rehabilitation unit brings physiotherapists, occupational therapists, speech and swallowing therapists and neuropsychologists together under one roof.',
      'Each patient has a personal goal-based plan that is reviewed every week: standing and walking, using the hand again, speaking and swallowing safely, and returning to work and family life. Robotic and mirror-therapy aids and a training kitchen help patients practise the activities of daily living.',
      'Families are trained to continue the exercises at home, and tele-rehabilitation follow-ups keep the progress going after discharge.',
    ],
    url: image('rehabilitation'),
    multiple_img: [image('rehabilitation-2')],
  },
  {
    id: 7,
    heading: 'Pharmacy',
    content: [
      'Our in-house pharmacy is open around the clock, so that patients and families never have to leave the hospital to look for a medicine at night. It stocks the full range of neurology and neurosurgery medicines, including anti-epileptic drugs, clot-dissolving agents and immunotherapies.',
      'Qualified pharmacists check every prescription, explain doses and side effects, and help patients understand how to take their medicines at home. Cold-chain storage keeps sensitive medicines and vaccines safe.',
    ],
    url: image('pharmacy'),
    multiple_img: [],
  },
  {
    id: 8,
    heading: 'Pathology Lab',
    content: [
      'The Pathology Lab runs round the clock for emergency and in-patient samples, with automated analysers for haematology, biochemistry, coagulation and immunology. Cerebrospinal fluid analysis, drug-level monitoring for anti-epileptic medicines and infection panels are done in-house.',
      'Strict internal quality control and participation in external quality assurance programmes keep results reliable, and most routine reports are ready within hours.',
    ],
    url: image('pathology'),
    multiple_img: [],
  },
  {
    id: 9,
    heading: 'Electrophysiology Studies (EPS) Lab',
    content: [
      'The Electrophysiology Studies Lab records the electrical activity of the brain, nerves and muscles. It offers routine and sleep-deprived EEG, long-term video EEG monitoring for epilepsy, nerve conduction studies, electromyography (EMG), evoked potentials and repetitive nerve stimulation.',
      'These tests are key to diagnosing epilepsy, neuropathy, myasthenia gravis and motor neuron disease, and to planning epilepsy surgery. Experienced technologists perform the studies and neurologists trained in clinical neurophysiology report them.',
    ],
    url: image('eps-lab'),
    multiple_img: [image('eps-lab-2')],
  },
  {
    id: 10,
    heading: 'Radiology',
    content: [
      'Our Radiology department offers MRI, multi-slice CT with CT angiography and perfusion, digital X-ray, ultrasound and Doppler studies of the neck vessels. Stroke imaging takes priority at all hours, so that treatment decisions can be made within minutes of arrival.',
      'Neuro-radiologists report every brain and spine study, and images are available to the treating doctors on their workstations immediately. Digital copies are handed to patients for their records.',
    ],
    url: image('radiology'),
    multiple_img: [image('radiology-2')],
  },
];
