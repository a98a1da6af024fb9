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

/**
 * Every route of the specification. Each screen's code loads on demand; everything under
 * /admin lives in its own chunks, so a visitor's browser never downloads admin code.
 * A code file that fails to load (a page open across a deploy) offers a reload; any other error
 * still shows the router's 'Unexpected Application Error!' (see route-error/).
 */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
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
  { path: 'about', lazy: () => import('./routes/public/about') },
  { path: 'services', lazy: () => import('./routes/public/services') },
  { path: 'services/:id', lazy: () => import('./routes/public/service-detail') },
  { path: 'departments', lazy: () => import('./routes/public/facilities') },
  { path: 'department/:id', lazy: () => import('./routes/public/facility-detail') },
  { path: 'Department2', caseSensitive: true, lazy: () => import('./routes/public/neurology') },
  { path: 'division/:id', lazy: () => import('./routes/public/division-detail') },
  { path: 'neurosurgery', lazy: () => import('./routes/public/neurosurgery') },
  { path: 'doctors', lazy: () => import('./routes/public/doctors') },
  { path: 'research', lazy: () => import('./routes/public/research') },
  { path: 'blogs', lazy: () => withCarousels(import('./routes/public/blogs')) },
  { path: 'videos', lazy: () => withCarousels(import('./routes/public/videos')) },
  { path: 'review-videos', lazy: () => withCarousels(import('./routes/public/review-videos')) },
  { path: 'news-and-events', lazy: () => withCarousels(import('./routes/public/news-and-events')) },
  { path: 'contact', lazy: () => import('./routes/public/contact') },
  { path: 'appointment', lazy: () => import('./routes/public/appointment') },
  { path: 'feedback', lazy: () => import('./routes/public/feedback') },
  { path: 'accessibility', lazy: () => import('./routes/public/accessibility') },
  { path: 'message', lazy: () => import('./routes/public/directors-desk') },
  { path: 'emergency', lazy: () => import('./routes/public/emergency') },
  // The spec's /{name}: a doctor's profile when the name is known, a real not-found page otherwise.
  { path: ':name', lazy: () => import('./routes/public/doctor-profile') },
  { path: '*', lazy: () => import('./routes/public/not-found') },
];

export const routes: RouteObject[] = [
  {
    path: '/admin/*',
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
