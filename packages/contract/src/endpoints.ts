import type {
  AboutResponse,
  Banner,
  BookableSession,
  ContactDeskSummary,
  DeskDay,
  ContactRequest,
  ContentEntry,
  Director,
  DoctorList,
  AccessibilityStatement,
  HomeTexts,
  HospitalEvent,
  NewsItem,
  PackageRate,
  Scheme,
  Paged,
  Review,
  Service,
  SiteSettings,
  Topic,
  User,
} from './answers';
import type { Condition } from './conditions';
import type { CostEstimate } from './estimates';
import type { SearchAnswer } from './search';
import type { TodayDeskItem, TodayItem } from './today';
import type { VitalsSummary } from './vitals';

declare const answerType: unique symbol;

/** The JSON a GET answers, for the type checker only: at run time it is an empty object. */
interface Answer<T> {
  readonly [answerType]?: T;
}

/* @__NO_SIDE_EFFECTS__ */
function answer<T>(): Answer<T> {
  return {};
}

/**
 * Who may call an endpoint, as the CMS's bootstrap grants it (users-permissions roles):
 * - `public`: the public and the authenticated ("user") roles hold its action, the admin role too;
 * - `admin`: only the admin role holds its action (no token 401, another role's token 403);
 * - `anyone`: no role is asked (`auth: false`); its rate limit and its controller decide.
 */
export type Caller = 'public' | 'admin' | 'anyone';

/**
 * What the sitemap reads an endpoint for: `pages`, each record has a page of its own (dated by its
 * last edit) and dates the list page; `dates`, it only dates a list page.
 */
export type SitemapRole = 'pages' | 'dates';

/** One route of the legacy API (docs/API.md). */
export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** As docs/API.md writes it, under the API base (`/news/delete/{id}/`); the trailing slash is optional to callers. */
  readonly path: string;
  /** The CMS API (`cms/src/api/<api>/`) whose controller answers it. */
  readonly api: string;
  /** The controller's action, which is also what a role's permission names (`api::<api>.<api>.<action>`). */
  readonly action: string;
  readonly who: Caller;
  /** Its per-client-address rate limit (`global::<limit>-rate-limit`, a CMS middleware), on `anyone` routes. */
  readonly limit?: 'login' | 'contact' | 'vitals' | 'booking' | 'booking-manage';
  /** An admin's write that takes images: the one kind of request the CMS parses a multipart body of. */
  readonly upload?: true;
  /**
   * Kept by the CMS's public read cache, keyed on these query parameters alone (the ones its
   * controller reads): a parameter an outsider invents makes no new entry. Public GETs only.
   */
  readonly cache?: readonly string[];
  /** The query parameters an uncached read's controller reads (a cached one's are its `cache`). */
  readonly query?: readonly string[];
  /** Its refusals beyond the usual ones: 404, no record answers to what was sent; 409, the record cannot take the change. */
  readonly refuses?: readonly (404 | 409)[];
  readonly sitemap?: SitemapRole;
  /**
   * The JSON answer of a GET the site asks for by this path (`useApi(path)`); its JSON Schema is
   * ANSWER_SCHEMAS[path] (answer-schemas.ts), which the compiler holds to this type.
   */
  readonly answer?: Answer<unknown>;
}

/** The locale of a public read's answer: every public read reads it (cms/src/legacy/localise.ts). */
const LOCALE = ['locale'] as const;

/**
 * Every route of the legacy API, in the order the CMS declares them (a fixed word before an `{id}`).
 * The CMS derives from it its routes, its roles' permissions and its read cache's list; the site
 * its answer types (`ApiAnswers`, type-only: no browser bundle holds this table), its test fake
 * and its sitemap's reads; the drills their lists. Adding an endpoint is one entry here and the
 * action in its controller.
 */
