/** The /research page: the hospital's research programme, as static content. */
export interface ResearchArea {
  heading: string;
  summary: string;
}

export interface ResearchContent {
  introduction: readonly string[];
  areas: readonly ResearchArea[];
  ongoingStudies: readonly string[];
  ethics: string;
}

export const research: ResearchContent = {
  introduction: [
    'Research helps us give every patient care that is based on the best available evidence. Our neurologists, neurosurgeons and therapists study the outcomes of the treatments we offer and take part in national multi-centre studies.',
    'All studies are approved by the institutional ethics committee, and no patient is enrolled without informed consent.',
  ],
  areas: [
    {
      heading: 'Stroke care and prevention',
      summary:
        'Door-to-needle and door-to-groin times, thrombectomy outcomes beyond the standard time window, and community awareness of the warning signs of stroke.',
    },
    {
      heading: 'Epilepsy',
      summary: 'The yield of long-term video EEG, epilepsy surgery outcomes, and seizure control in pregnancy.',
    },
    {
      heading: 'Neuro-infections',
      summary: 'Tuberculous meningitis and neurocysticercosis: faster diagnosis and better treatment in our region.',
    },
    {
      heading: 'Rehabilitation',
      summary: 'Early mobilisation after stroke and tele-rehabilitation for patients who live far from the hospital.',
    },
  ],
  ongoingStudies: [
    'A registry of acute stroke patients treated with thrombolysis or thrombectomy',
    'A prospective study of autoimmune encephalitis in eastern India',
    'A trial of home-based tele-rehabilitation after stroke',
  ],
  ethics:
    'Patients who wish to take part in a study, or to know more about one, may ask their treating doctor or write to the research coordinator through the contact page.',
};
