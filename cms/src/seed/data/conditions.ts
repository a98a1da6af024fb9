/**
 * The health library as first seeded (issue 44): thirteen neurological conditions patients ask
 * about, in plain words, DEMO TEXTS written for the site and not yet checked by a clinician: no
 * reviewer is set, so each page says "Awaiting clinical review" until the hospital's doctor
 * reviews the text and sets their name and the review date in Strapi's panel ("Condition").
 * Departments are named by their facility's heading, doctors by their name (the doctors exist
 * only with the demo content; a name not found is left out). Translations:
 * translations-conditions.ts.
 */

export interface DemoCondition {
  slug: string;
  name: string;
  summary: string;
  overview: string[];
  symptoms: string[];
  seek_care_now: string[];
  urgent: boolean;
  diagnosis_here: string[];
  treatment_here: string[];
  /** Facility headings (data/site-content.ts). */
  departments: string[];
  /** Doctor names (data/doctors.ts). */
  doctors: string[];
  references: Array<{ title: string; url: string }>;
}

const nhs = (title: string, page: string) => ({
  title: `NHS: ${title}`,
  url: `https://www.nhs.uk/conditions/${page}/`,
});
const who = (title: string, page: string) => ({
  title: `World Health Organization: ${title} (fact sheet)`,
  url: `https://www.who.int/news-room/fact-sheets/detail/${page}`,
});

