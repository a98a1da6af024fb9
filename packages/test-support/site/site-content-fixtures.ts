/**
 * The site's own content as the CMS answers it after its first start (cms/src/seed/data/site-content.ts):
 * /facilities/, /divisions/, /neurosurgery/, /directors/, /reviews/, /home-texts/, /site-settings/, /packages/, /schemes/ and /conditions/.
 */
import type {
  AccessibilityStatement,
  Condition,
  AnswerShape,
  Director,
  HomeTexts,
  PackageRate,
  Review,
  Scheme,
  SiteSettings,
  Topic,
} from '@hospital/contract';

export const facilities: AnswerShape<Topic>[] = [
  {
    id: 1,
    heading: 'Emergency',
    content: [
      'Our Emergency department is open 24/7, every day of the year, and is staffed round the clock by emergency physicians trained in the first hour of stroke, head injury, seizures and spinal trauma. A neurologist and a neurosurgeon are on call at all times and reach the bedside within minutes.',
      'Patients with a suspected stroke are taken straight to the CT scanner under our stroke code, so that clot-dissolving treatment or thrombectomy can begin without delay. Resuscitation bays have ventilators, multi-parameter monitors and point-of-care testing, and a dedicated lift connects the department to the Neuro ICU and the operating theatres.',
      'Our ambulances carry trained paramedics and call ahead, so the team is ready when the patient arrives. Families are kept informed by a duty coordinator from the moment they walk in.',
    ],
    url: '/uploads/emergency.jpg',
    url_alt: null,
    multiple_img: ['/uploads/emergency-2.jpg', '/uploads/emergency-3.jpg'],
    multiple_img_alt: [null, null],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 2,
    heading: 'Out Patient Department (OPD)',
    content: [
      'The Out Patient Department runs consultation clinics in neurology, neurosurgery, spine, pain medicine, neuro rehabilitation and neuropsychology from Monday to Saturday. Each consultant sees a limited number of OPD appointments per day, so that every patient gets an unhurried consultation; prior appointment is required.',
      'Appointments can be booked by phone, through the messaging app or at the front desk. Please bring earlier prescriptions, scans and reports with you: our team reviews them before you meet the doctor.',
      'Same-day investigations such as EEG, nerve conduction studies, blood tests and imaging can be arranged on the OPD floor, and follow-up visits are scheduled before you leave.',
    ],
    url: '/uploads/opd.jpg',
    url_alt: null,
    multiple_img: [],
    multiple_img_alt: [],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 3,
    heading: 'Neuro ICU',
    content: [
      'Our Neuro ICU is a dedicated intensive care unit for patients with stroke, brain haemorrhage, status epilepticus, Guillain-Barré syndrome, myasthenic crisis, brain infections and those recovering from brain and spine surgery.',
      'Every bed has invasive and non-invasive ventilation, continuous multi-parameter monitoring, and access to intracranial pressure monitoring and continuous EEG. Neuro-intensivists and critical care nurses stay with the patients day and night, and the neurologists and neurosurgeons review every patient at least twice a day.',
      'A step-down unit lets patients move out of intensive care safely, and families meet the treating team every day for an update on progress and plans.',
    ],
    url: '/uploads/neuro-icu.jpg',
    url_alt: null,
    multiple_img: ['/uploads/neuro-icu-2.jpg'],
    multiple_img_alt: [null],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 4,
    heading: 'Neuro Operation Theatre (OT)',
    content: [
      'The operating block has three modular operating theatres plus one septic theatre, running 24/7 for planned and emergency surgery. The theatres are built with laminar air flow and HEPA filtration to keep infection rates low.',
      'They are equipped with a high-end operating microscope, neuro-navigation, intra-operative neuromonitoring, a high-speed drill, an ultrasonic aspirator and a C-arm for spine fixation, so that complex brain and spine operations can be carried out safely and precisely.',
      'A dedicated neuro-anaesthesia team looks after every patient, and a post-operative recovery area with monitored beds sits next to the theatres.',
    ],
    url: '/uploads/neuro-ot.jpg',
    url_alt: null,
    multiple_img: ['/uploads/neuro-ot-2.jpg', '/uploads/neuro-ot-3.jpg'],
    multiple_img_alt: [null, null],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 5,
    heading: 'Day Care Facility',
    content: [
      'Our Day Care Facility lets patients receive treatments that need a few hours of supervision without an overnight stay: botulinum toxin injections for spasticity and dystonia, immunoglobulin and steroid infusions, nerve blocks for pain, lumbar punctures and minor procedures.',
      'Comfortable recliners and beds, monitoring for every patient and a nurse-to-patient ratio designed for safety mean that you can come in the morning and go home the same day.',
    ],
    url: '/uploads/day-care.jpg',
    url_alt: null,
    multiple_img: [],
    multiple_img_alt: [],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 6,
    heading: 'Neuro Rehabilitation',
    content: [
      'Recovery after a stroke, a brain injury or spine surgery continues long after the patient leaves the ICU. Our Neuro Rehabilitation unit brings physiotherapists, occupational therapists, speech and swallowing therapists and neuropsychologists together under one roof.',
      'Each patient has a personal goal-based plan that is reviewed every week: standing and walking, using the hand again, speaking and swallowing safely, and returning to work and family life. Robotic and mirror-therapy aids and a training kitchen help patients practise the activities of daily living.',
      'Families are trained to continue the exercises at home, and tele-rehabilitation follow-ups keep the progress going after discharge.',
    ],
    url: '/uploads/rehabilitation.jpg',
    url_alt: null,
    multiple_img: ['/uploads/rehabilitation-2.jpg'],
    multiple_img_alt: [null],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 7,
    heading: 'Pharmacy',
    content: [
      'Our in-house pharmacy is open around the clock, so that patients and families never have to leave the hospital to look for a medicine at night. It stocks the full range of neurology and neurosurgery medicines, including anti-epileptic drugs, clot-dissolving agents and immunotherapies.',
      'Qualified pharmacists check every prescription, explain doses and side effects, and help patients understand how to take their medicines at home. Cold-chain storage keeps sensitive medicines and vaccines safe.',
    ],
    url: '/uploads/pharmacy.jpg',
    url_alt: null,
    multiple_img: [],
    multiple_img_alt: [],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 8,
    heading: 'Pathology Lab',
    content: [
      'The Pathology Lab runs round the clock for emergency and in-patient samples, with automated analysers for haematology, biochemistry, coagulation and immunology. Cerebrospinal fluid analysis, drug-level monitoring for anti-epileptic medicines and infection panels are done in-house.',
      'Strict internal quality control and participation in external quality assurance programmes keep results reliable, and most routine reports are ready within hours.',
    ],
    url: '/uploads/pathology.jpg',
    url_alt: null,
    multiple_img: [],
    multiple_img_alt: [],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 9,
    heading: 'Electrophysiology Studies (EPS) Lab',
    content: [
      'The Electrophysiology Studies Lab records the electrical activity of the brain, nerves and muscles. It offers routine and sleep-deprived EEG, long-term video EEG monitoring for epilepsy, nerve conduction studies, electromyography (EMG), evoked potentials and repetitive nerve stimulation.',
      'These tests are key to diagnosing epilepsy, neuropathy, myasthenia gravis and motor neuron disease, and to planning epilepsy surgery. Experienced technologists perform the studies and neurologists trained in clinical neurophysiology report them.',
    ],
    url: '/uploads/eps-lab.jpg',
    url_alt: null,
    multiple_img: ['/uploads/eps-lab-2.jpg'],
    multiple_img_alt: [null],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 10,
    heading: 'Radiology',
    content: [
      'Our Radiology department offers MRI, multi-slice CT with CT angiography and perfusion, digital X-ray, ultrasound and Doppler studies of the neck vessels. Stroke imaging takes priority at all hours, so that treatment decisions can be made within minutes of arrival.',
      'Neuro-radiologists report every brain and spine study, and images are available to the treating doctors on their workstations immediately. Digital copies are handed to patients for their records.',
    ],
    url: '/uploads/radiology.jpg',
    url_alt: null,
    multiple_img: ['/uploads/radiology-2.jpg'],
    multiple_img_alt: [null],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
];

export const divisions: AnswerShape<Topic>[] = [
  {
    id: 1,
    heading: 'Stroke Unit',
    content: [
      'A stroke is a medical emergency: every minute without blood flow costs the brain nearly two million nerve cells. Our Stroke Unit works on a round-the-clock stroke code, from the emergency door to the CT scanner to treatment, so that eligible patients receive clot-dissolving medicine or mechanical thrombectomy as early as possible.',
      'After the acute phase, a dedicated team of stroke neurologists, nurses and therapists starts early mobilisation, swallowing assessment and secondary prevention. We look for the cause of every stroke, from heart rhythm problems to narrowed neck arteries, and treat it to prevent another one.',
      'Remember BE FAST: Balance, Eyes, Face, Arm, Speech, Time. If you notice any of these signs, call us immediately.',
    ],
    url: '/uploads/stroke.jpg',
    url_alt: null,
    multiple_img: ['/uploads/stroke-2.jpg'],
    multiple_img_alt: [null],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 2,
    heading: 'Epilepsy Unit',
    content: [
      'The Epilepsy Unit cares for children and adults with seizures, from a first seizure to drug-resistant epilepsy. Accurate diagnosis starts with a careful history and is supported by EEG, long-term video EEG monitoring and epilepsy-protocol MRI.',
      'Most patients become seizure-free with the right medicine at the right dose. For those who do not, our team evaluates them for epilepsy surgery, vagus nerve stimulation and dietary therapy. We also counsel patients on driving, pregnancy, work and safety at home.',
    ],
    url: '/uploads/epilepsy.jpg',
    url_alt: null,
    multiple_img: [],
    multiple_img_alt: [],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 3,
    heading: 'Movement Disorders Unit',
    content: [
      "The Movement Disorders Unit diagnoses and treats Parkinson's disease, essential tremor, dystonia, chorea, tics and gait disorders. Treatment is tailored to each patient and adjusted as the disease changes over the years.",
      'Alongside medicines, we offer botulinum toxin injections for dystonia and spasticity, evaluation for deep brain stimulation, and physiotherapy programmes that improve balance and reduce falls.',
    ],
    url: '/uploads/movement.jpg',
    url_alt: null,
    multiple_img: [],
    multiple_img_alt: [],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 4,
    heading: 'Neuroimmunology Unit',
    content: [
      'The Neuroimmunology Unit looks after patients whose immune system attacks the brain, spinal cord or nerves: multiple sclerosis, neuromyelitis optica spectrum disorder, MOG antibody disease, autoimmune encephalitis and CNS vasculitis.',
      'We use advanced antibody testing, MRI and cerebrospinal fluid analysis to reach a precise diagnosis, and offer modern disease-modifying therapies, plasma exchange and immunoglobulin infusions, with close monitoring for side effects.',
    ],
    url: '/uploads/neuroimmunology.jpg',
    url_alt: null,
    multiple_img: [],
    multiple_img_alt: [],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 5,
    heading: 'Neuromuscular Disorders Unit',
    content: [
      'The Neuromuscular Disorders Unit treats diseases of the nerves, the junction between nerve and muscle, and the muscles themselves: peripheral neuropathy, Guillain-Barré syndrome, CIDP, myasthenia gravis, muscular dystrophies and motor neuron disease.',
      'Nerve conduction studies, EMG, nerve and muscle biopsy and genetic testing help us find the cause. Treatment ranges from immunotherapy to respiratory support and rehabilitation, planned together with the patient and family.',
    ],
    url: '/uploads/neuromuscular.jpg',
    url_alt: null,
    multiple_img: [],
    multiple_img_alt: [],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 6,
    heading: 'Pain Medicine Division',
    content: [
      'Chronic pain changes how people sleep, work and live. The Pain Medicine Division treats migraine and other headaches, trigeminal neuralgia, neck and back pain, sciatica, neuropathic pain and pain after shingles.',
      'Care combines medicines with image-guided nerve blocks, radiofrequency procedures, botulinum toxin for chronic migraine, physiotherapy and psychological support, with the aim of lasting relief and a return to normal activities.',
    ],
    url: '/uploads/pain.jpg',
    url_alt: null,
    multiple_img: [],
    multiple_img_alt: [],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 7,
    heading: 'Neuro Infection Unit',
    content: [
      'Infections of the brain and spinal cord need fast diagnosis and treatment. The Neuro Infection Unit manages meningitis, encephalitis, tuberculosis of the brain and spine, neurocysticercosis, brain abscess and infections in people with weakened immunity.',
      'Rapid cerebrospinal fluid testing, molecular diagnostics and MRI guide treatment, and infectious-disease specialists work alongside our neurologists and neurosurgeons.',
    ],
    url: '/uploads/neuro-infection.jpg',
    url_alt: null,
    multiple_img: [],
    multiple_img_alt: [],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 8,
    heading: 'Dementia and Cognitive Disorders',
    content: [
      "Forgetfulness is not always a normal part of ageing. Our memory clinic assesses people with memory loss, confusion or changes in behaviour, and diagnoses Alzheimer's disease, vascular dementia, frontotemporal dementia and treatable causes such as thyroid disease, vitamin deficiency and normal pressure hydrocephalus.",
      'Detailed cognitive testing, MRI and blood tests lead to a clear diagnosis. Treatment includes medicines, cognitive stimulation, support for caregivers and planning for the future.',
    ],
    url: '/uploads/dementia.jpg',
    url_alt: null,
    multiple_img: [],
    multiple_img_alt: [],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 9,
    heading: 'Pediatric Neurology',
    content: [
      'Children are not small adults. Our pediatric neurologists care for children with epilepsy and febrile seizures, developmental delay, cerebral palsy, autism spectrum disorder, ADHD, headaches, neuromuscular diseases and brain infections.',
      'A child-friendly clinic, sedation for investigations when needed and a team that includes developmental therapists and child psychologists help every child reach their potential, with parents involved at every step.',
    ],
    url: '/uploads/pediatric.jpg',
    url_alt: null,
    multiple_img: [],
    multiple_img_alt: [],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
];

export const neurosurgery: AnswerShape<Topic>[] = [
  {
    id: 1,
    heading: 'Neurosurgery',
    content: [
      'Our neurosurgeons operate on the brain, skull base, spine and peripheral nerves, using the operating microscope, neuro-navigation and intra-operative neuromonitoring to make surgery safer and more precise.',
      'Common operations include removal of brain and pituitary tumours, clipping and coiling of aneurysms, surgery for hydrocephalus and shunt procedures, epilepsy surgery, and microvascular decompression for trigeminal neuralgia and hemifacial spasm.',
      'Every patient is discussed by a joint team of neurologists, neurosurgeons, neuro-radiologists and anaesthetists before surgery, and recovers in our Neuro ICU under the same team. Rehabilitation starts as early as it is safe to do so.',
    ],
    url: '/uploads/neurosurgery.jpg',
    url_alt: null,
    multiple_img: [],
    multiple_img_alt: [],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 2,
    heading: 'Neuro Trauma Care',
    content: [
      'Head and spine injuries from road accidents and falls need expert care within the first golden hour. Our trauma team, emergency physicians and neurosurgeons are available 24/7, with CT imaging, the operating theatres and the Neuro ICU only a lift ride away.',
      'We treat skull fractures, brain haemorrhages, raised pressure inside the skull and spinal cord injuries, with emergency surgery when needed and intensive monitoring afterwards.',
      'Rehabilitation begins in the ICU and continues until the patient regains as much independence as possible, with counselling and support for families throughout.',
    ],
    url: '/uploads/neuro-trauma.jpg',
    url_alt: null,
    multiple_img: [],
    multiple_img_alt: [],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 3,
    heading: 'Spine Surgery',
    content: [
      'Back and neck pain, slipped discs, spinal canal narrowing, spinal instability, tumours and injuries of the spine are treated by our spine surgeons, using minimally invasive and endoscopic techniques whenever possible.',
      'Smaller incisions mean less pain, less blood loss and a faster return home, often within a day or two. For complex deformities and fractures, instrumented fixation is carried out with intra-operative imaging and neuromonitoring.',
      'Many patients do not need surgery at all: our spine clinic offers physiotherapy, pain procedures and posture training first, and recommends an operation only when it will clearly help.',
    ],
    url: '/uploads/spine.jpg',
    url_alt: null,
    multiple_img: [],
    multiple_img_alt: [],
    updated_at: '2026-11-01T09:00:00.000Z',
  },
];

export const directors: AnswerShape<Director>[] = [
  {
    id: 1,
    name: 'Dr. Subrata Ghosh',
    heading: 'Managing Director',
    url: '/uploads/director-1.jpg',
    url_alt: null,
    sms: [
      'When we started this hospital, we had one simple aim: that no family in eastern India should have to travel to another city for the best care of the brain and spine. Too many patients lose precious hours on the road after a stroke or a head injury, and too many families spend their savings on travel and stays far from home.',
      'Today, neurologists, neurosurgeons, intensivists, therapists and nurses work together under one roof, around the clock. We have invested in the equipment that modern neurosciences need, but our greatest strength remains our people, and the trust our patients place in them.',
      'We promise to keep our care ethical, our prices transparent and our doors open to every patient who needs us.',
    ],
  },
  {
    id: 2,
    name: 'Dr. Nandini Roy',
    heading: 'Director, Medical Services',
    url: '/uploads/director-2.jpg',
    url_alt: null,
    sms: [
      'Good neurological care is built on protocols, teamwork and continuous learning. Every stroke, every seizure and every operation in our hospital follows clear pathways that we review and improve each month against national and international standards.',
      'We train our nurses and junior doctors continuously, run regular case conferences and take part in research that helps patients beyond our own walls. Patient safety and infection control are reviewed by independent committees.',
      'Our doors are always open to patients, families and referring doctors who wish to share their experience with us. Your feedback helps us become better every day.',
    ],
  },
  {
    id: 3,
    name: 'Mr. Abhijit Dutta',
    heading: 'Director, Operations',
    url: '/uploads/director-3.jpg',
    url_alt: null,
    sms: [
      'A hospital visit is stressful enough. Our job in operations is to make everything around the treatment simple: clear appointments, short waiting times, honest estimates, quick insurance approvals and clean, comfortable spaces.',
      'We have added a branch so that patients in the north of the state can see our specialists closer to home, and we continue to expand tele-consultations for follow-up care.',
      'Thank you for choosing us. We will keep working to deserve your trust.',
    ],
  },
];

export const reviews: AnswerShape<Review>[] = [
  {
    id: 1,
    name: 'Sumita Chakraborty',
    position: 'Patient',
    feedback:
      'I reached the emergency within two hours of my stroke. The team was waiting for me, the scan was done at once and the treatment started in minutes. Today I can walk and talk normally again. I owe them my life.',
    image: '/uploads/review-1.jpg',
    image_alt: null,
  },
  {
    id: 2,
    name: 'Dr. Rakesh Agarwal',
    position: 'Neurologist',
    feedback:
      'I refer my complex epilepsy and stroke patients here with confidence. The video EEG and imaging are of a very high standard, and the reports and discharge summaries always reach me promptly.',
    image: '/uploads/review-2.jpg',
    image_alt: null,
  },
  {
    id: 3,
    name: 'Md. Imran Hossain',
    position: 'Patient',
    feedback:
      'After years of back pain I finally had endoscopic spine surgery here. I was walking the same evening and went home two days later. The doctors explained everything clearly before and after the operation.',
    image: '/uploads/review-3.jpg',
    image_alt: null,
  },
  {
    id: 4,
    name: 'Dr. Meenakshi Iyer',
    position: 'Neurosurgeon',
    feedback:
      'Having operated as a visiting surgeon in their theatres, I can say the infrastructure, the neuro-anaesthesia support and the ICU care match the best centres in the country.',
    image: '/uploads/review-4.jpg',
    image_alt: null,
  },
  {
    id: 5,
    name: 'Pranab Mondal',
    position: "Patient's son",
    feedback:
      'My father spent ten days in the Neuro ICU after a brain haemorrhage. The nurses treated him like family and the doctors met us every day. The rehabilitation team then got him back on his feet.',
    image: '/uploads/review-5.jpg',
    image_alt: null,
  },
];

export const homeTexts: AnswerShape<HomeTexts> = {
  taglines: [
    'One Roof. One Team. Complete Neurosciences',
    'Where Innovation Meets Responsibility in Neuro-care',
    'Advanced Care. Affordable Access. Ethical Practice',
  ],
  why_choose_us: [
    {
      heading: 'For patients in India',
      reasons: [
        'Neurology, neurosurgery, neuro critical care and rehabilitation under one roof',
        'Emergency and stroke care 24x7, with specialists on call at all hours',
        'Transparent, affordable packages and help with insurance and government schemes',
        'Follow-up by phone and messaging app after you go home',
      ],
    },
    {
      heading: 'For patients from abroad',
      reasons: [
        'Help with medical visas, airport pick-up and stays close to the hospital',
        'A single coordinator from your first enquiry to your return home',
        'Second opinions on reports and scans shared before you travel',
        'Interpreters for Bengali, Hindi, Nepali and English',
      ],
    },
  ],
};

export const siteSettings: AnswerShape<SiteSettings> = {
  main_address: ['Plot 24, Sector V, Salt Lake', 'Kolkata, West Bengal 700091'],
  branch_name: 'Siliguri Branch',
  branch_address: ['Hill Cart Road, Near Air View More', 'Siliguri, West Bengal 734001'],
  branch_phones: [
    { display: '+91 94340 12345', digits: '919434012345' },
    { display: '+91 94340 67890', digits: '919434067890' },
  ],
  main_mobile: { display: '+91 90070 41234', digits: '919007041234' },
  hr_mobile: { display: '+91 90070 45678', digits: '919007045678' },
  landline: { display: '033 4012 3456', digits: '913340123456' },
  email: 'care@neurosciences-hospital.example',
  grievance_officer: {
    name: 'Dr. Meera Sengupta, Medical Superintendent',
    phone: { display: '033 4012 3499', digits: '913340123499' },
    email: 'grievance@neurosciences-hospital.example',
  },
  messaging_app_name: 'WhatsApp',
  chat_greeting: 'Hello! I would like to know more about your services.',
  map_embed_url: 'https://maps.google.com/maps?q=Sector%20V%2C%20Salt%20Lake%2C%20Kolkata&z=15&output=embed',
  social: [
    { network: 'facebook', href: 'https://www.facebook.com/neurosciences.hospital.example' },
    { network: 'instagram', href: 'https://www.instagram.com/neurosciences.hospital.example' },
    { network: 'x', href: 'https://x.com/neurohospital_example' },
    { network: 'linkedin', href: 'https://www.linkedin.com/company/neurosciences-hospital-example' },
    { network: 'youtube', href: 'https://www.youtube.com/@neurosciences-hospital-example' },
  ],
  credit: { label: 'Example Web Studio', href: 'https://web-studio.example' },
  licence_number: 'WBCE/KOL/2025/000123',
  rates_attester_name: 'Dr. Nandini Roy, Director, Medical Services',
  demo_licence_and_attester: true,
  hfr_id: 'INDEMO000123',
  // Far ahead, so the fixture's accreditation never runs out under the tests (an expired one is not shown).
  accreditation: { body: 'NABH', certificate_number: 'NABH-DEMO-2025-0123', valid_until: '2099-03-31' },
  demo_registrations: true,
  payment_notice:
    'The hospital takes payment only at its billing counters or into the bank account printed on its bill. Our staff never ask for an OTP.',
};

export const accessibilityStatement: AnswerShape<AccessibilityStatement> = {
  standard: 'WCAG 2.2 level AA',
  how_tested: 'Automated checks on every route at two widths, and keyboard journeys.',
  known_limitations: ['Videos have only the captions YouTube provides.'],
  last_reviewed: '2026-11-25',
  updated_at: '2026-11-25T10:00:00.000Z',
};

export const packageRates: AnswerShape<PackageRate>[] = [
  {
    id: 1,
    title: 'Lumbar microdiscectomy (one level)',
    department: 'Neurosurgery',
    includes: ['Surgeon, anaesthetist and operating theatre', 'Three days in a ward'],
    excludes: ['MRI before admission'],
    price_inr: 125000,
    valid_until: '2027-03-31',
    demo_figure: true,
    updated_at: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 2,
    title: 'Video EEG monitoring (24 hours)',
    department: 'Neurology',
    includes: ['One day and night of video EEG'],
    excludes: [],
    price_inr: 18000,
    valid_until: null,
    demo_figure: true,
    updated_at: '2026-11-24T08:30:00.000Z',
  },
  {
    id: 3,
    title: 'Craniotomy for a brain tumour',
    department: 'Neurosurgery',
    includes: ['Two days in the neuro ICU'],
    excludes: ['Radiotherapy'],
    price_inr: 350000,
    valid_until: '2027-03-31',
    demo_figure: true,
    updated_at: '2026-11-21T10:00:00.000Z',
  },
];

const insuranceDesk = {
  phone: { display: '033 4012 3470', digits: '913340123470' },
  email: 'insurance@hospital.example',
  hours: 'Monday to Saturday, 9 am to 7 pm',
};

export const schemes: AnswerShape<Scheme>[] = [
  {
    id: 1,
    card_key: 'swasthya-sathi',
    name: 'Swasthya Sathi',
    kind: 'government_scheme',
    covers: ['Admission for the listed neurosurgery packages.', 'Not covered: outpatient visits.'],
    claim: 'cashless',
    documents: ['The Swasthya Sathi smart card', 'A photo identity card'],
    help_desk: insuranceDesk,
    as_of: '2026-11-01',
    demo_entry: true,
    updated_at: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 2,
    card_key: 'cghs',
    name: 'CGHS',
    kind: 'government_scheme',
    covers: ['Admission at CGHS rates.'],
    claim: 'both',
    documents: ['The CGHS card', 'The CGHS referral letter'],
    help_desk: insuranceDesk,
    as_of: '2026-11-01',
    demo_entry: true,
    updated_at: '2026-11-21T10:00:00.000Z',
  },
  {
    id: 3,
    card_key: 'echs',
    name: 'ECHS',
    kind: 'government_scheme',
    covers: ['Admission on the polyclinic’s referral.'],
    claim: 'cashless',
    documents: ['The ECHS card', 'The polyclinic’s referral form'],
    help_desk: { ...insuranceDesk, email: null, hours: null },
    as_of: '2026-10-15',
    demo_entry: true,
    updated_at: '2026-11-22T10:00:00.000Z',
  },
  {
    id: 4,
    card_key: 'star-health-medi-assist',
    name: 'Star Health (through Medi Assist TPA)',
    kind: 'tpa',
    covers: ['Admission up to the sum insured, once the insurer approves it.'],
    claim: 'reimbursement',
    documents: ['The TPA health card'],
    help_desk: insuranceDesk,
    as_of: '2026-11-01',
    demo_entry: true,
    updated_at: '2026-11-23T10:00:00.000Z',
  },
];

/**
 * The health library (/conditions/): stroke and migraine as seeded, awaiting clinical review;
 * epilepsy as it reads once a reviewer and a date are set in the panel. Departments and doctors
 * are the fixtures' own (facilities above, doctors in fixtures.ts).
 */
export const conditions: AnswerShape<Condition>[] = [
  {
    id: 1,
    slug: 'stroke',
    name: 'Stroke',
    summary: 'A sudden loss of blood supply to part of the brain: an emergency.',
    overview: [
      'A stroke happens when a blood vessel to the brain is blocked or bursts.',
      'Many strokes can be prevented.',
    ],
    symptoms: ['Face drooping on one side', 'Weakness of an arm or leg', 'Slurred speech'],
    seek_care_now: ['Any one of these signs, even if it passes', 'Note the time the signs began'],
    urgent: true,
    diagnosis_here: ['A CT scan within minutes of arrival.'],
    treatment_here: ['Clot-dissolving medicine (thrombolysis) and thrombectomy.'],
    departments: [
      { id: 1, name: 'Emergency' },
      { id: 3, name: 'Neuro ICU' },
    ],
    doctors: [{ id: 1, name: 'Dr. Ananya Sen' }],
    clinical_review: null,
    references: [{ title: 'NHS: Stroke', url: 'https://www.nhs.uk/conditions/stroke/' }],
    updated_at: '2026-11-24T10:00:00.000Z',
  },
  {
    id: 2,
    slug: 'epilepsy',
    name: 'Epilepsy',
    summary: 'Repeated seizures; most people control them with treatment.',
    overview: ['Epilepsy is a tendency to have repeated seizures.'],
    symptoms: ['Stiffening and jerking of the body', 'Staring spells'],
    seek_care_now: ['A seizure that lasts more than 5 minutes'],
    urgent: true,
    diagnosis_here: ['EEG and video-EEG monitoring.'],
    treatment_here: ['Anti-seizure medicines.'],
    departments: [{ id: 9, name: 'Electrophysiology Studies (EPS) Lab' }],
    doctors: [
      { id: 1, name: 'Dr. Ananya Sen' },
      { id: 2, name: 'Dr. Rahul Banerjee' },
    ],
    clinical_review: {
      reviewer: 'Dr. Ananya Sen',
      credentials: 'MD, DM (Neurology)',
      reviewed_on: '2026-11-20',
    },
    references: [{ title: 'WHO: Epilepsy', url: 'https://www.who.int/news-room/fact-sheets/detail/epilepsy' }],
    updated_at: '2026-11-25T10:00:00.000Z',
  },
  {
    id: 3,
    slug: 'migraine',
    name: 'Migraine',
    summary: 'Repeated attacks of headache, often with nausea.',
    overview: ['Migraine is a common headache disorder.'],
    symptoms: ['Throbbing headache'],
    seek_care_now: ['A sudden, severe headache'],
    urgent: false,
    diagnosis_here: ['From the pattern of the headaches.'],
    treatment_here: ['Medicines to stop and prevent attacks.'],
    departments: [{ id: 2, name: 'Out Patient Department (OPD)' }],
    doctors: [],
    clinical_review: null,
    references: [],
    updated_at: '2026-11-26T10:00:00.000Z',
  },
];
