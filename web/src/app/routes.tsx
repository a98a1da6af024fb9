import type { RouteObject } from 'react-router-dom';
import { LoadingState } from '../components/loading-state/loading-state';
import { ABOUT_PAGE, HOME_ABOUT } from '../features/about/about-keys';
import { ACCESSIBILITY_STATEMENT } from '../features/accessibility/accessibility-statement-key';
import { BOOKABLE_DOCTORS } from '../features/appointment/bookable-doctors-key';
import { BLOGS } from '../features/blogs/blogs-key';
import { doctorsKey } from '../features/doctors/doctors-key';
import { BANNERS } from '../features/hero/banners-key';
import { EVENTS, NEWS } from '../features/news-events/news-events-keys';
import { PACKAGE_RATES } from '../features/packages/package-rates-key';
import { SERVICES } from '../features/services/services-key';
import { videosKey } from '../features/videos/videos-key';
import {
  DIRECTORS,
  DIVISIONS,
  FACILITIES,
  HOME_TEXTS,
  NEUROSURGERY_SERVICES,
  REVIEWS,
  SITE_SETTINGS,
} from '../lib/api';
import { PublicLayout } from './layouts/public-layout';
import type { DeclaresData, RouteData } from './route-data';
import { RouteError } from './route-error/route-error';

/** A page with carousels: react-slick comes with the page's own code (see components/carousel). */
async function withCarousels<Page>(page: Promise<Page>): Promise<Page> {
  const [module, { preloadCarousel }] = await Promise.all([page, import('../components/carousel/carousel')]);
  await preloadCarousel();
  return module;
}

/** Where a route's code is: module keys of the build manifest, preloaded with the served page. */
export interface RouteCode {
  modules: string[];
}

/** A route's handle: where its code is, and the data its page shows (see route-data.ts). */
type RouteHandle = RouteCode & DeclaresData;

/**
 * The route's code with the API answers its page reads: the server loads them and renders the
 * page once with them; in the browser SWR reads them as it would any other (see entry-server.tsx).
 */
function withData(code: RouteCode, data: RouteData): RouteHandle {
  return { ...code, data };
}

/** A page with carousels also needs their code and react-slick's (withCarousels). */
const CAROUSEL = ['../../components/carousel/carousel', '../../components/carousel/slick-carousel'];

/** The page's own modules under app/routes/public/ (a path starting with '../' is elsewhere in src/). */
function pageCode(...names: string[]): RouteCode {
  return {
    modules: names.map((name) =>
      name.startsWith('../') ? `src/${name.slice('../../'.length)}.tsx` : `src/app/routes/public/${name}.tsx`,
    ),
  };
}

