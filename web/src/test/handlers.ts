import { http, HttpResponse, type HttpResponseResolver, type JsonBodyType } from 'msw';
import { apiUrl } from '../lib/api/client';
import {
  CONTACT_STATUSES,
  ENDPOINTS,
  MESSAGES,
  REQUEST_TYPES,
  WEEKDAYS,
  type CallOutcome,
  type ContactRequest,
  type ContactStatus,
  type DeskDay,
  type EndpointKey,
  type TodayDeskItem,
} from '@hospital/contract';
import * as fixtures from '@hospital/test-support/site/fixtures';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';
import { searchAnswer } from '@hospital/test-support/site/search-fixtures';

/** The API base as the client resolves it under test (jsdom's origin + /api). */
export const API = apiUrl('').replace(/\/$/, '');

/** The server's rule for writes (docs/API.md): no token 401, bad token 401, non-admin 403. */
export function authFailure(request: Request): Response | null {
  const header = request.headers.get('Authorization');
  if (!header) return HttpResponse.json({ detail: MESSAGES.notAuthenticated }, { status: 401 });
  const token = header.replace(/^Bearer\s+/, '');
  if (token === fixtures.tokens.adminAccess) return null;
  if (token === fixtures.tokens.userAccess)
    return HttpResponse.json({ detail: MESSAGES.permissionDenied }, { status: 403 });
  return HttpResponse.json({ detail: MESSAGES.invalidToken }, { status: 401 });
}

const adminOnly =
  (resolver: HttpResponseResolver): HttpResponseResolver =>
  (info) =>
    authFailure(info.request) ?? resolver(info);

const created = (body: JsonBodyType) => HttpResponse.json(body, { status: 201 });
const noContent = () => new HttpResponse(null, { status: 204 });

function pageOf<T>(items: T[], url: URL) {
  const page = Number(url.searchParams.get('page'));
  const size = Number(url.searchParams.get('page_size') ?? 10);
  const link = (n: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(n));
    return next.toString();
  };
  return {
    count: items.length,
    results: items.slice((page - 1) * size, page * size),
    next: page * size < items.length ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
  };
}

/** Today at the hospital as the fake holds it: none unless a test sets some; reset after each test. */
let todayItems: TodayDeskItem[] = [];
export function setTodayItems(items: TodayDeskItem[]): void {
  todayItems = structuredClone(items);
}

/**
 * The desk's requests as the fake server holds them: PATCH changes them, so a screen that reloads
 * after saving sees its change, as it would against the API. `resetContactDesk()` runs after each test.
 */
let deskRequests: ContactRequest[] = structuredClone(fixtures.contactRequests);
export function resetContactDesk(): void {
  deskRequests = structuredClone(fixtures.contactRequests);
}

/** The API's queue filters: `status` (or `open`), `overdue=true`, `search` over name, phone, reference. */
function deskQueue(url: URL): ContactRequest[] | Response {
  const status = url.searchParams.get('status');
  if (status && status !== 'open' && !(CONTACT_STATUSES as readonly string[]).includes(status))
    return HttpResponse.json({ status: [`"${status}" is not a valid choice.`] }, { status: 400 });
  const type = url.searchParams.get('type');
  if (type && !(REQUEST_TYPES as readonly string[]).includes(type))
    return HttpResponse.json({ type: [`"${type}" is not a valid choice.`] }, { status: 400 });
  const search = url.searchParams.get('search')?.trim().toLowerCase();
  const overdue = url.searchParams.get('overdue') === 'true';
  return deskRequests.filter(
    (r) =>
      (!type || r.type === type) &&
      (!status || (status === 'open' ? r.status !== 'closed' : r.status === status)) &&
      (!overdue || r.overdue) &&
      (!search || [r.name, r.phone, r.reference ?? ''].some((value) => value.toLowerCase().includes(search))),
  );
}

