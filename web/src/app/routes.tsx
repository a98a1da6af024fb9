import type { RouteObject } from 'react-router-dom';
import { LoadingState } from '../components/loading-state/loading-state';
import { PublicLayout } from './layouts/public-layout';
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
 * /admin lives in its own chunks, so a visitor's browser never downloads admin code.
 * A code file that fails to load (a page open across a deploy) offers a reload; any other error
 * still shows the router's 'Unexpected Application Error!' (see route-error/).
 */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    handle: pageCode('home', 'home-sections'),
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
  { path: 'about', lazy: () => import('./routes/public/about'), handle: pageCode('about') },
  { path: 'services', lazy: () => import('./routes/public/services'), handle: pageCode('services') },
  { path: 'services/:id', lazy: () => import('./routes/public/service-detail'), handle: pageCode('service-detail') },
  { path: 'departments', lazy: () => import('./routes/public/facilities'), handle: pageCode('facilities') },
  {
    path: 'department/:id',
    lazy: () => import('./routes/public/facility-detail'),
    handle: pageCode('facility-detail'),
  },
  {
    path: 'Department2',
    caseSensitive: true,
    lazy: () => import('./routes/public/neurology'),
    handle: pageCode('neurology'),
  },
  { path: 'division/:id', lazy: () => import('./routes/public/division-detail'), handle: pageCode('division-detail') },
  { path: 'neurosurgery', lazy: () => import('./routes/public/neurosurgery'), handle: pageCode('neurosurgery') },
  { path: 'doctors', lazy: () => import('./routes/public/doctors'), handle: pageCode('doctors') },
  { path: 'research', lazy: () => import('./routes/public/research'), handle: pageCode('research') },
  { path: 'blogs', lazy: () => withCarousels(import('./routes/public/blogs')), handle: pageCode('blogs', ...CAROUSEL) },
  {
    path: 'videos',
    lazy: () => withCarousels(import('./routes/public/videos')),
    handle: pageCode('videos', ...CAROUSEL),
  },
  {
    path: 'review-videos',
    lazy: () => withCarousels(import('./routes/public/review-videos')),
    handle: pageCode('review-videos', ...CAROUSEL),
  },
  {
    path: 'news-and-events',
    lazy: () => withCarousels(import('./routes/public/news-and-events')),
    handle: pageCode('news-and-events', ...CAROUSEL),
  },
  { path: 'contact', lazy: () => import('./routes/public/contact'), handle: pageCode('contact') },
  { path: 'appointment', lazy: () => import('./routes/public/appointment'), handle: pageCode('appointment') },
  { path: 'feedback', lazy: () => import('./routes/public/feedback'), handle: pageCode('feedback') },
  { path: 'estimate', lazy: () => import('./routes/public/estimate'), handle: pageCode('estimate') },
  {
    path: 'international-patients',
    lazy: () => import('./routes/public/international-patients'),
    handle: pageCode('international-patients'),
  },
  { path: 'packages', lazy: () => import('./routes/public/packages'), handle: pageCode('packages') },
  { path: 'accessibility', lazy: () => import('./routes/public/accessibility'), handle: pageCode('accessibility') },
  { path: 'message', lazy: () => import('./routes/public/directors-desk'), handle: pageCode('directors-desk') },
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
