import type { RouteObject } from 'react-router-dom';
import { LoadingState } from '../site/components/loading-state/loading-state';
import { ABOUT_PAGE, HOME_ABOUT } from '../site/features/about/about-keys';
import { ACCESSIBILITY_STATEMENT } from '../site/features/accessibility/accessibility-statement-key';
import { BLOGS } from '../site/features/blogs/blogs-key';
import { BANNERS } from '../site/features/hero/banners-key';
import { EVENTS, NEWS } from '../site/features/news-events/news-events-keys';
import { PACKAGE_RATES } from '../site/features/packages/package-rates-key';
import { SCHEMES } from '../site/features/schemes/schemes-key';
import { CONDITIONS } from '../site/components/conditions-treated/conditions-key';
import { searchAsked, searchKey } from '../site/features/search/search-query';
import { SERVICES } from '../site/features/services/services-key';
import { TODAY } from '../site/components/today/today-key';
import { videosKey } from '../site/features/videos/videos-key';
import { PREFILLED_LENGTH } from '../site/features/estimate/estimate-fields';
import {
  DIRECTORS,
  DIVISIONS,
  doctorsKey,
  FACILITIES,
  HOME_TEXTS,
  NEUROSURGERY_SERVICES,
  REVIEWS,
  SITE_SETTINGS,
} from '../lib/api';
import { addWords, loadMessages, type CataloguePart, type Language } from '../lib/i18n';
import { PublicLayout } from '../site/layout/public-layout';
import { LoadingMessage } from './loading-message';
import {
  BOOKING_REFERENCE,
  CARDS,
  ESTIMATE_REFERENCE,
  FILLED_IN,
  NAME_SEARCH,
  RECORD_ID,
  RESULTS_PAGE,
  SEARCH_WORDS,
  SPECIALTY,
  type PageQuery,
  type ReadsQuery,
} from './page-query';
import { PageAnswers } from './page-answers';
import { reads } from './route-reads';
import { RouteError } from './route-error/route-error';

/**
 * Where the admin's code is: module keys of the build manifest, preloaded with the admin shell
 * (server/admin-shell.ts). Public pages preload none (docs/ARCHITECTURE.md, "The app's code loads
 * once the page is drawn").
 */
export interface RouteCode {
  modules: string[];
}

/**
 * The parts of the catalogue a page's words are in, beyond every page's (lib/i18n/catalogue.ts): a
 * Bengali or Hindi page fetches them with its code. A test renders every route with the words it
 * names only (declared-data.test.tsx).
 */
export interface SpeaksWords {
  words?: readonly CataloguePart[];
}

/** A page that reads query parameters from its address (ReadsQuery): the page server keys on these alone. */
function reading<Handle extends object>(handle: Handle, query: PageQuery): Handle & ReadsQuery {
  return { ...handle, query };
}

/**
 * A page whose form is posted to it and taken by its route module's `action`, with or without
 * JavaScript: the page server reads a posted body for these pages alone, and a multipart one
 * (with a report) only where `files` says so.
 */
export interface TakesRequests {
  request?: { files: boolean };
}

function taking<Handle extends object>(handle: Handle, files = false): Handle & TakesRequests {
  return { ...handle, request: { files } };
}

/** A page that speaks with words of its own (SpeaksWords). */
function speaking(...words: CataloguePart[]): SpeaksWords {
  return { words };
}

