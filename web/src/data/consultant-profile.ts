import { consultant } from './consultant';
import type { SocialProfile } from './contact-details';

/** The consultant neurologist's profile page (/{name}): a static biography. */
export interface ConsultantProfile {
  name: string;
  role: string;
  photo: string;
  biography: readonly string[];
  expertise: readonly string[];
  education: readonly string[];
  experience: readonly string[];
  memberships: readonly string[];
  award: string;
  publications: readonly string[];
  conferencePresentations: readonly string[];
  bookChapters: readonly string[];
  social: readonly SocialProfile[];
}

export const consultantProfile: ConsultantProfile = {
  name: consultant.name,
  role: consultant.role,
  photo: '/images/people/consultant.svg',
  biography: [
    `${consultant.name} is a senior consultant neurologist with more than eighteen years of experience in stroke, epilepsy and movement disorders. He leads the hospital's stroke programme, which treats patients with clot-dissolving medicine and thrombectomy around the clock.`,
    'After training in internal medicine and neurology in Kolkata and New Delhi, he completed a fellowship in stroke and neurocritical care abroad before returning to eastern India to build a comprehensive neurosciences service close to home.',
    'He is known for explaining complex conditions in simple words, and for his work on stroke awareness in rural districts.',
  ],
  expertise: [
    'Acute stroke thrombolysis and stroke prevention',
    'Drug-resistant epilepsy and video EEG evaluation',
    "Parkinson's disease and botulinum toxin therapy",
    'Neuro-critical care',
    'Headache and migraine management',
  ],
  education: [
    'MBBS, Calcutta Medical College',
    'MD (General Medicine), Institute of Post Graduate Medical Education & Research, Kolkata',
    'DM (Neurology), All India Institute of Medical Sciences, New Delhi',
    'Fellowship in Stroke and Neurocritical Care',
  ],
  experience: [
    'Senior Consultant Neurologist and Head, Stroke Programme (present)',
    'Consultant Neurologist, a tertiary care hospital in Kolkata (8 years)',
    'Assistant Professor of Neurology, a state medical college (4 years)',
  ],
  memberships: [
    'Indian Academy of Neurology',
    'Indian Stroke Association',
    'Indian Epilepsy Society',
    'World Stroke Organization',
  ],
  award: 'Best Clinical Research Award, Indian Stroke Association annual conference',
  publications: [
    'Door-to-needle time in a stroke programme in eastern India: a five-year audit. Journal of Stroke Care.',
    'Outcomes of mechanical thrombectomy beyond six hours in Indian patients. Annals of Neurosciences.',
    'Video EEG monitoring in adults with drug-resistant epilepsy: yield and change in management. Neurology India.',
  ],
  conferencePresentations: [
    'Building a 24x7 stroke code in a private hospital: lessons learnt. Indian Stroke Association conference.',
    'Status epilepticus in the Neuro ICU. Annual conference of the Indian Academy of Neurology.',
  ],
  bookChapters: [
    'Acute ischaemic stroke: the first hour. In: A Handbook of Emergency Neurology.',
    'Botulinum toxin in movement disorders. In: Practical Neurology for Physicians.',
  ],
  social: [
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/in/arindam-sarkar-neurologist-example' },
    { network: 'x', label: 'X (Twitter)', href: 'https://x.com/arindam_neuro_example' },
  ],
};
