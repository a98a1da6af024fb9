import type {
  VitalsSummary,
  AboutBlock,
  AnswerShape,
  Banner,
  Booking,
  ContactDeskSummary,
  ContactRequest,
  ContentEntry,
  Doctor,
  HospitalEvent,
  NewsItem,
  Service,
  User,
} from '@hospital/contract';
import { strapiSizes } from './stored-sizes';

/** Test data in the legacy API's shapes (docs/API.md, packages/contract), newest first like the server answers. */
export const banners: AnswerShape<Banner>[] = [
  {
    id: '1',
    main_heading: 'Complete Neurosciences Under One Roof',
    sub_heading: '24x7 neuro critical care, neurosurgery and rehabilitation',
    banner_image: '/uploads/banner_1920x600.jpg',
    banner_image_alt: null,
    banner_image_sizes: strapiSizes('/uploads/banner_1920x600.jpg', 1920, 600),
    created_at: '2026-11-01T09:00:00.000Z',
  },
];

export const homeAbout: AnswerShape<AboutBlock> = {
  title: 'A neurosciences hospital built around the patient',
  description:
    'Since its founding the hospital has brought neurology, neurosurgery, neuro critical care and rehabilitation together.',
  image: '/uploads/home_about.jpg',
  image_alt: null,
  image_sizes: strapiSizes('/uploads/home_about.jpg', 1200, 900),
};

export const about: AnswerShape<AboutBlock> = {
  title: 'About the hospital',
  description: 'A dedicated neurosciences centre in eastern India with a branch in a neighbouring town.',
  image: '/uploads/about.jpg',
  image_alt: null,
  image_sizes: strapiSizes('/uploads/about.jpg', 1200, 900),
};

/** A doctor as the CMS answers one today (no `url`: only older servers sent it). */
type DoctorAnswer = AnswerShape<Doctor, 'url'>;

function doctor(id: number, name: string, type: Doctor['type'], extra: Partial<DoctorAnswer> = {}): DoctorAnswer {
  return {
    id,
    name,
    designation: type === 'doctor' ? 'Consultant Neurologist' : 'Medical Officer, Neuro ICU',
    registration_no: null,
    hpr_id: null,
    opd: [],
    about: `${name} cares for patients with stroke and epilepsy.`,
    specialty: null,
    details: null,
    image: `/uploads/doctor_${id}.jpg`,
    image_alt: null,
    image_sizes: strapiSizes(`/uploads/doctor_${id}.jpg`, 800, 800),
    twitter: null,
    fb: null,
    insta: null,
    linkedin: null,
    type,
    is_active: true,
    created_at: `2026-10-${String(30 - id).padStart(2, '0')}T10:00:00.000Z`,
    updated_at: `2026-11-${String(10 + id).padStart(2, '0')}T10:00:00.000Z`,
    ...extra,
  };
}

export const doctors: DoctorAnswer[] = [
  doctor(1, 'Dr. Ananya Sen', 'doctor', {
    linkedin: 'https://www.linkedin.com/in/example',
    specialty: 'neurology',
    registration_no: 'WBMC 61234',
    hpr_id: '71123456789012',
    opd: [
      { day: 'monday', start: '09:30', end: '12:30', branch: 'Salt Lake, Kolkata' },
      { day: 'thursday', start: '17:00', end: '20:00', branch: 'Siliguri' },
    ],
  }),
  doctor(2, 'Dr. Rahul Banerjee', 'doctor', { designation: 'Consultant Neurosurgeon', specialty: 'neurosurgery' }),
  doctor(3, 'Dr. Priya Ghosh', 'medical_officer', { specialty: 'neuro_critical_care' }),
];

/** A visit booked online (issue 41): Dr. Ananya Sen's Monday session, token 14 of 20. */
export const bookedVisit: Booking = {
  reference: 'BK-7KQ4-M2XD',
  status: 'booked',
  token: 14,
  date: '2026-12-07',
  day: 'monday',
  start: '09:30',
  end: '12:30',
  branch: 'Salt Lake, Kolkata',
  doctor: { id: 1, name: 'Dr. Ananya Sen' },
  name: 'Asha Roy',
  report_from: '11:15',
  report_to: '11:45',
  moves_left: 5,
  language: 'en',
  created_at: '2026-11-29T10:00:00.000Z',
};

export const users: AnswerShape<User>[] = [
  { id: 1, email: 'admin@example.com', role: 'admin', is_active: true, created_at: '2026-11-01T08:00:00.000Z' },
  { id: 2, email: 'staff@example.com', role: 'user', is_active: true, created_at: '2026-10-15T08:00:00.000Z' },
];