export const conditions: readonly DemoCondition[] = [
  {
    slug: 'stroke',
    name: 'Stroke',
    summary: 'A sudden loss of blood supply to part of the brain: an emergency where every minute counts.',
    overview: [
      'A stroke happens when a blood vessel to the brain is blocked by a clot (ischaemic stroke) or bursts and bleeds (haemorrhagic stroke). Brain cells start to die within minutes, so a stroke is a medical emergency.',
      'High blood pressure, diabetes, smoking, high cholesterol and an irregular heartbeat (atrial fibrillation) raise the risk. Many strokes can be prevented by treating these.',
    ],
    symptoms: [
      'Face drooping on one side, or an uneven smile',
      'Weakness or numbness of an arm or leg, usually on one side',
      'Slurred speech, or difficulty understanding words',
      'Sudden loss of balance, or sudden blurred or lost vision',
      'A sudden, very severe headache unlike any before',
    ],
    seek_care_now: [
      'Any one of these signs, even if it passes within minutes (a "mini-stroke" or TIA warns of a stroke to come)',
      'Note the time the signs began: treatment to dissolve or remove the clot works only within hours',
      'Do not give food, water or medicines while you wait',
    ],
    urgent: true,
    diagnosis_here: [
      'The emergency team starts the stroke protocol on arrival: a CT scan within minutes, blood tests, and an MRI or CT angiography to find the blocked or bleeding vessel.',
      'Heart tests (ECG, echocardiography, Holter monitoring) look for the cause, to prevent another stroke.',
    ],
    treatment_here: [
      'Clot-dissolving medicine (thrombolysis) for suitable patients who arrive in time, and removal of the clot through a catheter (thrombectomy) for a large blocked vessel.',
      'Care in the stroke unit and neuro ICU, surgery for some bleeds, then rehabilitation: physiotherapy, speech and swallowing therapy, and medicines to prevent a second stroke.',
    ],
    departments: ['Emergency', 'Neuro ICU', 'Radiology', 'Neuro Rehabilitation'],
    doctors: ['Dr. Subhajit Mukherjee', 'Dr. Sourav Ghosh', 'Dr. Priyanka Borah'],
    references: [nhs('Stroke', 'stroke'), who('Stroke', 'stroke')],
  },
  {
    slug: 'epilepsy',
    name: 'Epilepsy',
    summary:
      'Repeated seizures caused by bursts of electrical activity in the brain; most people control them with treatment.',
    overview: [
      'Epilepsy is a tendency to have repeated seizures (fits). A seizure is a brief burst of abnormal electrical activity in the brain that changes movement, awareness or feeling.',
      'It can begin at any age. Causes include a brain injury, stroke, infection, a tumour or a condition present from birth; often no cause is found. Most people with epilepsy become seizure-free with the right medicine.',
    ],
    symptoms: [
      'Stiffening and jerking of the body, sometimes with loss of consciousness',
      'Staring spells or brief lapses of awareness',
      'Sudden jerks of an arm or leg',
      'Strange sensations, smells or feelings of fear before a seizure',
      'Confusion or sleepiness after a seizure',
    ],
    seek_care_now: [
      'A seizure that lasts more than 5 minutes, or one seizure after another without waking in between',
      'A first-ever seizure, a seizure in water, in pregnancy, or with an injury',
      'Difficulty breathing or waking after the seizure',
      'During a seizure: turn the person on their side, cushion the head and put nothing in the mouth',
    ],
    urgent: true,
    diagnosis_here: [
      'A neurologist takes a careful history, ideally with someone who saw the seizure (a phone video helps). EEG records the brain’s electrical activity; video-EEG monitoring captures seizures over several days.',
      'MRI of the brain with an epilepsy protocol looks for a cause; blood tests check for other reasons for the seizures.',
    ],
    treatment_here: [
      'Anti-seizure medicines chosen for the type of epilepsy, age, pregnancy plans and other illnesses, with regular follow-up in the epilepsy clinic.',
      'For drug-resistant epilepsy: evaluation for epilepsy surgery, the ketogenic diet and nerve stimulation. Advice on driving, work, school and pregnancy.',
    ],
    departments: ['Electrophysiology Studies (EPS) Lab', 'Out Patient Department (OPD)', 'Radiology', 'Emergency'],
    doctors: ['Dr. Ananya Bhattacharya', 'Dr. Moumita Das'],
    references: [nhs('Epilepsy', 'epilepsy'), who('Epilepsy', 'epilepsy')],
  },
  {
    slug: 'parkinsons-disease',
    name: 'Parkinson’s disease',
    summary: 'A slowly progressing condition of the brain that causes tremor, stiffness and slow movement.',
    overview: [
      'Parkinson’s disease happens when nerve cells in a part of the brain that makes dopamine are gradually lost. Dopamine helps control movement, so movements become slow, stiff and shaky.',
      'It usually starts after the age of 60 and progresses over years. There is no cure yet, but treatment controls the symptoms well for a long time.',
    ],
    symptoms: [
      'Shaking (tremor) of a hand or arm at rest',
      'Slowness of movement and small, cramped handwriting',
      'Stiff muscles and a stooped posture',
      'Shuffling walk, and problems with balance and falls',
      'Soft voice, loss of smell, constipation, sleep and mood problems',
    ],
    seek_care_now: [
      'Sudden confusion, high fever with severe stiffness, or hallucinations',
      'A fall with a head injury, or being unable to get up',
      'Choking or being unable to swallow medicines',
    ],
    urgent: false,
    diagnosis_here: [
      'The diagnosis is made by a movement disorders neurologist from the history and examination. MRI and blood tests rule out other causes; a special scan (DaT scan) may be advised in doubtful cases.',
    ],
    treatment_here: [
      'Medicines that replace or mimic dopamine (such as levodopa), adjusted over time in the movement disorders clinic.',
      'Physiotherapy, speech therapy and occupational therapy. For advanced disease, deep brain stimulation (DBS) surgery and its programming clinic.',
    ],
    departments: ['Out Patient Department (OPD)', 'Neuro Rehabilitation'],
    doctors: ['Dr. Sunita Mohanty'],
    references: [nhs('Parkinson’s disease', 'parkinsons-disease')],
  },
  {
    slug: 'migraine',
    name: 'Migraine',
    summary: 'Repeated attacks of moderate or severe headache, often with nausea and sensitivity to light.',
    overview: [
      'Migraine is a common headache disorder. An attack usually brings a throbbing headache on one or both sides, often with nausea, and lasts from a few hours to three days.',
      'Some people see flashing lights or zigzag lines before the headache (an aura). Triggers include missed meals, poor sleep, stress, bright light and hormonal changes.',
    ],
    symptoms: [
      'Throbbing headache, worse with movement',
      'Nausea or vomiting',
      'Discomfort with light, sound or smells',
      'Visual aura: flashing lights, zigzag lines or blind spots',
      'Tiredness and poor concentration before or after an attack',
    ],
    seek_care_now: [
      'A sudden, severe "thunderclap" headache that peaks within a minute',
      'Headache with fever and a stiff neck, confusion, or a seizure',
      'Headache with weakness, drooping of the face or slurred speech: these can be a stroke',
      'A new headache after a head injury',
    ],
    urgent: true,
    diagnosis_here: [
      'A neurologist makes the diagnosis from the pattern of the headaches and an examination; a headache diary helps. Scans are advised only when a headache has warning features.',
    ],
    treatment_here: [
      'Medicines to stop an attack early, and preventive medicines when attacks are frequent. Advice on sleep, meals and triggers, and on avoiding headache from overusing painkillers.',
      'For chronic migraine: botulinum toxin injections and nerve blocks in the headache clinic.',
    ],
    departments: ['Out Patient Department (OPD)'],
    doctors: ['Dr. Subhajit Mukherjee'],
    references: [nhs('Migraine', 'migraine'), who('Migraine and other headache disorders', 'headache-disorders')],
  },
  {
    slug: 'lumbar-disc-herniation',
    name: 'Slipped disc (lumbar disc herniation)',
    summary: 'A disc in the lower back bulges and presses on a nerve, causing back pain and sciatica down the leg.',
    overview: [
      'The discs between the bones of the spine act as cushions. When the soft centre of a disc bulges out (a slipped or herniated disc), it can press on a nerve. In the lower back this causes sciatica: pain that runs down the leg.',
      'Most slipped discs get better within weeks with rest, movement and medicines. Only a few need surgery.',
    ],
    symptoms: [
      'Lower back pain',
      'Pain, tingling or numbness running down the buttock and leg (sciatica)',
      'Pain worse on coughing, sneezing or sitting long',
      'Weakness of the foot or leg',
    ],
    seek_care_now: [
      'Numbness around the genitals or buttocks, or new trouble passing urine or stool: this can be cauda equina syndrome, which needs surgery within hours',
      'Weakness of both legs, or a foot that drops',
      'Back pain with fever, weight loss, or after a fall',
    ],
    urgent: true,
    diagnosis_here: [
      'A spine specialist examines the nerves of the legs. An MRI of the spine shows the disc and the nerve it presses on; it is advised when pain lasts beyond six weeks or when there are warning signs.',
    ],
    treatment_here: [
      'Pain relief, staying active, physiotherapy, and in some cases an injection near the nerve (epidural or nerve root block).',
      'Surgery when pain does not settle or nerves are weakening: minimally invasive microdiscectomy or endoscopic discectomy, usually with walking the same or next day.',
    ],
    departments: ['Out Patient Department (OPD)', 'Radiology', 'Neuro Operation Theatre (OT)', 'Neuro Rehabilitation'],
    doctors: ['Dr. Rajesh Kumar Sinha', 'Dr. Arindam Chatterjee'],
    references: [nhs('Slipped disc', 'slipped-disc'), nhs('Sciatica', 'sciatica')],
  },
  {
    slug: 'brain-tumour',
    name: 'Brain tumour',
    summary: 'A growth of cells in or around the brain, non-cancerous or cancerous, treated by a team of specialists.',
    overview: [
      'A brain tumour is a growth of abnormal cells in the brain or its coverings. Some grow slowly and are not cancerous (benign, such as many meningiomas); others grow faster (malignant, such as gliomas), or spread to the brain from a cancer elsewhere.',
      'The symptoms depend on where the tumour is and how fast it grows. Many brain tumours can be removed or controlled.',
    ],
    symptoms: [
      'Headaches that are new, persistent, and worse in the morning or on lying down',
      'Seizures (fits) for the first time in an adult',
      'Gradual weakness, numbness, or difficulty with speech or vision',
      'Changes in memory, personality or behaviour',
      'Nausea and vomiting with headache',
    ],
    seek_care_now: [
      'A severe headache with vomiting and drowsiness',
      'A first seizure',
      'Sudden weakness, loss of vision or confusion',
    ],
    urgent: true,
    diagnosis_here: [
      'An MRI of the brain with contrast shows the tumour; special MRI sequences and a CT help plan surgery. A sample of the tumour (biopsy), examined in the laboratory, tells its exact type.',
    ],
    treatment_here: [
      'Surgery to remove as much of the tumour as is safe, with neuronavigation, the operating microscope, endoscopy and awake craniotomy where needed.',
      'A tumour board plans radiotherapy, chemotherapy or follow-up scans with the oncologists, and rehabilitation after surgery.',
    ],
    departments: ['Neuro Operation Theatre (OT)', 'Radiology', 'Neuro ICU', 'Pathology Lab'],
    doctors: ['Dr. Arindam Chatterjee', 'Dr. Debashis Nayak'],
    references: [nhs('Brain tumours', 'brain-tumours')],
  },
  {
    slug: 'multiple-sclerosis',
    name: 'Multiple sclerosis (MS)',
    summary:
      'The immune system damages the coating of nerves in the brain and spinal cord, causing attacks of symptoms.',
    overview: [
      'In multiple sclerosis the body’s immune system attacks myelin, the protective coating of nerves in the brain, spinal cord and optic nerves. Messages along the nerves slow down or stop.',
      'It usually starts between the ages of 20 and 40, more often in women. Most people have attacks (relapses) followed by recovery; treatment reduces the number of attacks.',
    ],
    symptoms: [
      'Blurred or painful vision in one eye (optic neuritis)',
      'Numbness, tingling or weakness of the limbs',
      'Problems with balance and walking',
      'Tiredness (fatigue) out of proportion to effort',
      'Bladder problems, and difficulty thinking clearly',
    ],
    seek_care_now: [
      'New symptoms that last more than 24 hours, or worsening of old ones: this may be a relapse',
      'Sudden loss of vision, or weakness that makes walking unsafe',
    ],
    urgent: false,
    diagnosis_here: [
      'A neurologist examines the nervous system. MRI of the brain and spine shows areas of damage; tests of the spinal fluid (lumbar puncture), blood tests and visual evoked potentials support the diagnosis and rule out similar conditions.',
    ],
    treatment_here: [
      'Steroids or plasma exchange to shorten a relapse, and disease-modifying treatments to prevent new attacks, followed up in the neuroimmunology clinic.',
      'Physiotherapy, bladder care and help with fatigue.',
    ],
    departments: ['Out Patient Department (OPD)', 'Radiology', 'Day Care Facility', 'Neuro Rehabilitation'],
    doctors: ['Dr. Subhajit Mukherjee'],
    references: [nhs('Multiple sclerosis', 'multiple-sclerosis')],
  },
  {
    slug: 'dementia-alzheimers-disease',
    name: 'Dementia and Alzheimer’s disease',
    summary:
      'A gradual decline in memory and thinking that affects daily life; Alzheimer’s disease is its commonest cause.',
    overview: [
      'Dementia is not a normal part of ageing. It is a decline in memory, thinking, language and judgement caused by disease of the brain, enough to affect daily life.',
      'Alzheimer’s disease is the commonest cause; others are vascular dementia after strokes, Lewy body dementia and frontotemporal dementia. Some treatable conditions (low thyroid, low vitamin B12, depression, fluid on the brain) can look like dementia.',
    ],
    symptoms: [
      'Forgetting recent events or repeating questions',
      'Difficulty finding words or following a conversation',
      'Getting lost in familiar places',
      'Difficulty with money, cooking or everyday tasks',
      'Changes in mood, behaviour or personality',
    ],
    seek_care_now: [
      'Sudden confusion over hours or days: this is usually another illness (an infection, dehydration, a medicine) and needs a doctor the same day',
      'A fall, wandering off, or not eating and drinking',
    ],
    urgent: false,
    diagnosis_here: [
      'The memory clinic takes a history from the patient and a family member, and tests memory and thinking. Blood tests look for treatable causes; an MRI of the brain shows strokes, shrinkage or other causes.',
    ],
    treatment_here: [
      'Medicines that can help memory for a time in Alzheimer’s disease, treatment of blood pressure, diabetes and mood, and treatment of any reversible cause.',
      'Support and advice for families and carers: daily routines, safety at home, and planning ahead.',
    ],
    departments: ['Out Patient Department (OPD)', 'Radiology', 'Pathology Lab'],
    doctors: ['Dr. Subhajit Mukherjee', 'Dr. Sunita Mohanty'],
    references: [nhs('Alzheimer’s disease', 'alzheimers-disease'), who('Dementia', 'dementia')],
  },
  {
    slug: 'peripheral-neuropathy',
    name: 'Peripheral neuropathy',
    summary: 'Damage to the nerves of the hands and feet, often from diabetes, causing numbness, tingling or burning.',
    overview: [
      'Peripheral neuropathy is damage to the nerves outside the brain and spinal cord. It usually starts in the feet and can spread to the legs and hands.',
      'Diabetes is the commonest cause in India. Others are vitamin B12 deficiency, alcohol, some medicines, infections, kidney disease and inflammation of the nerves.',
    ],
    symptoms: [
      'Numbness, tingling or pins and needles in the feet or hands',
      'Burning or shooting pain, often worse at night',
      'Weakness, or difficulty gripping and walking',
      'Loss of balance in the dark',
      'Wounds on the feet that are not felt',
    ],
    seek_care_now: [
      'Weakness that spreads up the legs over days, especially with difficulty breathing or swallowing (possible Guillain-Barré syndrome)',
      'A foot wound that is red, swollen or smells',
    ],
    urgent: false,
    diagnosis_here: [
      'Nerve conduction studies and EMG in the electrophysiology lab measure how the nerves work. Blood tests look for diabetes, vitamin deficiency and other causes; a nerve biopsy is rarely needed.',
    ],
    treatment_here: [
      'Treatment of the cause, such as blood sugar control and vitamin replacement; medicines for nerve pain; foot care advice and physiotherapy for strength and balance.',
    ],
    departments: ['Electrophysiology Studies (EPS) Lab', 'Out Patient Department (OPD)', 'Pathology Lab'],
    doctors: ['Dr. Subhajit Mukherjee'],
    references: [nhs('Peripheral neuropathy', 'peripheral-neuropathy')],
  },
  {
    slug: 'bells-palsy',
    name: 'Bell’s palsy',
    summary: 'Sudden weakness of one side of the face from a problem of the facial nerve; most people recover.',
    overview: [
      'Bell’s palsy is a sudden weakness or paralysis of the muscles on one side of the face, caused by swelling of the facial nerve. The cause is not always known; a viral infection is suspected.',
      'Most people recover fully within weeks to months, especially when treatment starts early.',
    ],
    symptoms: [
      'Drooping of one side of the face, including the forehead',
      'Difficulty closing the eye on that side',
      'Drooling and difficulty eating or drinking',
      'Pain behind the ear, change in taste, or sensitivity to sound',
    ],
    seek_care_now: [
      'Facial weakness with weakness of an arm or leg, slurred speech or confusion: this may be a stroke, call for emergency help',
      'Any new facial weakness: see a doctor within 72 hours, when treatment works best',
    ],
    urgent: true,
    diagnosis_here: [
      'A neurologist examines the face and the rest of the nervous system to tell Bell’s palsy from a stroke and other causes. Nerve tests, and sometimes an MRI, are advised when recovery is slow or signs are unusual.',
    ],
    treatment_here: [
      'A short course of steroid tablets started early, eye care to protect the eye that does not close (drops, ointment, taping at night), and facial exercises with the physiotherapist.',
    ],
    departments: ['Out Patient Department (OPD)', 'Electrophysiology Studies (EPS) Lab', 'Neuro Rehabilitation'],
    doctors: ['Dr. Subhajit Mukherjee'],
    references: [nhs('Bell’s palsy', 'bells-palsy')],
  },
  {
    slug: 'spinal-cord-compression',
    name: 'Spinal cord injury and compression',
    summary:
      'Damage to or pressure on the spinal cord from an injury, a disc, a tumour or an infection: it needs urgent care.',
    overview: [
      'The spinal cord carries messages between the brain and the body. It can be damaged by an injury (a road accident or a fall) or squeezed by a disc, worn bones, a tumour, an infection or bleeding.',
      'Early treatment protects the function that remains. After an injury, how a person is moved matters: keep the neck and back still.',
    ],
    symptoms: [
      'Neck or back pain after an injury',
      'Weakness, numbness or tingling of the arms, legs or body',
      'Difficulty walking, or stiffness of the legs',
      'Loss of control of the bladder or bowels',
    ],
    seek_care_now: [
      'After an accident or fall with neck or back pain, or weakness: do not move the person; call an ambulance',
      'Weakness or numbness of the legs that comes on over hours or days',
      'New loss of bladder or bowel control',
    ],
    urgent: true,
    diagnosis_here: [
      'The emergency and trauma team examines the nerves and keeps the spine still. CT and MRI of the spine show fractures, discs, tumours or infection pressing on the cord.',
    ],
    treatment_here: [
      'Surgery to relieve the pressure and stabilise the spine, care in the neuro ICU when needed, and medicines for infection or tumour as the cause requires.',
      'Rehabilitation begins early: physiotherapy, bladder and skin care, and help returning home.',
    ],
    departments: ['Emergency', 'Radiology', 'Neuro Operation Theatre (OT)', 'Neuro ICU', 'Neuro Rehabilitation'],
    doctors: ['Dr. Rajesh Kumar Sinha', 'Dr. Arindam Chatterjee', 'Dr. Priyanka Borah'],
    references: [who('Spinal cord injury', 'spinal-cord-injury')],
  },
  {
    slug: 'hydrocephalus',
    name: 'Hydrocephalus',
    summary: 'A build-up of fluid in the brain that raises pressure; treated with a shunt or endoscopic surgery.',
    overview: [
      'Hydrocephalus is a build-up of cerebrospinal fluid in the spaces (ventricles) of the brain, which raises the pressure inside the head. It can be present from birth or develop later after bleeding, infection, injury or a tumour.',
      'In older adults, normal pressure hydrocephalus causes walking problems, memory loss and bladder leakage, and can improve with treatment.',
    ],
    symptoms: [
      'In babies: a fast-growing head, a bulging soft spot, vomiting and poor feeding',
      'In children and adults: headache, vomiting, blurred vision and drowsiness',
      'In older adults: a slow, shuffling walk, forgetfulness and bladder leakage',
    ],
    seek_care_now: [
      'Severe headache with vomiting, drowsiness or a seizure',
      'For anyone with a shunt: headache, vomiting, fever or redness along the shunt',
    ],
    urgent: true,
    diagnosis_here: [
      'A CT or MRI of the brain shows enlarged ventricles and their cause. For suspected normal pressure hydrocephalus, a test drain of spinal fluid (lumbar tap test) shows whether walking improves.',
    ],
    treatment_here: [
      'A shunt, a thin tube that drains the fluid to the abdomen, or endoscopic third ventriculostomy, which opens a new path for the fluid without a tube. Regular follow-up checks the shunt.',
    ],
    departments: ['Neuro Operation Theatre (OT)', 'Radiology', 'Neuro ICU'],
    doctors: ['Dr. Arindam Chatterjee', 'Dr. Moumita Das'],
    references: [nhs('Hydrocephalus', 'hydrocephalus')],
  },
  {
    slug: 'trigeminal-neuralgia',
    name: 'Trigeminal neuralgia',
    summary: 'Sudden attacks of severe, electric-shock-like pain in the face, set off by touch, eating or talking.',
    overview: [
      'Trigeminal neuralgia is a sudden, severe facial pain caused by irritation of the trigeminal nerve, which carries feeling from the face. Often a blood vessel presses on the nerve where it leaves the brain.',
      'It is more common after the age of 50. Attacks can come in bouts lasting weeks, with pain-free spells in between.',
    ],
    symptoms: [
      'Attacks of stabbing or electric-shock pain on one side of the face, lasting seconds to minutes',
      'Pain set off by touching the face, brushing teeth, eating, talking or a breeze',
      'Pain in the cheek, jaw, teeth, gums or lips, rarely the eye or forehead',
    ],
    seek_care_now: [
      'Facial pain with numbness, weakness, double vision or hearing loss',
      'Pain so severe that you cannot eat or drink',
    ],
    urgent: false,
    diagnosis_here: [
      'A neurologist makes the diagnosis from the description of the pain. An MRI of the brain looks for a blood vessel pressing on the nerve and rules out other causes such as multiple sclerosis or a tumour.',
    ],
    treatment_here: [
      'Medicines that calm the nerve (such as carbamazepine) usually help first. When they fail or cause side effects: microvascular decompression surgery, or procedures that numb the nerve.',
    ],
    departments: ['Out Patient Department (OPD)', 'Radiology', 'Neuro Operation Theatre (OT)'],
    doctors: ['Dr. Subhajit Mukherjee', 'Dr. Arindam Chatterjee'],
    references: [nhs('Trigeminal neuralgia', 'trigeminal-neuralgia')],
  },
];
