import type { DemoVideo } from './types';

/**
 * Videos and patients' review videos. The links use every YouTube form the site recognises
 * (youtu.be, watch?v=, embed/, v/) with 11-character ids, some with `_` and `-`; the ids are
 * demo placeholders, not the hospital's real channel.
 */
export const videos: readonly DemoVideo[] = [
  {
    type: 'video',
    title: 'What happens in the first hour of a stroke',
    description:
      'Our stroke team walks through the path of a patient from the ambulance to the CT scanner and treatment.',
    link: 'https://youtu.be/Qm3r7Tz9XaB',
  },
  {
    type: 'video',
    title: 'Inside the neuro ICU',
    description: 'A tour of the 24-bed neuro intensive care unit and the monitoring that keeps patients safe.',
    link: 'https://www.youtube.com/watch?v=nEuR0_iCu24',
  },
  {
    type: 'video',
    title: 'Epilepsy surgery explained',
    description: 'How video-EEG and MRI find the source of seizures, and who can be cured by surgery.',
    link: 'https://www.youtube.com/embed/Ep1-SuRg3ry',
  },
  {
    type: 'video',
    title: 'Minimally invasive spine surgery',
    description: 'Our spine surgeons explain keyhole surgery for slipped discs and why recovery is faster.',
    link: 'https://www.youtube.com/v/Sp1nE-mIs07',
  },
  {
    type: 'video',
    title: 'Exercises after a stroke',
    description: 'Simple exercises our physiotherapists teach families to continue at home.',
    link: 'https://www.youtube.com/watch?v=R3hab_Ex3rC&t=42s',
  },
  {
    type: 'video',
    title: 'Understanding migraine',
    description: 'A neurologist answers the questions patients ask most often about migraine and its prevention.',
    link: 'https://youtu.be/M1gra1ne_Q4',
  },
  {
    type: 'review_video',
    title: 'Walking again after spine surgery',
    description: 'A farmer from the branch town tells how he returned to his fields six weeks after surgery.',
    link: 'https://youtu.be/Rv-Sp1ne001',
  },
  {
    type: 'review_video',
    title: 'A mother’s story of her son’s recovery',
    description: 'A family recalls the weeks their son spent in the neuro ICU after a road accident.',
    link: 'https://www.youtube.com/watch?v=Rv_Tr4uma02',
  },
  {
    type: 'review_video',
    title: 'Seizure-free for two years',
    description: 'A college student describes life after epilepsy surgery.',
    link: 'https://www.youtube.com/embed/Rv3p1l3psy3',
  },
  {
    type: 'review_video',
    title: 'Back to work after a stroke',
    description: 'A bank officer talks about treatment within the golden hour and his months of rehabilitation.',
    link: 'https://www.youtube.com/v/RvStr0ke-04',
  },
];