function deskCsv(rows: ContactRequest[]): string {
  const quote = (value: unknown) => `"${String(value ?? '').replace(/"/g, '""')}"`;
  // With the byte-order mark the CMS writes (cms/src/api/contact-request/desk/csv.ts).
  return (
    '\uFEFF' +
    [
      'Reference,Received,Status,Name,Phone',
      ...rows.map((r) => [r.reference, r.created_at, r.status, r.name, r.phone].map(quote).join(',')),
    ].join('\r\n')
  );
}

/**
 * What the fake answers on each route of the contract's endpoint table (null: not served), by
 * `'METHOD path'`: the compiler asks for every route the table has, and no other. A route the
 * table gives to admins answers by the server's rule for tokens first (`authFailure`).
 */
const FAKES: Record<EndpointKey, HttpResponseResolver | null> = {
  'GET /banners/': () => HttpResponse.json(fixtures.banners),
  'POST /banners/': () => created(fixtures.banners[0]),
  'DELETE /banners/{id}/delete/': noContent,

  'GET /homeabout/': () => HttpResponse.json({ status: true, data: fixtures.homeAbout }),
  'POST /homeabout/': () =>
    HttpResponse.json({ status: true, data: fixtures.homeAbout, message: 'Home about updated successfully' }),
  'GET /about/': () => HttpResponse.json({ status: true, data: fixtures.about }),
  'POST /about/': () =>
    HttpResponse.json({ status: true, data: fixtures.about, message: 'About updated successfully' }),

  'POST /login/': async ({ request }) => {
    const { email, password } = (await request.json()) as { email?: string; password?: string };
    if (email === 'admin@example.com' && password === 'admin-password')
      return HttpResponse.json({
        tokens: { access: fixtures.tokens.adminAccess, refresh: fixtures.tokens.adminRefresh },
        user: { id: 1, email, role: 'admin' },
      });
    if (email === 'staff@example.com' && password === 'staff-password')
      return HttpResponse.json({
        tokens: { access: fixtures.tokens.userAccess, refresh: fixtures.tokens.userRefresh },
        user: { id: 2, email, role: 'user' },
      });
    return HttpResponse.json({ detail: MESSAGES.badCredentials }, { status: 401 });
  },
  'POST /token/refresh/': async ({ request }) => {
    const { refresh } = (await request.json()) as { refresh?: string };
    // The API rotates refresh tokens; the fixtures keep one pair so repeated refreshes stay simple.
    if (refresh === fixtures.tokens.adminRefresh)
      return HttpResponse.json({ access: fixtures.tokens.adminAccess, refresh: fixtures.tokens.adminRefresh });
    return HttpResponse.json({ detail: MESSAGES.invalidRefresh }, { status: 401 });
  },
  'POST /logout/': async ({ request }) => {
    const { refresh } = (await request.json()) as { refresh?: string };
    if (!request.headers.get('Authorization'))
      return HttpResponse.json({ detail: MESSAGES.notAuthenticated }, { status: 401 });
    if (!refresh) return HttpResponse.json({ refresh: [MESSAGES.required] }, { status: 400 });
    return noContent();
  },
  'GET /users/': () => HttpResponse.json(fixtures.users),
  'POST /signup/': async ({ request }) => {
    const { email, role } = (await request.json()) as { email: string; role?: 'admin' | 'user' };
    return created({
      user: { id: 99, email, role: role ?? 'admin', is_active: true, created_at: new Date().toISOString() },
    });
  },
  'DELETE /users/{id}/delete/': noContent,

  'GET /doctors/': ({ request }) => {
    const url = new URL(request.url);
    const type = url.searchParams.get('type');
    const search = url.searchParams.get('search')?.toLowerCase();
    const list = fixtures.doctors.filter(
      (d) => (!type || d.type === type) && (!search || d.name.toLowerCase().includes(search)),
    );
    return HttpResponse.json(url.searchParams.has('page') ? pageOf(list, url) : list);
  },
  'POST /doctors/': () => created(fixtures.doctors[0]),
  'DELETE /doctors/{id}/': noContent,

  'GET /news/list/': () => HttpResponse.json(fixtures.news),
  'POST /news/create/': () => created(fixtures.news[0]),
  'DELETE /news/delete/{id}/': noContent,

  'GET /events/list/': () => HttpResponse.json(fixtures.events),
  'POST /events/create/': () => created(fixtures.events[0]),
  'DELETE /events/delete/{id}/': noContent,

  'GET /content/': ({ request }) => {
    const type = new URL(request.url).searchParams.get('type');
    return HttpResponse.json(fixtures.content.filter((c) => !type || c.type === type));
  },
  'POST /content/': () => created(fixtures.content[0]),
  'DELETE /content/{id}/delete/': noContent,

  'GET /public/api/newservices.php': () => HttpResponse.json(fixtures.services),

  // The site's own content: read-only, edited in Strapi's panel.
  'GET /facilities/': () => HttpResponse.json(siteContent.facilities),
  'GET /divisions/': () => HttpResponse.json(siteContent.divisions),
  'GET /neurosurgery/': () => HttpResponse.json(siteContent.neurosurgery),
  'GET /directors/': () => HttpResponse.json(siteContent.directors),
  'GET /reviews/': () => HttpResponse.json(siteContent.reviews),
  'GET /site-settings/': () => HttpResponse.json(siteContent.siteSettings),
  'GET /home-texts/': () => HttpResponse.json(siteContent.homeTexts),
  'GET /accessibility-statement/': () => HttpResponse.json(siteContent.accessibilityStatement),
  'GET /packages/': () => HttpResponse.json(siteContent.packageRates),
  'GET /schemes/': () => HttpResponse.json(siteContent.schemes),
  'GET /conditions/': () => HttpResponse.json(siteContent.conditions),
  // "stroke" finds twelve results over two pages; any other query none (search-fixtures.ts).
  'GET /search/': ({ request }) => HttpResponse.json(searchAnswer(new URL(request.url).searchParams)),

  'GET /contact-requests/': ({ request }) => {
    const url = new URL(request.url);
    const rows = deskQueue(url);
    if (rows instanceof Response) return rows;
    return HttpResponse.json(url.searchParams.has('page') ? pageOf(rows, url) : rows);
  },
  'GET /contact-requests/summary/': () =>
    HttpResponse.json({
      ...fixtures.contactDeskSummary,
      open: deskRequests.filter((r) => r.status !== 'closed').length,
      new: deskRequests.filter((r) => r.status === 'new').length,
      overdue: deskRequests.filter((r) => r.overdue).length,
      open_by_type: Object.fromEntries(
        REQUEST_TYPES.map((type) => [
          type,
          deskRequests.filter((r) => r.type === type && r.status !== 'closed').length,
        ]),
      ),
    }),
  'GET /contact-requests/export/': ({ request }) => {
    const rows = deskQueue(new URL(request.url));
    if (rows instanceof Response) return rows;
    return new HttpResponse(deskCsv(rows), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
  },
  'POST /contact-requests/': async ({ request }) => {
    const body = (await request.json()) as { name?: string; phone?: string };
    if (!body.name || !body.phone) return HttpResponse.json({ name: [MESSAGES.required] }, { status: 400 });
    const now = new Date();
    return created({
      ...fixtures.contactRequests[0],
      type: 'contact',
      doctor: null,
      preferred_date: null,
      kind: null,
      id: 42,
      reference: 'NH-0042',
      email: null,
      gender: null,
      age: null,
      message: null,
      ...body,
      reply_by: new Date(now.getTime() + 24 * 3600_000).toISOString(),
      created_at: now.toISOString(),
    });
  },
  'GET /contact-requests/{id}/': null,
  'GET /contact-requests/{id}/report/': null,
  'PATCH /contact-requests/{id}/': async ({ request, params }) => {
    const found = deskRequests.find((r) => String(r.id) === params.id);
    if (!found) return HttpResponse.json({ detail: MESSAGES.notFound }, { status: 404 });
    const body = (await request.json()) as { status?: string; log?: string; outcome?: CallOutcome };
    if (body.status !== undefined && !(CONTACT_STATUSES as readonly string[]).includes(body.status))
      return HttpResponse.json({ status: [`"${body.status}" is not a valid choice.`] }, { status: 400 });
    const status = (body.status as ContactStatus | undefined) ?? found.status;
    const now = new Date().toISOString();
    // As the CMS does: a new entry is appended to the call log, never written over one.
    const text = body.log?.trim() || null;
    const entry =
      text || body.outcome ? [{ by: 'admin@example.com', at: now, outcome: body.outcome ?? null, text }] : [];
    Object.assign(found, {
      status,
      call_log: [...found.call_log, ...entry],
      handled_by: 'admin@example.com',
      handled_at: now,
      overdue: found.overdue && status === 'new',
    });
    return HttpResponse.json(found);
  },

  // Today at the hospital: what the fake holds (`setTodayItems`), the desk's writes change it.
  'GET /today/': () => HttpResponse.json(todayItems.map(({ set_by: _setBy, ...item }) => item)),
  'GET /today/desk/': () => HttpResponse.json(todayItems),
  'POST /today/': async ({ request }) => {
    const body = (await request.json()) as Partial<TodayDeskItem> & { date?: string; doctor?: number };
    const doctor = fixtures.doctors.find((d) => d.id === Number(body.doctor));
    const now = new Date();
    const item: TodayDeskItem = {
      id: Math.max(0, ...todayItems.map((i) => i.id)) + 1,
      kind: body.kind ?? 'emergency',
      doctor: doctor ? { id: doctor.id, name: doctor.name } : null,
      from: body.from ?? body.date ?? null,
      to: body.to ?? body.date ?? null,
      session_start: body.session_start ?? null,
      minutes: body.minutes === undefined || body.minutes === null ? null : Number(body.minutes),
      emergency: body.emergency ?? null,
      note: body.note ?? null,
      set_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 6 * 3600_000).toISOString(),
      set_by: 'admin@example.com',
    };
    todayItems = [...todayItems.filter((i) => !(item.kind === 'emergency' && i.kind === 'emergency')), item];
    return created(item);
  },
  'DELETE /today/{id}/': ({ params }) => {
    if (!todayItems.some((i) => String(i.id) === params.id))
      return HttpResponse.json({ detail: MESSAGES.notFound }, { status: 404 });
    todayItems = todayItems.filter((i) => String(i.id) !== params.id);
    return noContent();
  },

  // A visitor's beacon (sendBeacon is not fetch, but a test may post one itself).
  // The booking pages' own tests serve these (issue 41).
  'GET /opd-sessions/': null,
  'POST /bookings/': null,
  'POST /bookings/lookup/': null,
  'POST /bookings/move/': null,
  'POST /bookings/cancel/': null,
  // No OPD bookings on any day unless a test serves its own (the OPD list's and dashboard's tests).
  'GET /bookings/': ({ request }) => {
    const date = new URL(request.url).searchParams.get('date') ?? '';
    const day = WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'monday';
    return HttpResponse.json({ date, day, sessions: [] } satisfies DeskDay);
  },
  'PATCH /bookings/{id}/': null,
  // No estimates unless a test serves its own (the estimates screen's and dashboard's tests).
  'GET /estimates/': () => HttpResponse.json([]),
  'POST /estimates/': null,
  'POST /estimates/lookup/': null,
  'POST /estimates/{id}/revise/': null,
  'POST /estimates/revisions/{id}/informed/': null,
  'POST /vitals/': noContent,
  'GET /vitals/summary/': () => HttpResponse.json(fixtures.vitalsSummary),

  'GET /health/': null,
  'GET /openapi.json': null,
};

const ON = { GET: http.get, POST: http.post, PATCH: http.patch, DELETE: http.delete } as const;

/** A fake of the legacy API that follows its contract; tests override single routes with server.use. */
export const handlers = ENDPOINTS.flatMap(({ method, path, who }) => {
  const fake = FAKES[`${method} ${path}` as EndpointKey];
  if (!fake) return [];
  return [ON[method](`${API}${path.replaceAll('{id}', ':id')}`, who === 'admin' ? adminOnly(fake) : fake)];
});
