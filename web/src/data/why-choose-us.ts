/** The home page's 'Why Choose Us' section: reasons for patients in India and from abroad. */
export interface ReasonGroup {
  heading: string;
  reasons: readonly string[];
}

export const whyChooseUs: readonly [ReasonGroup, ReasonGroup] = [
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
];
