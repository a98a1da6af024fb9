import type { Page } from '@playwright/test';
// The contract's build (test:e2e makes it first): Playwright's loader takes no named exports from its
// CommonJS source.
import { seededAddress, type PagePattern } from '@hospital/contract';
import {
  apiGet,
  type AboutAnswer,
  type Banner,
  type ContentEntry,
  type Doctor,
  type HospitalEvent,
  type NewsItem,
  type Service,
} from './cms-api';

/** What the seeded CMS holds, read once per test file: the journeys look for these texts. */
export interface SiteData {
  banner: Banner | undefined;
  about: string;
  homeAbout: string;
  services: Service[];
  doctors: Doctor[];
  medicalOfficers: Doctor[];
  blogs: ContentEntry[];
  videos: ContentEntry[];
  reviewVideos: ContentEntry[];
  news: NewsItem[];
  events: HospitalEvent[];
}

export async function loadSiteData(): Promise<SiteData> {
  const [banners, about, homeAbout, services, doctors, medicalOfficers, blogs, videos, reviewVideos, news, events] =
    await Promise.all([
      apiGet<Banner[]>('/banners/'),
      apiGet<AboutAnswer>('/about/'),
      apiGet<AboutAnswer>('/homeabout/'),
      apiGet<Service[]>('/public/api/newservices.php'),
      apiGet<Doctor[]>('/doctors/?type=doctor'),
      apiGet<Doctor[]>('/doctors/?type=medical_officer'),
      apiGet<ContentEntry[]>('/content/?type=blog'),
      apiGet<ContentEntry[]>('/content/?type=video'),
      apiGet<ContentEntry[]>('/content/?type=review_video'),
      apiGet<NewsItem[]>('/news/list/'),
      apiGet<HospitalEvent[]>('/events/list/'),
    ]);
  const data: SiteData = {
    banner: banners[0],
    about: about.data?.title ?? '',
    homeAbout: homeAbout.data?.title ?? '',
    services,
    doctors,
    medicalOfficers,
    blogs,
    videos,
    reviewVideos,
    news,
    events,
  };
  for (const [name, list] of Object.entries({
    services,
    doctors,
    medicalOfficers,
    blogs,
    videos,
    reviewVideos,
    news,
    events,
  })) {
    if (list.length === 0) throw new Error(`The seeded CMS has no ${name}: the journeys need the demo content.`);
  }
  return data;
}

/** Waits until `text` is on the page (attached; carousels keep some cards out of view). */
async function shows(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'attached' });
}

async function heading(page: Page, name: string, level?: number): Promise<void> {
  await page.getByRole('heading', { name, exact: true, level }).first().waitFor();
}

/** No spinner or 'Loading...' message left on the page. */
export async function noLoadingLeft(page: Page): Promise<void> {
  await page.waitForFunction(() => !/Loading[ a-z]*\.\.\./.test(document.body.innerText));
}

export interface PublicRoute {
  path: string;
  /** Resolves once the page shows its content (from the CMS where it has any). */
  ready: (page: Page) => Promise<void>;
}

interface RouteDefinition {
  /** How the address is found in the CMS's content; without it, the page's address on the seeded site. */
  path?: (data: SiteData) => string;
  /** For test titles, known before the CMS answers (tests are listed before the stack starts). */
  name?: string;
  ready: (page: Page, data: SiteData) => Promise<void>;
}

/**
 * Every page of the site's page table (packages/contract/src/pages.ts) but the not-found page, which
 * tests of its own ask for (server-rendered.test.ts, languages.test.ts), with what each must show
 * once loaded: the compiler asks for a page added to the table.
 */