/**
 * Every route of the specification. Each screen's code loads on demand; everything under
 * /admin lives in its own chunks, so a visitor's browser never downloads admin code. A public page
 * that shows API data declares it (withData), or the server renders it without; a test renders
 * every public route and fails on a read its route did not declare (declared-data.test.tsx).
 * A code file that fails to load (a page open across a deploy) offers a reload; any other error
 * still shows the router's 'Unexpected Application Error!' (see route-error/).
 */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    // The sections below the fold are rendered on the server too: their data is the page's.
    handle: withData(pageCode('home', 'home-sections'), () => [
      BANNERS,
      HOME_ABOUT,
      FACILITIES,
      DIVISIONS,
      NEUROSURGERY_SERVICES,
      doctorsKey('doctor'),
      REVIEWS,
      HOME_TEXTS,
    ]),
    // The sections below the fold load with the page's own code (see home.tsx): both chunks are
    // requested at once, and preloadHomeSections() then finds the sections' module already there.
    lazy: async () => {
      const [{ Component, preloadHomeSections }] = await Promise.all([
        import('./routes/public/home'),
        import('./routes/public/home-sections'),
      ]);
      await preloadHomeSections();
      return { Component };
    },
  },
  {
    path: 'about',
    lazy: () => import('./routes/public/about'),
    handle: withData(pageCode('about'), () => [ABOUT_PAGE, HOME_TEXTS]),
  },
  {
    path: 'services',
    lazy: () => import('./routes/public/services'),
    handle: withData(pageCode('services'), () => [SERVICES]),
  },
  {
    path: 'services/:id',
    lazy: () => import('./routes/public/service-detail'),
    handle: withData(pageCode('service-detail'), () => [SERVICES]),
  },
  {
    path: 'departments',
    lazy: () => import('./routes/public/facilities'),
    handle: withData(pageCode('facilities'), () => [FACILITIES]),
  },
  {
    path: 'department/:id',
    lazy: () => import('./routes/public/facility-detail'),
    handle: withData(pageCode('facility-detail'), () => [FACILITIES]),
  },
  {
    path: 'Department2',
    caseSensitive: true,
    lazy: () => import('./routes/public/neurology'),
    handle: withData(pageCode('neurology'), () => [DIVISIONS]),
  },
  {
    path: 'division/:id',
    lazy: () => import('./routes/public/division-detail'),
    handle: withData(pageCode('division-detail'), () => [DIVISIONS]),
  },
  {
    path: 'neurosurgery',
    lazy: () => import('./routes/public/neurosurgery'),
    handle: withData(pageCode('neurosurgery'), () => [NEUROSURGERY_SERVICES]),
  },
  {
    path: 'doctors',
    lazy: () => import('./routes/public/doctors'),
    handle: withData(pageCode('doctors'), () => [doctorsKey('doctor'), doctorsKey('medical_officer')]),
  },
  { path: 'research', lazy: () => import('./routes/public/research'), handle: pageCode('research') },
  {
    path: 'blogs',
    lazy: () => withCarousels(import('./routes/public/blogs')),
    handle: withData(pageCode('blogs', ...CAROUSEL), () => [BLOGS]),
  },
  {
    path: 'videos',
    lazy: () => withCarousels(import('./routes/public/videos')),
    handle: withData(pageCode('videos', ...CAROUSEL), () => [videosKey('video')]),
  },
  {
    path: 'review-videos',
    lazy: () => withCarousels(import('./routes/public/review-videos')),
    handle: withData(pageCode('review-videos', ...CAROUSEL), () => [videosKey('review_video')]),
  },
  {
    path: 'news-and-events',
    lazy: () => withCarousels(import('./routes/public/news-and-events')),
    handle: withData(pageCode('news-and-events', ...CAROUSEL), () => [NEWS, EVENTS]),
  },
  { path: 'contact', lazy: () => import('./routes/public/contact'), handle: pageCode('contact') },
  {
    path: 'appointment',
    lazy: () => import('./routes/public/appointment'),
    handle: withData(pageCode('appointment'), () => [BOOKABLE_DOCTORS]),
  },
  { path: 'feedback', lazy: () => import('./routes/public/feedback'), handle: pageCode('feedback') },
  { path: 'estimate', lazy: () => import('./routes/public/estimate'), handle: pageCode('estimate') },
  {
    path: 'international-patients',
    lazy: () => import('./routes/public/international-patients'),
    handle: pageCode('international-patients'),
  },
  {
    path: 'packages',
    lazy: () => import('./routes/public/packages'),
    handle: withData(pageCode('packages'), () => [PACKAGE_RATES]),
  },
  {
    path: 'accessibility',
    lazy: () => import('./routes/public/accessibility'),
    handle: withData(pageCode('accessibility'), () => [ACCESSIBILITY_STATEMENT]),
  },
  {
    path: 'message',
    lazy: () => import('./routes/public/directors-desk'),
    handle: withData(pageCode('directors-desk'), () => [DIRECTORS]),
  },
  { path: 'emergency', lazy: () => import('./routes/public/emergency'), handle: pageCode('emergency') },
  // The spec's /{name}: a doctor's profile when the name is known, a real not-found page otherwise.
  { path: ':name', lazy: () => import('./routes/public/doctor-profile'), handle: pageCode('doctor-profile') },
  { path: '*', lazy: () => import('./routes/public/not-found'), handle: pageCode('not-found') },
];

export const routes: RouteObject[] = [
  {
    path: '/admin/*',
    // The admin app and its login form (where a visitor without a session is sent).
    handle: {
      modules: ['src/app/routes/admin/admin-app.tsx', 'src/features/admin-session/login-page.tsx'],
    } satisfies RouteCode,
    // The admin screens' own stylesheet has loaded before they render: never drawn unstyled.
    lazy: async () => {
      const { Component, adminStylesLoaded } = await import('./routes/admin/admin-app');
      await adminStylesLoaded();
      return { Component };
    },
    errorElement: <RouteError />,
  },
  {
    path: '/',
    // The header, footer and chat button show the hospital's contact details on every page.
    handle: { data: () => [SITE_SETTINGS] } satisfies DeclaresData,
    element: <PublicLayout />,
    errorElement: <RouteError />,
    // While the first page's code loads, the visitor already sees the header and footer.
    hydrateFallbackElement: (
      <PublicLayout>
        <LoadingState message="Loading..." />
      </PublicLayout>
    ),
    children: publicRoutes,
  },
];
