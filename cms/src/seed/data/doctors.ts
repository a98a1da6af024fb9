import { PALETTES } from './palettes';
import type { DemoDoctor } from './types';

/**
 * The consultants and medical officers of the demo, in display order (the list answers newest
 * first, so the seed creates them from the end). Social links point at clearly demo handles, so
 * the demo never sends visitors to a real person's profile.
 */
export const doctors: readonly DemoDoctor[] = [
  {
    name: 'Dr. Subhajit Mukherjee',
    designation: 'Director & Senior Consultant Neurologist',
    specialty: 'neurology',
    about:
      'Dr. Mukherjee leads the stroke programme and has built the hospital’s round-the-clock thrombolysis and ' +
      'thrombectomy pathway, which brings door-to-needle times under 45 minutes.',
    details:
      'MBBS (Calcutta), MD (Medicine), DM (Neurology, NIMHANS). Twenty years of practice in acute stroke, ' +
      'neuro-critical care and headache. Fellow of the Indian Academy of Neurology; faculty for the national ' +
      'stroke nurse training programme.',
    type: 'doctor',
    social: {
      twitter: 'https://x.com/demo_neuro_stroke',
      linkedin: 'https://www.linkedin.com/in/demo-subhajit-mukherjee',
    },
    palette: PALETTES.deepSea,
  },
  {
    name: 'Dr. Arindam Chatterjee',
    designation: 'Senior Consultant Neurosurgeon',
    specialty: 'neurosurgery',
    about:
      'Dr. Chatterjee operates on brain tumours, aneurysms and complex spine disease, and heads the neuro ' +
      'trauma team that receives road-accident patients from across the region.',
    details:
      'MBBS, MS (General Surgery), MCh (Neurosurgery, PGIMER Chandigarh). Trained in skull-base and endoscopic ' +
      'neurosurgery in Japan. More than 4,000 operations, with a special interest in awake craniotomy.',
    type: 'doctor',
    social: {
      fb: 'https://www.facebook.com/demo.neurosurgery',
      insta: 'https://www.instagram.com/demo_neurosurgery',
      linkedin: 'https://www.linkedin.com/in/demo-arindam-chatterjee',
    },
    palette: PALETTES.indigo,
  },
  {
    name: 'Dr. Ananya Bhattacharya',
    designation: 'Consultant Neurologist, Epilepsy and Sleep Medicine',
    specialty: 'neurology',
    about:
      'Dr. Bhattacharya runs the epilepsy clinic and the video-EEG monitoring unit, and evaluates children and ' +
      'adults with drug-resistant seizures for surgery.',
    details:
      'MBBS, MD (Medicine), DM (Neurology, SGPGI Lucknow), fellowship in epilepsy (Cleveland Clinic). Special ' +
      'interests: epilepsy in pregnancy, sleep disorders and the ketogenic diet.',
    type: 'doctor',
    social: { linkedin: 'https://www.linkedin.com/in/demo-ananya-bhattacharya' },
    palette: PALETTES.plum,
  },
  {
    name: 'Dr. Sunita Mohanty',
    designation: 'Consultant Neurologist, Movement Disorders',
    specialty: 'neurology',
    about:
      'Dr. Mohanty treats Parkinson’s disease, dystonia and tremor, and leads the botulinum toxin and deep brain ' +
      'stimulation programming clinic.',
    details:
      'MBBS (SCB Medical College, Cuttack), MD, DM (Neurology, AIIMS New Delhi). Trained in movement disorders in ' +
      'London. Runs a monthly support group for families of people living with Parkinson’s.',
    type: 'doctor',
    palette: PALETTES.forest,
  },
  {
    name: 'Dr. Rajesh Kumar Sinha',
    designation: 'Consultant Neurosurgeon, Spine Surgery',
    specialty: 'neurosurgery',
    about:
      'Dr. Sinha performs minimally invasive and endoscopic spine surgery for disc disease, spinal stenosis, ' +
      'spinal injury and deformity.',
    details:
      'MBBS (PMCH Patna), MS, MCh (Neurosurgery). Fellowship in minimally invasive spine surgery (Seoul). ' +
      'Most of his patients walk on the day after surgery and go home within three days.',
    type: 'doctor',
    social: { twitter: 'https://x.com/demo_spine_surgeon' },
    palette: PALETTES.saffron,
  },
  {
    name: 'Dr. Moumita Das',
    designation: 'Consultant Paediatric Neurologist',
    specialty: 'paediatric_neurology',
    about:
      'Dr. Das cares for children with epilepsy, developmental delay, cerebral palsy and neuromuscular disease, ' +
      'together with the hospital’s therapists and special educators.',
    type: 'doctor',
    palette: PALETTES.sunrise,
  },
  {
    name: 'Dr. Sourav Ghosh',
    designation: 'Medical Officer, Neuro ICU',
    specialty: 'neuro_critical_care',
    about:
      'Dr. Ghosh is part of the neuro ICU’s round-the-clock team, managing ventilated patients after stroke, ' +
      'head injury and brain surgery.',
    details: 'MBBS (NRS Medical College, Kolkata). Certified in advanced cardiac and neuro life support.',
    type: 'medical_officer',
    palette: PALETTES.slate,
  },
  {
    name: 'Dr. Priyanka Borah',
    designation: 'Medical Officer, Emergency',
    specialty: 'neuro_critical_care',
    about:
      'Dr. Borah receives patients in the emergency department and starts the stroke and seizure protocols ' +
      'before the consultant arrives.',
    type: 'medical_officer',
    social: { linkedin: 'https://www.linkedin.com/in/demo-priyanka-borah' },
    palette: PALETTES.ocean,
  },
  {
    name: 'Dr. Debashis Nayak',
    designation: 'Resident Medical Officer, Neurosurgery Wards',
    specialty: 'neurosurgery',
    about:
      'Dr. Nayak looks after patients on the neurosurgery wards before and after their operations, and ' +
      'coordinates their discharge and follow-up.',
    type: 'medical_officer',
    palette: PALETTES.olive,
  },
];
