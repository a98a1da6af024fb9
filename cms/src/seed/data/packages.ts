/**
 * Package rates as first seeded: realistic for a neurosciences hospital in Kolkata, but DEMO
 * FIGURES (`demo_figure: true`, and the page says so): the hospital replaces them with its own
 * approved rates in Strapi's panel ("Package rate") before the site goes live.
 */
const VALID_UNTIL = '2027-03-31';

const stay = (ward: string) => `${ward}, nursing care and the hospital's medicines and consumables`;

export const packageRates = [
  {
    title: 'Lumbar microdiscectomy (one level)',
    department: 'Neurosurgery',
    includes: [
      'Surgeon, anaesthetist and operating theatre',
      stay('Three days in a twin-sharing ward'),
      'One follow-up visit within 15 days',
    ],
    excludes: ['MRI and other scans before admission', 'Implants, if the surgeon finds them necessary'],
    price_inr: 125000,
  },
  {
    title: 'Anterior cervical discectomy and fusion (one level)',
    department: 'Neurosurgery',
    includes: [
      'Surgeon, anaesthetist and operating theatre',
      'One cage and plate of the hospital’s standard make',
      stay('Four days in a twin-sharing ward'),
    ],
    excludes: ['Imported or premium implants', 'Physiotherapy after discharge'],
    price_inr: 240000,
  },
  {
    title: 'Craniotomy for a brain tumour',
    department: 'Neurosurgery',
    includes: [
      'Surgeon, anaesthetist and operating theatre with neuronavigation',
      'Two days in the neuro ICU',
      stay('Five days in a twin-sharing ward'),
      'Histopathology of the tumour',
    ],
    excludes: ['Radiotherapy and chemotherapy', 'Stay beyond seven days, charged per day'],
    price_inr: 350000,
  },
  {
    title: 'Ventriculo-peritoneal shunt for hydrocephalus',
    department: 'Neurosurgery',
    includes: ['Surgeon, anaesthetist and operating theatre', 'A medium-pressure shunt', stay('Four days in a ward')],
    excludes: ['Programmable shunts', 'Treatment of an infection found before surgery'],
    price_inr: 160000,
  },
  {
    title: 'Acute ischaemic stroke: clot-dissolving treatment',
    department: 'Neurology',
    includes: [
      'Emergency assessment and CT or MRI of the brain',
      'Clot-dissolving medicine (thrombolysis)',
      'Three days in the stroke unit and two in a ward',
    ],
    excludes: ['Mechanical thrombectomy', 'Ventilation, if needed'],
    price_inr: 110000,
  },
  {
    title: 'Video EEG monitoring (24 hours)',
    department: 'Neurology',
    includes: ['One day and night of video EEG', 'A neurologist’s report', 'A bed in the monitoring room'],
    excludes: ['MRI of the brain', 'Medicines for seizures'],
    price_inr: 18000,
  },
  {
    title: 'Diagnostic cerebral angiography (DSA)',
    department: 'Interventional Neuroradiology',
    includes: ['The angiography suite and contrast', 'The interventionist’s report', 'A day-care bed'],
    excludes: ['Coiling, stenting or any treatment during the procedure'],
    price_inr: 45000,
  },
  {
    title: 'Inpatient stroke rehabilitation (14 days)',
    department: 'Neuro-rehabilitation',
    includes: [
      'Daily physiotherapy, occupational and speech therapy',
      stay('Fourteen days in a twin-sharing ward'),
      'A home exercise plan at discharge',
    ],
    excludes: ['Orthoses and walking aids'],
    price_inr: 95000,
  },
].map((rate) => ({ ...rate, valid_until: VALID_UNTIL, demo_figure: true }));
