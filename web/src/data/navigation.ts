import { consultant, consultantPath } from './consultant';

/** A dropdown entry: a link, or a named department that has no page yet. */
export type NavEntry = { kind: 'link'; label: string; to: string } | { kind: 'disabled'; label: string };

export type NavItem = { label: string; to: string } | { label: string; entries: readonly NavEntry[] };

const link = (label: string, to: string): NavEntry => ({ kind: 'link', label, to });
const disabled = (label: string): NavEntry => ({ kind: 'disabled', label });

/** The main menu exactly as the specification lists it (point 2, "Navigation menu"). */
export const mainNavigation: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  {
    label: 'Department',
    entries: [
      link('Neurology', '/Department2'),
      link('Neurosurgery', '/neurosurgery'),
      disabled('Neuropsychiatry'),
      disabled('Neuro-Critical care'),
      disabled('Neuro rehabilitation'),
    ],
  },
  { label: 'Facilities', to: '/departments' },
  { label: 'Services', to: '/services' },
  {
    label: 'Doctors',
    entries: [link('Doctors & Medical Officers', '/doctors'), link(consultant.name, consultantPath)],
  },
  { label: 'News & Events', to: '/news-and-events' },
  {
    label: 'Appreciation',
    entries: [link('Blogs', '/blogs'), link('Videos', '/videos'), link('Review Videos', '/review-videos')],
  },
  { label: 'More', entries: [link("Director's Desk", '/message')] },
  { label: 'Contact Us', to: '/contact' },
];

/** Where a disabled department points in the mobile menu (the specification's placeholder link). */
export const PLACEHOLDER_HREF = '#';

/** The footer's "Useful Links": only Blogs. */
export const usefulLinks = [
  { label: 'Blogs', to: '/blogs' },
  { label: 'Feedback and complaints', to: '/feedback' },
  { label: 'Accessibility statement', to: '/accessibility' },
] as const;

/** The footer's facility names; they are not links. */
export const footerFacilityNames = [
  'OPD',
  'Neuro ICU',
  'Neuro OT',
  'Neuro Rehabilitation',
  'Pharmacy',
  'Pathology Lab',
  'Radiology',
  'Cafeteria',
  'Conference Room',
  'Nursing',
  'Executive Team',
  'Paramedical Team',
] as const;
