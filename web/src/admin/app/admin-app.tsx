import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { useDeskArrivals } from '../features/contact-requests/arrivals';
import { AdminLayout, type AdminPage } from '../features/layout';
import { RequireAdmin, SessionExpiredDialog, useLogout } from '../features/session';
import adminStylesheet from './admin-styles.css?url';
import { stylesheetLoaded } from './admin-stylesheet';

let adminStylesLoading: Promise<void> | undefined;
/**
 * The admin screens' styles are their own file (admin-styles.css), not part of the stylesheet
 * every public page carries. The /admin route renders once they have loaded (routes.tsx).
 */
export function adminStylesLoaded(): Promise<void> {
  adminStylesLoading ??= stylesheetLoaded(adminStylesheet);
  return adminStylesLoading;
}

/** Each admin screen is its own chunk, loaded when first visited. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const LoginPage = screen(
  () => import('../features/session/login-page'),
  (m) => m.LoginPage,
);
const DashboardScreen = screen(
  () => import('../features/dashboard/dashboard-screen'),
  (m) => m.DashboardScreen,
);
const UsersScreen = screen(
  () => import('../features/users/users-screen'),
  (m) => m.UsersScreen,
);
const BannerScreen = screen(
  () => import('../features/banner/banner-screen'),
  (m) => m.BannerScreen,
);
const HomeAboutScreen = screen(
  () => import('../features/about/about-screens'),
  (m) => m.HomeAboutScreen,
);
const AboutScreen = screen(
  () => import('../features/about/about-screens'),
  (m) => m.AboutScreen,
);
const DoctorsScreen = screen(
  () => import('../features/doctors/doctors-screen'),
  (m) => m.DoctorsScreen,
);
const NewsScreen = screen(
  () => import('../features/news/news-screen'),
  (m) => m.NewsScreen,
);
const EventsScreen = screen(
  () => import('../features/events/events-screen'),
  (m) => m.EventsScreen,
);
const ContentScreen = screen(
  () => import('../features/content/content-screen'),
  (m) => m.ContentScreen,
);
const ContactRequestsScreen = screen(
  () => import('../features/contact-requests/contact-requests-screen'),
  (m) => m.ContactRequestsScreen,
);
const EstimatesScreen = screen(
  () => import('../features/estimates/estimates-screen'),
  (m) => m.EstimatesScreen,
);
const OpdListScreen = screen(
  () => import('../features/opd-list/opd-list-screen'),
  (m) => m.OpdListScreen,
);
const TodayScreen = screen(
  () => import('../features/today/today-screen'),
  (m) => m.TodayScreen,
);

const REQUESTS_PATH = '/admin/contact-requests';

/** The nine menu items of the specification, in its order, then the desk's requests (issue 38), its estimates (issue 43), its OPD list and today (issue 41). */
const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: '/admin/dashboard',
    label: 'Dashboard',
    title: 'Dashboard',
    subtitle: 'What is on the website right now',
    icon: 'dashboard',
  },
  { path: '/admin/users', label: 'Admins', title: 'Admins', subtitle: 'Who can sign in to this panel', icon: 'users' },
  {
    path: '/admin/banner',
    label: 'Banner',
    title: 'Banner',
    subtitle: 'The hero banner of the home page',
    icon: 'banner',
  },
  {
    path: '/admin/about_homepage',
    label: 'Home About',
    title: 'Home About',
    subtitle: 'The about section of the home page',
    icon: 'home',
  },
  { path: '/admin/about', label: 'About', title: 'About', subtitle: 'The About page', icon: 'about' },
  {
    path: '/admin/doctors',
    label: 'Doctors',
    title: 'Doctors',
    subtitle: 'Doctors and medical officers',
    icon: 'doctors',
  },
  { path: '/admin/news', label: 'News', title: 'News', subtitle: 'Hospital news', icon: 'news' },
  {
    path: '/admin/events',
    label: 'Events',
    title: 'Events',
    subtitle: 'Events and their photo galleries',
    icon: 'events',
  },
  {
    path: '/admin/content',
    label: 'Appreciation',
    title: 'Appreciation',
    subtitle: 'Blogs, videos and review videos',
    icon: 'content',
  },
  {
    path: REQUESTS_PATH,
    label: 'Requests',
    title: 'Contact Requests',
    subtitle: "Patients' requests to the desk, newest first",
    icon: 'inbox',
  },
  {
    path: '/admin/estimates',
    label: 'Estimates',
    title: 'Estimates',
    subtitle: 'Cost estimates and their revisions: the family is told of each within 24 hours',
    icon: 'estimate',
  },
  {
    path: '/admin/opd-list',
    label: 'OPD list',
    title: 'OPD list',
    subtitle: "Each doctor's sessions of a day and their bookings in token order",
    icon: 'opd',
  },
  {
    path: '/admin/today',
    label: 'Today',
    title: 'Today at the hospital',
    subtitle: 'Leave, late or closed OPDs and the emergency department, as the site shows them',
    icon: 'today',
  },
];

function Loading() {
  return (
    <div className="adm-state" role="status">
      <span className="adm-spinner" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}

/** The signed-in frame: the layout, its menu counting the desk's unseen requests, and the current screen. */
function AdminFrame() {
  const logout = useLogout();
  const arrivals = useDeskArrivals();
  const pages = useMemo(
    () =>
      ADMIN_PAGES.map((page) =>
        page.path === REQUESTS_PATH
          ? {
              ...page,
              waiting: {
                count: arrivals.count,
                label: arrivals.atLeast ? `${arrivals.count}+` : String(arrivals.count),
                words: arrivals.count === 1 ? 'new request' : 'new requests',
              },
            }
          : page,
      ),
    [arrivals.count, arrivals.atLeast],
  );
  return (
    <AdminLayout pages={pages} onLogout={logout}>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </AdminLayout>
  );
}

/** The guarded frame and the dialog that catches an expired session. */
function AdminShell() {
  return (
    <RequireAdmin>
      <AdminFrame />
      <SessionExpiredDialog />
    </RequireAdmin>
  );
}

const toDashboard = <Navigate to="/admin/dashboard" replace />;

/** Everything under /admin: the login page, and the guarded screens (unknown paths go to the dashboard). */
export function Component() {
  return (
    <div className="adm-root">
      <Routes>
        <Route
          path="login"
          element={
            <Suspense fallback={<Loading />}>
              <LoginPage />
            </Suspense>
          }
        />
        <Route element={<AdminShell />}>
          <Route index element={toDashboard} />
          <Route path="dashboard" element={<DashboardScreen />} />
          <Route path="users" element={<UsersScreen />} />
          <Route path="banner" element={<BannerScreen />} />
          <Route path="about_homepage" element={<HomeAboutScreen />} />
          <Route path="about" element={<AboutScreen />} />
          <Route path="doctors" element={<DoctorsScreen />} />
          <Route path="news" element={<NewsScreen />} />
          <Route path="events" element={<EventsScreen />} />
          <Route path="content" element={<ContentScreen />} />
          <Route path="estimates" element={<EstimatesScreen />} />
          <Route path="opd-list" element={<OpdListScreen />} />
          <Route path="today" element={<TodayScreen />} />
          <Route path="contact-requests" element={<ContactRequestsScreen />} />
          <Route path="*" element={toDashboard} />
        </Route>
      </Routes>
    </div>
  );
}
