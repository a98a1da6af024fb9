/** A built-in testimonial of the home page's reviews carousel. */
export interface Review {
  name: string;
  /** Patient, a relative, or a visiting specialist. */
  position: string;
  feedback: string;
  image: string;
}

const avatar = (name: string) => `/images/people/${name}.svg`;

export const reviews: readonly Review[] = [
  {
    name: 'Sumita Chakraborty',
    position: 'Patient',
    feedback:
      'I reached the emergency within two hours of my stroke. The team was waiting for me, the scan was done at once and the treatment started in minutes. Today I can walk and talk normally again. I owe them my life.',
    image: avatar('review-1'),
  },
  {
    name: 'Dr. Rakesh Agarwal',
    position: 'Neurologist',
    feedback:
      'I refer my complex epilepsy and stroke patients here with confidence. The video EEG and imaging are of a very high standard, and the reports and discharge summaries always reach me promptly.',
    image: avatar('review-2'),
  },
  {
    name: 'Md. Imran Hossain',
    position: 'Patient',
    feedback:
      'After years of back pain I finally had endoscopic spine surgery here. I was walking the same evening and went home two days later. The doctors explained everything clearly before and after the operation.',
    image: avatar('review-3'),
  },
  {
    name: 'Dr. Meenakshi Iyer',
    position: 'Neurosurgeon',
    feedback:
      'Having operated as a visiting surgeon in their theatres, I can say the infrastructure, the neuro-anaesthesia support and the ICU care match the best centres in the country.',
    image: avatar('review-4'),
  },
  {
    name: 'Pranab Mondal',
    position: "Patient's son",
    feedback:
      'My father spent ten days in the Neuro ICU after a brain haemorrhage. The nurses treated him like family and the doctors met us every day. The rehabilitation team then got him back on his feet.',
    image: avatar('review-5'),
  },
];
