/** A member of the board, shown on the Director's Desk page. */
export interface Director {
  id: number;
  name: string;
  /** Role on the board. */
  heading: string;
  url: string;
  /** The director's message, as paragraphs. */
  sms: readonly string[];
}

const photo = (name: string) => `/images/people/${name}.svg`;

export const directors: readonly Director[] = [
  {
    id: 1,
    name: 'Dr. Subrata Ghosh',
    heading: 'Managing Director',
    url: photo('director-1'),
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
    url: photo('director-2'),
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
    url: photo('director-3'),
    sms: [
      'A hospital visit is stressful enough. Our job in operations is to make everything around the treatment simple: clear appointments, short waiting times, honest estimates, quick insurance approvals and clean, comfortable spaces.',
      'We have added a branch so that patients in the north of the state can see our specialists closer to home, and we continue to expand tele-consultations for follow-up care.',
      'Thank you for choosing us. We will keep working to deserve your trust.',
    ],
  },
];
