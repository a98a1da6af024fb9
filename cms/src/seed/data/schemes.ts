/**
 * The schemes and insurers as first seeded: the cards Kolkata's patients ask about most, with
 * what such schemes usually cover and ask for, but DEMO ENTRIES (`demo_entry: true`, and the page
 * says so): empanelments lapse and change, so the hospital's insurance desk confirms each one, or
 * deletes it, in Strapi's panel ("Scheme or insurer") before the site goes live.
 */
const AS_OF = '2026-11-01';

/** The insurance desk, as the demo's contact details give the hospital's numbers (data/site-content.ts). */
const desk = {
  help_desk_phone: '033 4012 3470',
  help_desk_email: 'insurance@neurosciences-hospital.example',
  help_desk_hours: 'Monday to Saturday, 9 am to 7 pm; emergencies at any hour through the emergency desk',
};

const photoId = 'A photo identity card (Aadhaar, voter card or passport)';

export const schemes = [
  {
    card_key: 'swasthya-sathi',
    name: 'Swasthya Sathi (Government of West Bengal)',
    kind: 'government_scheme',
    covers: [
      'Admission for the neurosurgery and neurology packages the scheme lists, up to the family’s yearly cover.',
      'Not covered: outpatient visits and tests without admission.',
    ],
    claim: 'cashless',
    documents: ['The Swasthya Sathi smart card', photoId, 'The doctor’s advice for admission, if you have one'],
  },
  {
    card_key: 'pm-jay',
    name: 'Ayushman Bharat PM-JAY',
    kind: 'government_scheme',
    covers: [
      'Admission for the procedures on the scheme’s package list, up to the family’s yearly cover, including medicines and tests during the stay.',
      'Not covered: outpatient visits.',
    ],
    claim: 'cashless',
    documents: ['The Ayushman card, or the ration card the beneficiary list names', 'Aadhaar card'],
  },
  {
    card_key: 'cghs',
    name: 'CGHS (Central Government Health Scheme)',
    kind: 'government_scheme',
    covers: [
      'Admission at CGHS rates for pensioners and other beneficiaries whose card permits cashless treatment.',
      'Serving employees pay and claim from their office.',
    ],
    claim: 'both',
    documents: ['The CGHS card', 'The CGHS referral letter, except in an emergency', photoId],
  },
  {
    card_key: 'echs',
    name: 'ECHS (Ex-Servicemen Contributory Health Scheme)',
    kind: 'government_scheme',
    covers: ['Admission and the tests and procedures the ECHS polyclinic refers, at ECHS rates.'],
    claim: 'cashless',
    documents: ['The ECHS card', 'The polyclinic’s referral form, except in an emergency', photoId],
  },
  {
    card_key: 'wbhs',
    name: 'WBHS (West Bengal Health Scheme)',
    kind: 'government_scheme',
    covers: [
      'Admission for state government employees and pensioners at WBHS rates; cashless up to the scheme’s limit for listed treatments.',
      'Outpatient treatment is paid and claimed from the employer.',
    ],
    claim: 'both',
    documents: ['The WBHS card', 'The employee’s or pensioner’s identity card', photoId],
  },
  {
    card_key: 'star-health-medi-assist',
    name: 'Star Health insurance (through Medi Assist TPA)',
    kind: 'tpa',
    covers: [
      'Admission up to the policy’s sum insured, after the insurer approves it; what the policy excludes is paid by the patient.',
    ],
    claim: 'both',
    documents: [
      'The TPA health card or the policy number',
      photoId,
      'The doctor’s advice for admission',
      'PAN card, for claims above ₹1 lakh',
    ],
  },
].map((scheme) => ({ ...scheme, ...desk, as_of: AS_OF, demo_entry: true }));