export const news: AnswerShape<NewsItem>[] = [
  {
    id: 2,
    title: 'New 3 Tesla MRI commissioned',
    description: 'The radiology department now runs a 3 Tesla MRI around the clock.',
    image: '/uploads/news_2.jpg',
    image_alt: null,
    image_sizes: strapiSizes('/uploads/news_2.jpg', 1200, 900),
    created_at: '2026-11-10T08:00:00.000Z',
    updated_at: '2026-11-10T08:00:00.000Z',
  },
  {
    id: 1,
    title: 'Stroke awareness week',
    description: 'Free screening camps across the city during stroke awareness week.',
    image: '/uploads/news_1.jpg',
    image_alt: null,
    image_sizes: strapiSizes('/uploads/news_1.jpg', 1200, 900),
    created_at: '2026-10-29T08:00:00.000Z',
    // Corrected by an editor after it was published.
    updated_at: '2026-11-12T09:30:00.000Z',
  },
];

export const events: AnswerShape<HospitalEvent>[] = [
  {
    id: 1,
    title: 'Epilepsy Day walk',
    description: 'Patients, families and staff walked together for epilepsy awareness.',
    main_image: '/uploads/event_1.jpg',
    main_image_alt: null,
    main_image_sizes: strapiSizes('/uploads/event_1.jpg', 1200, 900),
    images: [
      { id: 11, image: '/uploads/event_1_a.jpg', alt: null, sizes: strapiSizes('/uploads/event_1_a.jpg', 800, 600) },
      { id: 12, image: '/uploads/event_1_b.jpg', alt: null, sizes: strapiSizes('/uploads/event_1_b.jpg', 800, 600) },
    ],
    created_at: '2026-11-05T08:00:00.000Z',
    updated_at: '2026-11-05T08:00:00.000Z',
  },
];

export const content: AnswerShape<ContentEntry>[] = [
  {
    id: '3',
    type: 'blog',
    title: 'Recognising a stroke: BE FAST',
    description: 'Balance, eyes, face, arm, speech, time: every minute counts.',
    image: '/uploads/blog_3.jpg',
    image_alt: null,
    image_sizes: strapiSizes('/uploads/blog_3.jpg', 1200, 800),
    link: null,
    created_at: '2026-11-08T08:00:00.000Z',
    updated_at: '2026-11-08T08:00:00.000Z',
  },
  {
    id: '2',
    type: 'video',
    title: 'Inside the Neuro ICU',
    description: 'A tour of the neuro intensive care unit.',
    image: null,
    image_alt: null,
    image_sizes: null,
    link: 'https://youtu.be/dQw4w9WgXcQ',
    created_at: '2026-11-07T08:00:00.000Z',
    updated_at: '2026-11-07T08:00:00.000Z',
  },
  {
    id: '1',
    type: 'review_video',
    title: 'A patient on her recovery',
    description: 'Back to work six weeks after spine surgery.',
    image: null,
    image_alt: null,
    image_sizes: null,
    link: 'https://www.youtube.com/watch?v=9bZkp7q19f0',
    created_at: '2026-11-06T08:00:00.000Z',
    updated_at: '2026-11-06T08:00:00.000Z',
  },
];

export const services: AnswerShape<Service>[] = [
  {
    id: 1,
    heading: 'Neuro Rehabilitation',
    content: 'Physiotherapy, occupational therapy and speech therapy after stroke and surgery.',
    url: '/uploads/service_1.jpg',
    url_alt: null,
    url_sizes: strapiSizes('/uploads/service_1.jpg', 1000, 750),
    multiple_img: ['/uploads/service_1_a.jpg', '/uploads/service_1_b.jpg'],
    multiple_img_alt: [null, null],
    multiple_img_sizes: [
      strapiSizes('/uploads/service_1_a.jpg', 800, 600),
      strapiSizes('/uploads/service_1_b.jpg', 800, 600),
    ],
    updated_at: '2026-11-02T08:00:00.000Z',
  },
];

const desk = {
  note: null,
  call_log: [],
  handled_by: null,
  handled_at: null,
  reply_hours: 24,
  procedure: null,
  department: null,
  report_url: null,
  passport_name: null,
  passport_no: null,
  nationality: null,
  attendants: null,
  language: 'en',
} as const;
const contact = { type: 'contact', doctor: null, preferred_date: null, kind: null } as const;