// One line a route, so that the table reads as one.
// prettier-ignore
export const ENDPOINTS = [
  { method: 'GET', path: '/banners/', api: 'banner', action: 'find', who: 'public', cache: LOCALE, answer: answer<Banner[]>() },
  { method: 'POST', path: '/banners/', api: 'banner', action: 'create', who: 'admin', upload: true },
  { method: 'DELETE', path: '/banners/{id}/delete/', api: 'banner', action: 'delete', who: 'admin' },

  { method: 'GET', path: '/homeabout/', api: 'home-about', action: 'find', who: 'public', cache: LOCALE, answer: answer<AboutResponse>() },
  { method: 'POST', path: '/homeabout/', api: 'home-about', action: 'update', who: 'admin', upload: true },
  { method: 'GET', path: '/about/', api: 'about', action: 'find', who: 'public', cache: LOCALE, answer: answer<AboutResponse>() },
  { method: 'POST', path: '/about/', api: 'about', action: 'update', who: 'admin', upload: true },

  // Accounts: login and refresh need no token, logout checks its own (it ends only a refresh token
  // of the caller's own account); login is rate-limited per client address.
  { method: 'POST', path: '/login/', api: 'account', action: 'login', who: 'anyone', limit: 'login' },
  { method: 'POST', path: '/token/refresh/', api: 'account', action: 'refresh', who: 'anyone' },
  { method: 'POST', path: '/logout/', api: 'account', action: 'logout', who: 'anyone' },
  { method: 'GET', path: '/users/', api: 'account', action: 'users', who: 'admin', answer: answer<User[]>() },
  { method: 'POST', path: '/signup/', api: 'account', action: 'signup', who: 'admin' },
  { method: 'DELETE', path: '/users/{id}/delete/', api: 'account', action: 'deleteUser', who: 'admin' },

  // A plain list, or a page of one when `page` is asked for.
  { method: 'GET', path: '/doctors/', api: 'doctor', action: 'find', who: 'public', cache: ['type', 'specialty', 'search', 'page', 'page_size', 'locale'], sitemap: 'pages', answer: answer<DoctorList>() },
  { method: 'POST', path: '/doctors/', api: 'doctor', action: 'create', who: 'admin', upload: true },
  { method: 'DELETE', path: '/doctors/{id}/', api: 'doctor', action: 'delete', who: 'admin' },

  { method: 'GET', path: '/news/list/', api: 'news-item', action: 'find', who: 'public', cache: LOCALE, sitemap: 'pages', answer: answer<NewsItem[]>() },
  { method: 'POST', path: '/news/create/', api: 'news-item', action: 'create', who: 'admin', upload: true },
  { method: 'DELETE', path: '/news/delete/{id}/', api: 'news-item', action: 'delete', who: 'admin' },

  { method: 'GET', path: '/events/list/', api: 'event', action: 'find', who: 'public', cache: LOCALE, sitemap: 'pages', answer: answer<HospitalEvent[]>() },
  { method: 'POST', path: '/events/create/', api: 'event', action: 'create', who: 'admin', upload: true },
  { method: 'DELETE', path: '/events/delete/{id}/', api: 'event', action: 'delete', who: 'admin' },

  { method: 'GET', path: '/content/', api: 'content-entry', action: 'find', who: 'public', cache: ['type', 'locale'], sitemap: 'pages', answer: answer<ContentEntry[]>() },
  { method: 'POST', path: '/content/', api: 'content-entry', action: 'create', who: 'admin', upload: true },
  { method: 'DELETE', path: '/content/{id}/delete/', api: 'content-entry', action: 'delete', who: 'admin' },

  // The old admin host's services list, kept at its path under the API base.
  { method: 'GET', path: '/public/api/newservices.php', api: 'service', action: 'find', who: 'public', cache: LOCALE, sitemap: 'pages', answer: answer<Service[]>() },

  // The site's own content: read-only here, edited in Strapi's panel.
  { method: 'GET', path: '/facilities/', api: 'facility', action: 'find', who: 'public', cache: LOCALE, sitemap: 'pages', answer: answer<Topic[]>() },
  { method: 'GET', path: '/divisions/', api: 'division', action: 'find', who: 'public', cache: LOCALE, sitemap: 'pages', answer: answer<Topic[]>() },
  { method: 'GET', path: '/neurosurgery/', api: 'neurosurgery-service', action: 'find', who: 'public', cache: LOCALE, sitemap: 'dates', answer: answer<Topic[]>() },
  { method: 'GET', path: '/directors/', api: 'director', action: 'find', who: 'public', cache: LOCALE, answer: answer<Director[]>() },
  { method: 'GET', path: '/reviews/', api: 'review', action: 'find', who: 'public', cache: LOCALE, answer: answer<Review[]>() },
  { method: 'GET', path: '/site-settings/', api: 'site-setting', action: 'find', who: 'public', cache: LOCALE, answer: answer<SiteSettings>() },
  { method: 'GET', path: '/home-texts/', api: 'home-text', action: 'find', who: 'public', cache: LOCALE, answer: answer<HomeTexts>() },
  { method: 'GET', path: '/accessibility-statement/', api: 'accessibility-statement', action: 'find', who: 'public', cache: LOCALE, answer: answer<AccessibilityStatement>() },
  { method: 'GET', path: '/packages/', api: 'package', action: 'find', who: 'public', cache: LOCALE, sitemap: 'dates', answer: answer<PackageRate[]>() },
  { method: 'GET', path: '/schemes/', api: 'scheme', action: 'find', who: 'public', cache: LOCALE, sitemap: 'dates', answer: answer<Scheme[]>() },
  // The health library (issue 44): every condition with its page, for the A–Z index, each page, and the departments and doctors who treat it.
  { method: 'GET', path: '/conditions/', api: 'condition', action: 'find', who: 'public', cache: LOCALE, sitemap: 'pages', answer: answer<Condition[]>() },
  // One search over the site's pages (issue 44): `q` the patient's words, `page` from 1.
  { method: 'GET', path: '/search/', api: 'search', action: 'find', who: 'public', cache: ['q', 'page', 'locale'], answer: answer<SearchAnswer>() },

  // The patient desk. The queue is a plain list, or a page of one when `page` is asked for; its
  // fixed words are declared before `{id}`, so they are never read as ids.
  { method: 'GET', path: '/contact-requests/', api: 'contact-request', action: 'find', who: 'admin', answer: answer<Paged<ContactRequest> | ContactRequest[]>() },
  { method: 'GET', path: '/contact-requests/summary/', api: 'contact-request', action: 'summary', who: 'admin', answer: answer<ContactDeskSummary>() },
  { method: 'GET', path: '/contact-requests/export/', api: 'contact-request', action: 'export', who: 'admin' },
  // Anyone may write to the hospital; the limit keeps one address from flooding the inbox.
  { method: 'POST', path: '/contact-requests/', api: 'contact-request', action: 'create', who: 'anyone', limit: 'contact' },
  { method: 'GET', path: '/contact-requests/{id}/', api: 'contact-request', action: 'findOne', who: 'admin' },
  { method: 'GET', path: '/contact-requests/{id}/report/', api: 'contact-request', action: 'report', who: 'admin' },
  { method: 'PATCH', path: '/contact-requests/{id}/', api: 'contact-request', action: 'update', who: 'admin' },

  // Booking an OPD session's place (issue 41). The dates are read by anyone and never cached (each
  // booking changes what is left), so they are no public read: not in the read cache, nor drilled. Anyone may book (the limit keeps one address from taking a session's places);
  // a booking is then seen, moved or cancelled with its reference and phone, both in the body,
  // under a limit of their own that keeps an address from guessing references.
  { method: 'GET', path: '/opd-sessions/', api: 'opd-booking', action: 'sessions', who: 'anyone', query: ['doctor'], refuses: [404], answer: answer<BookableSession[]>() },
  { method: 'POST', path: '/bookings/', api: 'opd-booking', action: 'create', who: 'anyone', limit: 'booking', refuses: [409] },
  { method: 'POST', path: '/bookings/lookup/', api: 'opd-booking', action: 'lookup', who: 'anyone', limit: 'booking-manage', refuses: [404] },
  { method: 'POST', path: '/bookings/move/', api: 'opd-booking', action: 'move', who: 'anyone', limit: 'booking-manage', refuses: [404, 409] },
  { method: 'POST', path: '/bookings/cancel/', api: 'opd-booking', action: 'cancel', who: 'anyone', limit: 'booking-manage', refuses: [404, 409] },
  // The desk's day (admins): each doctor's sessions of a date with their bookings in token order,
  // and the marks made on the day.
  { method: 'GET', path: '/bookings/', api: 'opd-booking', action: 'day', who: 'admin', answer: answer<DeskDay>() },
  { method: 'PATCH', path: '/bookings/{id}/', api: 'opd-booking', action: 'attend', who: 'admin', refuses: [409] },

  // Cost estimates and their revisions (issue 43): the desk lists (`?overdue=true`: those with a
  // revision past its 24 hours and the family not told), enters, revises and records that the family
  // was told; the patient reads theirs by reference and phone, in the bookings' bucket of look-ups
  // (switching between the two buys no more guesses of a reference).
  { method: 'GET', path: '/estimates/', api: 'cost-estimate', action: 'find', who: 'admin', query: ['overdue'], answer: answer<CostEstimate[]>() },
  { method: 'POST', path: '/estimates/', api: 'cost-estimate', action: 'create', who: 'admin', refuses: [404, 409] },
  { method: 'POST', path: '/estimates/lookup/', api: 'cost-estimate', action: 'lookup', who: 'anyone', limit: 'booking-manage', refuses: [404] },
  { method: 'POST', path: '/estimates/{id}/revise/', api: 'cost-estimate', action: 'revise', who: 'admin', refuses: [404] },
  { method: 'POST', path: '/estimates/revisions/{id}/informed/', api: 'cost-estimate', action: 'informed', who: 'admin', refuses: [404, 409] },

  // Today at the hospital: the current items, public and cached (the site's strip, the doctors'
  // cards, anyone reusing the feed); the desk's own list says who set each; the desk sets and removes.
  { method: 'GET', path: '/today/', api: 'hospital-notice', action: 'find', who: 'public', cache: LOCALE, answer: answer<TodayItem[]>() },
  { method: 'GET', path: '/today/desk/', api: 'hospital-notice', action: 'desk', who: 'admin', answer: answer<TodayDeskItem[]>() },
  { method: 'POST', path: '/today/', api: 'hospital-notice', action: 'create', who: 'admin' },
  { method: 'DELETE', path: '/today/{id}/', api: 'hospital-notice', action: 'delete', who: 'admin' },

  // Field measurements: every visitor's browser reports (the limit keeps one address from filling
  // the table); the admin dashboard reads the summary.
  { method: 'POST', path: '/vitals/', api: 'vital', action: 'create', who: 'anyone', limit: 'vitals' },
  { method: 'GET', path: '/vitals/summary/', api: 'vital', action: 'summary', who: 'admin', answer: answer<VitalsSummary>() },

  // Liveness and readiness, for the compose health check, the start script and a load balancer.
  { method: 'GET', path: '/health/', api: 'health', action: 'check', who: 'anyone' },

  // This API described as OpenAPI 3.1 (openapi.ts), for API clients and contract testers.
  { method: 'GET', path: '/openapi.json', api: 'openapi', action: 'document', who: 'anyone' },
] as const satisfies readonly Endpoint[];

type Entry = (typeof ENDPOINTS)[number];
type AnsweredGet = Extract<Entry, { method: 'GET'; answer: Answer<unknown> }>;

/**
 * What each GET route of the legacy API answers (docs/API.md), by the path the site asks for:
 * the site's typed `useApi(path)` reads its answer type from here.
 */
export type ApiAnswers = {
  [E in AnsweredGet as E['path']]: E['answer'] extends Answer<infer T> ? T : never;
};

export type ApiPath = keyof ApiAnswers;
export type ApiAnswer<P extends ApiPath> = ApiAnswers[P];

/** The public reads (`who: 'public'` GETs), by path: what visitors read, cached and drilled. */
export type PublicReadPath = Extract<Entry, { method: 'GET'; who: 'public' }>['path'];

/** The public reads the sitemap loads, with their role. */
export type SitemapReads = { [E in Extract<Entry, { sitemap: SitemapRole }> as E['path']]: E['sitemap'] };

type KeyOf<E> = E extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;

/** A route's key, `'DELETE /banners/{id}/delete/'`: what the site's test fake of the API answers by. */
export type EndpointKey = KeyOf<Entry>;
