/**
 * The /research page: the specification's static profile page (biography, expertise, education,
 * experience, memberships, award, publications, conference presentations, book chapters and
 * social links), that of the consultant neurologist who leads the hospital's research, under
 * this introduction.
 */
export const researchIntroduction: readonly string[] = [
  'Research helps us give every patient care that is based on the best available evidence. Our neurologists, neurosurgeons and therapists study the outcomes of the treatments we offer and take part in national multi-centre studies.',
  'All studies are approved by the institutional ethics committee, and no patient is enrolled without informed consent.',
];