/** Newest first, as the API lists them: one on time, one overdue, one already called back. */
export const contactRequests: AnswerShape<ContactRequest>[] = [
  {
    ...desk,
    type: 'appointment',
    doctor: { id: 1, name: 'Dr. Ananya Sen' },
    preferred_date: '2026-11-16',
    kind: null,
    id: 3,
    reference: 'NH-0003',
    name: 'Sourav Das',
    phone: '+91 98300 00000',
    email: 'sourav@example.com',
    gender: 'male',
    age: 54,
    message: 'Frequent headaches for two weeks.',
    status: 'new',
    reply_by: '2026-11-13T08:00:00.000Z',
    overdue: false,
    created_at: '2026-11-12T08:00:00.000Z',
  },
  {
    ...desk,
    ...contact,
    id: 2,
    reference: 'NH-0002',
    name: 'Mita Roy',
    phone: '+91 98300 11111',
    email: null,
    gender: 'female',
    age: 67,
    message: 'My mother has had two falls this week.',
    status: 'new',
    reply_by: '2026-11-11T09:00:00.000Z',
    overdue: true,
    created_at: '2026-11-10T09:00:00.000Z',
  },
  {
    ...desk,
    ...contact,
    id: 1,
    reference: 'NH-0001',
    name: 'Arif Khan',
    phone: '+91 98300 22222',
    email: null,
    gender: null,
    age: null,
    message: null,
    status: 'contacted',
    note: 'Called back; OPD on Monday.',
    call_log: [
      { by: 'admin@example.com', at: '2026-11-09T12:00:00.000Z', outcome: null, text: 'Called back; OPD on Monday.' },
    ],
    handled_by: 'admin@example.com',
    handled_at: '2026-11-09T12:00:00.000Z',
    reply_by: '2026-11-10T10:00:00.000Z',
    overdue: false,
    created_at: '2026-11-09T10:00:00.000Z',
  },
];

/** An estimate request with a report, as the desk's list shows it (GET /contact-requests/?type=estimate). */
export const estimateRequest: AnswerShape<ContactRequest> = {
  ...desk,
  ...contact,
  type: 'estimate',
  id: 5,
  reference: 'NH-0005',
  name: 'Rafiq Hasan',
  phone: '+880 1712 345678',
  email: null,
  gender: null,
  age: null,
  message: 'Disc prolapse at L4-L5.',
  procedure: 'Lumbar microdiscectomy (one level)',
  department: 'Neurosurgery',
  report_url: '/api/contact-requests/5/report/',
  status: 'new',
  reply_by: '2026-11-15T08:00:00.000Z',
  overdue: false,
  created_at: '2026-11-14T08:00:00.000Z',
};

/** A visa invitation letter request as the desk's list shows it: the passport's last four only. */
export const visaRequest: AnswerShape<ContactRequest> = {
  ...desk,
  ...contact,
  type: 'visa',
  id: 4,
  reference: 'NH-0004',
  name: 'Nasrin Akter',
  phone: '+880 1811 000111',
  email: null,
  gender: null,
  age: null,
  message: null,
  preferred_date: '2026-12-20',
  department: 'Neurology',
  passport_name: 'NASRIN AKTER',
  passport_no: '••••7654',
  nationality: 'Bangladeshi',
  attendants: 2,
  status: 'new',
  reply_by: '2026-11-14T08:00:00.000Z',
  overdue: false,
  created_at: '2026-11-13T08:00:00.000Z',
};

export const contactDeskSummary: ContactDeskSummary = {
  open: 3,
  new: 2,
  overdue: 1,
  open_by_type: { contact: 2, appointment: 1, feedback: 0, estimate: 0, visa: 0 },
  reply_hours: 24,
  retention_days: 365,
};

/** Field measurements: the home page good, /doctors' LCP needing improvement, one poor INP. */
export const vitalsSummary: VitalsSummary = {
  last_7_days: [
    { route: '/', metric: 'LCP', p75: 1800, samples: 40 },
    { route: '/doctors', metric: 'LCP', p75: 3100, samples: 12 },
  ],
  last_28_days: [
    { route: '/', metric: 'LCP', p75: 2100, samples: 160 },
    { route: '/', metric: 'INP', p75: 640, samples: 150 },
    { route: '/', metric: 'CLS', p75: 0.02, samples: 160 },
    { route: '/', metric: 'TTFB', p75: 450, samples: 160 },
    { route: '/doctors', metric: 'LCP', p75: 3100, samples: 48 },
  ],
  retention_days: 28,
};

/** Tokens the fake server understands. */
export const tokens = {
  adminAccess: 'admin-access-token',
  adminRefresh: 'admin-refresh-token',
  userAccess: 'user-access-token',
  userRefresh: 'user-refresh-token',
  expiredAccess: 'expired-access-token',
} as const;