/**
 * Every route of the specification. Each screen's code loads on demand; everything under
 * /admin lives in its own chunks, so a visitor's browser never downloads admin code. A public page
 * that shows API data reads it in its loader (`reads`, route-reads.ts), or the server renders it
 * without; a test renders every public route and fails on a read its loader did not make
 * (declared-data.test.tsx).
 * A code file that fails to load (a page open across a deploy) offers a reload; any other error
 * still shows the router's 'Unexpected Application Error!' (see route-error/).
 */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    // The sections below the fold are rendered on the server too: their data is the page's.
    // A doctor's card opened from its link (the home page's doctors).
    handle: reading({}, { doctor: RECORD_ID }),
    ...reads(() => [
      BANNERS,
      HOME_ABOUT,
      FACILITIES,
      DIVISIONS,
      NEUROSURGERY_SERVICES,
      doctorsKey('doctor'),
      REVIEWS,
      HOME_TEXTS,
      TODAY,
    ]),
    // The sections below the fold load with the page's own code (see home.tsx): both chunks are
    // requested at once, and preloadHomeSections() then finds the sections' module already there.
    lazy: async () => {
      const [{ Component, preloadHomeSections }] = await Promise.all([
        import('../site/routes/home'),
        import('../site/routes/home-sections'),
      ]);
      await preloadHomeSections();
      return { Component };
    },
  },
  {
    path: 'about',
    lazy: () => import('../site/routes/about'),
    handle: speaking('pages'),
    ...reads(() => [ABOUT_PAGE, HOME_TEXTS]),
  },
  {
    path: 'services',
    lazy: () => import('../site/routes/services'),
    handle: speaking('pages'),
    ...reads(() => [SERVICES]),
  },
  {
    path: 'services/:id',
    lazy: () => import('../site/routes/service-detail'),
    handle: speaking('pages'),
    ...reads(() => [SERVICES]),
  },
  {
    path: 'departments',
    lazy: () => import('../site/routes/facilities'),
    handle: speaking('pages'),
    ...reads(() => [FACILITIES]),
  },
  {
    path: 'department/:id',
    lazy: () => import('../site/routes/facility-detail'),
    handle: speaking('pages'),
    // The conditions it treats are listed under its text.
    ...reads(() => [FACILITIES, CONDITIONS]),
  },
  {
    path: 'Department2',
    caseSensitive: true,
    lazy: () => import('../site/routes/neurology'),
    handle: speaking('pages'),
    ...reads(() => [DIVISIONS]),
  },
  {
    path: 'division/:id',
    lazy: () => import('../site/routes/division-detail'),
    handle: speaking('pages'),
    ...reads(() => [DIVISIONS]),
  },
  {
    path: 'neurosurgery',
    lazy: () => import('../site/routes/neurosurgery'),
    handle: speaking('pages'),
    ...reads(() => [NEUROSURGERY_SERVICES]),
  },
  {
    path: 'doctors',
    lazy: () => import('../site/routes/doctors'),
    handle: reading({}, { q: NAME_SEARCH, specialty: SPECIALTY, doctor: RECORD_ID }),
    // A doctor's dialog (`?doctor=3`) lists the conditions they treat.
    ...reads(() => [doctorsKey('doctor'), doctorsKey('medical_officer'), TODAY, CONDITIONS]),
  },
  { path: 'research', lazy: () => import('../site/routes/research'), handle: speaking('pages') },
  {
    path: 'blogs',
    lazy: () => import('../site/routes/blogs'),
    handle: reading(speaking('pages'), { post: RECORD_ID }),
    ...reads(() => [BLOGS]),
  },
  {
    path: 'videos',
    lazy: () => import('../site/routes/videos'),
    handle: speaking('pages'),
    ...reads(() => [videosKey('video')]),
  },
  {
    path: 'review-videos',
    lazy: () => import('../site/routes/review-videos'),
    handle: speaking('pages'),
    ...reads(() => [videosKey('review_video')]),
  },
  {
    path: 'news-and-events',
    lazy: () => import('../site/routes/news-and-events'),
    handle: reading(speaking('pages'), {
      news: RECORD_ID,
      event: RECORD_ID,
    }),
    ...reads(() => [NEWS, EVENTS]),
  },
  {
    path: 'contact',
    lazy: () => import('../site/routes/contact'),
    handle: taking(speaking('form', 'refusals')),
  },
  {
    path: 'appointment',
    lazy: () => import('../site/routes/appointment'),
    handle: taking(reading(speaking('requests', 'refusals'), { doctor: RECORD_ID })),
    ...reads(() => [doctorsKey('doctor')]),
  },
  {
    path: 'booking',
    lazy: () => import('../site/routes/booking'),
    handle: taking(reading(speaking('requests', 'refusals'), { ref: BOOKING_REFERENCE })),
  },
  {
    path: 'feedback',
    lazy: () => import('../site/routes/feedback'),
    handle: taking(speaking('requests', 'refusals')),
  },
  {
    path: 'estimate',
    lazy: () => import('../site/routes/estimate'),
    handle: taking(
      reading(speaking('requests', 'refusals'), {
        procedure: FILLED_IN(PREFILLED_LENGTH.procedure),
        department: FILLED_IN(PREFILLED_LENGTH.department),
      }),
      true,
    ),
  },
  {
    path: 'estimate/status',
    lazy: () => import('../site/routes/estimate-status'),
    handle: taking(reading(speaking('requests', 'refusals'), { ref: ESTIMATE_REFERENCE })),
  },
  {
    path: 'international-patients',
    lazy: () => import('../site/routes/international-patients'),
    handle: taking(speaking('requests', 'refusals')),
  },
  {
    path: 'packages',
    lazy: () => import('../site/routes/packages'),
    handle: speaking('pages'),
    ...reads(() => [PACKAGE_RATES]),
  },
  {
    path: 'schemes',
    lazy: () => import('../site/routes/schemes'),
    // The card finder's answer (`?card=cghs&card=echs`): every card ticked.
    handle: reading(speaking('pages'), { card: CARDS }),
    ...reads(() => [SCHEMES, SITE_SETTINGS]),
  },
  // The health library (issue 44): the A–Z index and each condition's page, a 404 for a slug none has.
  {
    path: 'conditions',
    lazy: () => import('../site/routes/conditions'),
    handle: speaking('pages'),
    ...reads(() => [CONDITIONS]),
  },
  {
    path: 'conditions/:slug',
    lazy: () => import('../site/routes/condition-detail'),
    handle: speaking('pages'),
    ...reads(() => [CONDITIONS]),
  },
  {
    path: 'search',
    lazy: () => import('../site/routes/search'),
    // The patient's words and the page of results: the answer is read by them, so the page server
    // renders it (without JavaScript) and keeps each query's page in its cache.
    handle: reading(speaking('pages'), { q: SEARCH_WORDS, page: RESULTS_PAGE }),
    ...reads((_params, query) => {
      const search = searchKey(searchAsked(query));
      return search ? [search, SITE_SETTINGS] : [SITE_SETTINGS];
    }),
  },
  {
    path: 'accessibility',
    lazy: () => import('../site/routes/accessibility'),
    handle: speaking('pages'),
    ...reads(() => [ACCESSIBILITY_STATEMENT]),
  },
  {
    path: 'message',
    lazy: () => import('../site/routes/directors-desk'),
    handle: speaking('pages'),
    ...reads(() => [DIRECTORS]),
  },
  {
    path: 'emergency',
    lazy: () => import('../site/routes/emergency'),
    handle: speaking('emergency'),
    ...reads(() => [TODAY]),
  },
  // The spec's /{name}: a doctor's profile when the name is known, a real not-found page otherwise.
  {
    path: ':name',
    lazy: () => import('../site/routes/doctor-profile'),
    handle: speaking('pages'),
  },
  { path: '*', lazy: () => import('../site/routes/not-found') },
];

