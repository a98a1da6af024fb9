import type { MessageKey } from '../lib/i18n';
import { consultant, consultantPath } from './consultant';

/**
 * An entry's words: a key of the interface catalogue (lib/i18n/messages), or a name shown as
 * written in every language (the consultant's).
 */
export type NavLabel = { key: MessageKey } | { name: string };

/** A dropdown entry: a link, or a named department that has no page yet. */
export type NavEntry = { kind: 'link'; label: NavLabel; to: string } | { kind: 'disabled'; label: NavLabel };

export type NavItem = { label: NavLabel; to: string } | { label: NavLabel; entries: readonly NavEntry[] };

const link = (key: MessageKey, to: string): NavEntry => ({ kind: 'link', label: { key }, to });
const disabled = (key: MessageKey): NavEntry => ({ kind: 'disabled', label: { key } });

/** The main menu exactly as the specification lists it (point 2, "Navigation menu"). */
export const mainNavigation: readonly NavItem[] = [
  { label: { key: 'nav.home' }, to: '/' },
  { label: { key: 'nav.about' }, to: '/about' },
  {
    label: { key: 'nav.department' },
    entries: [
      link('nav.neurology', '/Department2'),
      link('nav.neurosurgery', '/neurosurgery'),
      disabled('nav.neuropsychiatry'),
      disabled('nav.neuroCriticalCare'),
      disabled('nav.neuroRehabilitation'),
    ],
  },
  { label: { key: 'nav.facilities' }, to: '/departments' },
  { label: { key: 'nav.services' }, to: '/services' },
  {
    label: { key: 'nav.doctors' },
    entries: [
      link('nav.doctorsAndOfficers', '/doctors'),
      { kind: 'link', label: { name: consultant.name }, to: consultantPath },
    ],
  },
  { label: { key: 'nav.newsAndEvents' }, to: '/news-and-events' },
  {
    label: { key: 'nav.appreciation' },
    entries: [link('nav.blogs', '/blogs'), link('nav.videos', '/videos'), link('nav.reviewVideos', '/review-videos')],
  },
  { label: { key: 'nav.more' }, entries: [link('nav.directorsDesk', '/message')] },
  { label: { key: 'nav.contactUs' }, to: '/contact' },
];

/** Where a disabled department points in the mobile menu (the specification's placeholder link). */
export const PLACEHOLDER_HREF = '#';

/** The footer's "Useful Links". */
export const usefulLinks: readonly { label: MessageKey; to: string }[] = [
  { label: 'nav.blogs', to: '/blogs' },
  { label: 'footer.feedback', to: '/feedback' },
  { label: 'footer.accessibility', to: '/accessibility' },
  { label: 'footer.schemes', to: '/schemes' },
  { label: 'footer.conditions', to: '/conditions' },
];

/** The footer's facility names; they are not links. */
export const footerFacilityNames: readonly MessageKey[] = [
  'footer.facility.opd',
  'footer.facility.neuroIcu',
  'footer.facility.neuroOt',
  'footer.facility.neuroRehabilitation',
  'footer.facility.pharmacy',
  'footer.facility.pathologyLab',
  'footer.facility.radiology',
  'footer.facility.cafeteria',
  'footer.facility.conferenceRoom',
  'footer.facility.nursing',
  'footer.facility.executiveTeam',
  'footer.facility.paramedicalTeam',
];