const ROUTES: Record<PagePattern, RouteDefinition> = {
  '/': {
    ready: async (page, data) => {
      if (data.banner) await heading(page, data.banner.main_heading, 2);
      await shows(page, data.homeAbout);
      await shows(page, data.doctors[0].name);
      await page.getByRole('tab', { name: 'Emergency', selected: true }).waitFor();
    },
  },
  '/about': { ready: (page, data) => heading(page, data.about) },
  '/services': { ready: (page, data) => heading(page, data.services[0].heading) },
  '/departments': {
    ready: async (page) => {
      await heading(page, 'Facilities & Services', 1);
      await page.getByRole('tab', { name: 'Emergency', selected: true }).waitFor();
    },
  },
  '/Department2': {
    ready: async (page) => {
      await heading(page, 'Neurology', 1);
      await page.getByRole('tab', { name: 'Stroke Unit', selected: true }).waitFor();
    },
  },
  '/neurosurgery': {
    ready: async (page) => {
      await heading(page, 'Neurosurgery', 1);
      await page.getByRole('tab', { name: 'Neurosurgery', selected: true }).waitFor();
    },
  },
  '/doctors': {
    ready: async (page, data) => {
      await shows(page, data.doctors[0].name);
      await heading(page, 'Medical Officers', 2);
      await shows(page, data.medicalOfficers[0].name);
    },
  },
  '/:name': { ready: (page) => heading(page, 'Dr. Arindam Sarkar', 1) },
  '/research': { ready: (page) => heading(page, 'Research', 1) },
  '/blogs': {
    ready: async (page, data) => {
      await heading(page, 'Latest Blogs', 2);
      await shows(page, data.blogs[0].title);
    },
  },
  '/videos': {
    ready: async (page, data) => {
      await heading(page, 'Latest Videos', 2);
      await shows(page, data.videos[0].title);
    },
  },
  '/review-videos': {
    ready: async (page, data) => {
      await heading(page, 'Review Videos', 1);
      await shows(page, data.reviewVideos[0].title);
    },
  },
  '/news-and-events': {
    ready: async (page, data) => {
      await shows(page, data.news[0].title);
      await shows(page, data.events[0].title);
    },
  },
  '/contact': { ready: (page) => heading(page, 'Patient Contact Form', 2) },
  '/emergency': { ready: (page) => heading(page, 'Stroke and neuro emergencies', 1) },
  '/feedback': { ready: (page) => heading(page, 'Feedback and complaints', 1) },
  '/accessibility': { ready: (page) => heading(page, 'Accessibility statement', 1) },
  '/packages': { ready: (page) => heading(page, 'Neurosurgery', 2) },
  '/schemes': { ready: (page) => heading(page, 'Which of my cards work here?', 2) },
  '/conditions': { ready: (page) => heading(page, 'Conditions A–Z', 1) },
  '/conditions/:slug': { ready: (page) => heading(page, 'Stroke', 1) },
  '/estimate': { ready: (page) => heading(page, 'Ask for an estimate', 1) },
  '/search': {
    path: () => '/search?q=stroke',
    name: '/search?q=stroke',
    // The seeded content speaks of strokes on many pages: the CMS's search finds some.
    ready: async (page) => {
      await heading(page, 'Search', 1);
      await page.getByText(/\d+ results? for “stroke”/).waitFor();
    },
  },
  '/international-patients': { ready: (page) => heading(page, 'Request an invitation letter', 2) },
  '/appointment': {
    path: (data) => `/appointment?doctor=${data.doctors[0].id}`,
    name: '/appointment?doctor={first doctor}',
    ready: (page, data) => heading(page, `Request an appointment with ${data.doctors[0].name}`, 1),
  },
  '/booking': { ready: (page) => heading(page, 'Find your booking', 2) },
  '/estimate/status': { ready: (page) => heading(page, 'Find your estimate', 2) },
  '/message': {
    ready: async (page) => {
      await heading(page, "Director's Desk", 1);
      await page
        .getByRole('button', { name: /Read message/ })
        .first()
        .waitFor();
    },
  },
  '/department/:id': { ready: (page) => heading(page, 'Emergency', 1) },
  '/division/:id': { ready: (page) => heading(page, 'Stroke Unit', 1) },
  '/services/:id': {
    path: (data) => `/services/${data.services[0].id}`,
    name: '/services/{first service}',
    ready: (page, data) => heading(page, data.services[0].heading, 1),
  },
};

const routeList = Object.entries(ROUTES) as Array<[PagePattern, RouteDefinition]>;

/** The public routes' names, for listing tests before the CMS is up. */
export const PUBLIC_ROUTE_NAMES: readonly string[] = routeList.map(
  ([pattern, route]) => route.name ?? seededAddress(pattern),
);

/** The public routes with their addresses in the seeded content, by name. */
export function publicRoutes(data: SiteData): Array<PublicRoute & { name: string }> {
  return routeList.map(([pattern, route], index) => ({
    name: PUBLIC_ROUTE_NAMES[index],
    path: route.path ? route.path(data) : seededAddress(pattern),
    ready: async (page: Page) => {
      await route.ready(page, data);
      await noLoadingLeft(page);
    },
  }));
}

export interface AdminScreen {
  path: string;
  /** The header's title on this screen. */
  title: string;
  /** The admin menu's link to it, where shorter than its title. */
  label?: string;
}

/** The admin screens of the specification, plus the desk's requests, estimates, OPD list and today that the site adds. */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: '/admin/dashboard', title: 'Dashboard' },
  { path: '/admin/users', title: 'Admins' },
  { path: '/admin/banner', title: 'Banner' },
  { path: '/admin/about_homepage', title: 'Home About' },
  { path: '/admin/about', title: 'About' },
  { path: '/admin/doctors', title: 'Doctors' },
  { path: '/admin/news', title: 'News' },
  { path: '/admin/events', title: 'Events' },
  { path: '/admin/content', title: 'Appreciation' },
  { path: '/admin/contact-requests', title: 'Contact Requests', label: 'Requests' },
  { path: '/admin/estimates', title: 'Estimates' },
  { path: '/admin/opd-list', title: 'OPD list' },
  { path: '/admin/today', title: 'Today at the hospital', label: 'Today' },
];