const ADMIN_PATH = '/admin/*';

/** The admin app and its login form (where a visitor without a session is sent). */
export const ADMIN_CODE: RouteCode = {
  modules: ['src/admin/app/admin-app.tsx', 'src/admin/features/session/login-page.tsx'],
};

export const routes: RouteObject[] = [
  {
    path: ADMIN_PATH,
    handle: ADMIN_CODE,
    // The admin screens' own stylesheet has loaded before they render: never drawn unstyled.
    lazy: async () => {
      const { Component, adminStylesLoaded } = await import('../admin/app/admin-app');
      await adminStylesLoaded();
      return { Component };
    },
    errorElement: <RouteError />,
  },
  {
    path: '/',
    // The header, footer and chat button show the hospital's contact details on every page.
    ...reads(() => [SITE_SETTINGS]),
    element: (
      <PageAnswers>
        <PublicLayout />
      </PageAnswers>
    ),
    errorElement: <RouteError />,
    // While the first page's code loads, the visitor already sees the header and footer.
    hydrateFallbackElement: (
      <PublicLayout>
        <LoadingState message={<LoadingMessage />} />
      </PublicLayout>
    ),
    children: publicRoutes,
  },
];

/** The catalogue parts a route's page speaks with (SpeaksWords). */
export const wordsOf = (route: RouteObject): readonly CataloguePart[] =>
  (route.handle as SpeaksWords | undefined)?.words ?? [];

/**
 * A Bengali or Hindi page's code comes with its words: the route's own catalogue parts are fetched
 * beside its code and added to the language's catalogue before the page renders.
 */
function withWordsIn(language: Language, route: RouteObject): RouteObject {
  const { lazy } = route;
  const words = wordsOf(route);
  if (typeof lazy !== 'function' || words.length === 0) return route;
  return {
    ...route,
    lazy: async () => {
      const [module, messages] = await Promise.all([lazy(), loadMessages(language, words)]);
      addWords(language, messages);
      return module;
    },
  };
}

const translatedRoutes = (language: Language): RouteObject[] =>
  routes
    .filter((route) => route.path !== ADMIN_PATH)
    .map((route) =>
      route.children ? { ...route, children: route.children.map((child) => withWordsIn(language, child)) } : route,
    );

const routesOfLanguage = new Map<Language, RouteObject[]>();

/**
 * The routes of a language's pages, under its basename (`/bn`, `/hi`): the same public pages, and
 * no admin screens (`/bn/admin` is an unknown page, answered by the not-found page).
 */
export function routesIn(language: Language): RouteObject[] {
  if (language === 'en') return routes;
  // Made once per language: the page server asks twice for each page it renders.
  let made = routesOfLanguage.get(language);
  if (!made) routesOfLanguage.set(language, (made = translatedRoutes(language)));
  return made;
}
