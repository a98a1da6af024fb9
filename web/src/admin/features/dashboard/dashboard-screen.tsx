import { Link } from 'react-router-dom';
import {
  useApi,
  type ApiError,
  type ContactDeskSummary,
  type ContactRequest,
  type ContentEntry,
  type Doctor,
  type DoctorList,
  type HospitalEvent,
  type NewsItem,
  type Paged,
  type User,
} from '../../../lib/api';
import { REQUEST_TYPES } from '../../../lib/api';
import { REQUEST_TYPE_LABELS } from '../../../lib/request-types';
import { formatDate } from '../../components/format';
import { ListState } from '../../components/list-state';
import { Panel } from '../../components/panel';
import { describeError, isSessionExpired } from '../../components/server-errors';
import { FieldMeasurementsPanel } from './field-measurements/field-measurements-panel';
import { TodaysBookingsPanel } from './todays-bookings-panel';
import { OverdueRevisionsPanel } from './overdue-revisions-panel';

const LATEST_REQUESTS = 5;
const RECENT_ACTIVITY = 8;

function doctorsOf(list: DoctorList | undefined): Doctor[] | undefined {
  if (!list) return undefined;
  return Array.isArray(list) ? list : list.results;
}

interface Figure {
  label: string;
  to: string;
  value: number | undefined;
  error: ApiError | undefined;
  /** Drawn as a warning while above zero (overdue requests). */
  alert?: boolean;
}

function StatCard({ label, to, value, error, alert }: Figure) {
  return (
    <li className={`adm-stat${alert && value ? ' adm-stat--alert' : ''}`}>
      <Link to={to} className="adm-stat__link">
        <span className="adm-stat__label">{label}</span>
        <span className="adm-stat__value">{error ? '—' : value === undefined ? '…' : value}</span>
        {error && (
          <span className="adm-stat__error">
            {isSessionExpired(error) ? 'Not loaded' : describeError(error, 'Not loaded')}
          </span>
        )}
      </Link>
    </li>
  );
}

interface Activity {
  key: string;
  what: string;
  title: string;
  date: string;
}

/** Newest records of every kind, merged and sorted, newest first. */
function recentActivity(lists: {
  news?: NewsItem[];
  events?: HospitalEvent[];
  content?: ContentEntry[];
  doctors?: Doctor[];
  officers?: Doctor[];
  users?: User[];
}): Activity[] {
  const contentWhat = { blog: 'Blog published', video: 'Video added', review_video: 'Review video added' } as const;
  const all: Activity[] = [
    ...(lists.news ?? []).map((n) => ({
      key: `news-${n.id}`,
      what: 'News published',
      title: n.title,
      date: n.created_at,
    })),
    ...(lists.events ?? []).map((e) => ({
      key: `event-${e.id}`,
      what: 'Event added',
      title: e.title,
      date: e.created_at,
    })),
    ...(lists.content ?? []).map((c) => ({
      key: `content-${c.id}`,
      what: contentWhat[c.type] ?? 'Content added',
      title: c.title,
      date: c.created_at,
    })),
    ...[...(lists.doctors ?? []), ...(lists.officers ?? [])].map((d) => ({
      key: `doctor-${d.id}`,
      what: d.type === 'medical_officer' ? 'Medical officer added' : 'Doctor added',
      title: d.name,
      date: d.created_at,
    })),
    ...(lists.users ?? []).map((u) => ({
      key: `user-${u.id}`,
      what: u.role === 'admin' ? 'Admin added' : 'User added',
      title: u.email,
      date: u.created_at,
    })),
  ];
  return all
    .filter((a) => a.date && !Number.isNaN(Date.parse(a.date)))
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .slice(0, RECENT_ACTIVITY);
}

const QUICK_ACTIONS = [
  { to: '/admin/news?new=1', label: 'Add News' },
  { to: '/admin/events?new=1', label: 'Add Event' },
  { to: '/admin/content?new=1', label: 'Add Blog or Video' },
  { to: '/admin/doctors?new=1', label: 'Add Doctor' },
  { to: '/admin/users?new=1', label: 'Add Admin' },
  { to: '/admin/banner', label: 'Update Banner' },
] as const;

/** /admin/dashboard: real figures, today's OPD bookings per doctor, the latest contact requests, recent activity and quick actions. */
export function DashboardScreen() {
  const doctors = useApi<DoctorList>('/doctors/', { query: { type: 'doctor' }, authenticated: true });
  const officers = useApi<DoctorList>('/doctors/', { query: { type: 'medical_officer' }, authenticated: true });
  const users = useApi<User[]>('/users/', { authenticated: true });
  const news = useApi<NewsItem[]>('/news/list/');
  const events = useApi<HospitalEvent[]>('/events/list/');
  const content = useApi<ContentEntry[]>('/content/');
  const requests = useApi<Paged<ContactRequest> | ContactRequest[]>('/contact-requests/', {
    query: { page: 1, page_size: LATEST_REQUESTS },
    authenticated: true,
  });
  const desk = useApi<ContactDeskSummary>('/contact-requests/summary/', { authenticated: true });
  // The same read as the overdue revisions' panel below (one request): estimates past a revision's 24 hours.
  const lateEstimates = useApi('/estimates/', { query: { overdue: 'true' }, authenticated: true });

  const doctorList = doctorsOf(doctors.data);
  const officerList = doctorsOf(officers.data);
  const active = (list: Doctor[] | undefined) => list?.filter((d) => d.is_active !== false).length;

  const figures: Figure[] = [
    { label: 'New requests', to: '/admin/contact-requests?status=new', value: desk.data?.new, error: desk.error },
    { label: 'Open requests', to: '/admin/contact-requests?status=open', value: desk.data?.open, error: desk.error },
    {
      label: 'Overdue requests',
      to: '/admin/contact-requests?overdue=true',
      value: desk.data?.overdue,
      error: desk.error,
      alert: true,
    },
    {
      label: 'Overdue estimate revisions',
      to: '/admin/estimates',
      value: lateEstimates.data?.reduce((sum, e) => sum + e.revisions.filter((r) => r.overdue).length, 0),
      error: lateEstimates.error,
      alert: true,
    },
    // One figure per request type, each opening the queue filtered to that type's open requests.
    ...REQUEST_TYPES.map((type) => ({
      label: `Open ${REQUEST_TYPE_LABELS[type].toLowerCase()} requests`,
      to: `/admin/contact-requests?type=${type}&status=open`,
      value: desk.data?.open_by_type?.[type],
      error: desk.error,
    })),
    { label: 'Active doctors', to: '/admin/doctors', value: active(doctorList), error: doctors.error },
    { label: 'Medical officers', to: '/admin/doctors', value: active(officerList), error: officers.error },
    {
      label: 'Admins',
      to: '/admin/users',
      value: users.data?.filter((u) => u.role === 'admin').length,
      error: users.error,
    },
    { label: 'News', to: '/admin/news', value: news.data?.length, error: news.error },
    { label: 'Events', to: '/admin/events', value: events.data?.length, error: events.error },
    { label: 'Blogs and videos', to: '/admin/content', value: content.data?.length, error: content.error },
  ];

  const sources = [doctors, officers, users, news, events, content];
  const activity = recentActivity({
    news: news.data,
    events: events.data,
    content: content.data,
    doctors: doctorList,
    officers: officerList,
    users: users.data,
  });
  const latestRequests = (Array.isArray(requests.data) ? requests.data : (requests.data?.results ?? [])).slice(
    0,
    LATEST_REQUESTS,
  );

  return (
    <>
      <section aria-labelledby="dashboard-figures">
        <h2 id="dashboard-figures" className="adm-visually-hidden">
          Figures
        </h2>
        <ul className="adm-stats">
          {figures.map((figure) => (
            <StatCard key={figure.label} {...figure} />
          ))}
        </ul>
      </section>

      <TodaysBookingsPanel />

      <OverdueRevisionsPanel />

      <Panel title="Quick Actions">
        <ul className="adm-quick">
          {QUICK_ACTIONS.map((action) => (
            <li key={action.to}>
              <Link to={action.to} className="adm-button adm-button--secondary">
                {action.label}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>

      <div className="adm-dashboard-columns">
        <Panel
          title="Latest Contact Requests"
          actions={
            <Link to="/admin/contact-requests" className="adm-text-link">
              View all requests
            </Link>
          }
        >
          <ListState
            loading={requests.isLoading}
            error={
              requests.error && !isSessionExpired(requests.error)
                ? describeError(requests.error, 'Failed to load contact requests.')
                : null
            }
            empty={latestRequests.length === 0}
            emptyText="No contact requests yet."
            loadingText="Loading contact requests..."
            onRetry={() => void requests.mutate()}
          >
            <ul className="adm-feed">
              {latestRequests.map((request) => (
                <li key={request.id} className="adm-feed__item">
                  <span className="adm-feed__title">
                    {[request.name, request.phone].filter(Boolean).join(' · ') || 'No name given'}
                  </span>
                  <span className="adm-feed__what">
                    {request.reference} · {request.overdue ? 'Overdue' : request.status}
                  </span>
                  {request.message && <span className="adm-feed__text">{request.message}</span>}
                  <span className="adm-feed__date">{formatDate(request.created_at)}</span>
                </li>
              ))}
            </ul>
          </ListState>
        </Panel>

        <Panel title="Recent Activity">
          <ListState
            loading={activity.length === 0 && sources.some((s) => s.isLoading)}
            error={sources.every((s) => s.error) ? 'Failed to load recent activity.' : null}
            empty={activity.length === 0}
            emptyText="No recent activity yet."
            loadingText="Loading recent activity..."
            onRetry={() => sources.forEach((s) => void s.mutate())}
          >
            <ul className="adm-feed">
              {activity.map((item) => (
                <li key={item.key} className="adm-feed__item">
                  <span className="adm-feed__what">{item.what}</span>
                  <span className="adm-feed__title">{item.title}</span>
                  <span className="adm-feed__date">{formatDate(item.date)}</span>
                </li>
              ))}
            </ul>
          </ListState>
        </Panel>
      </div>

      <FieldMeasurementsPanel />
    </>
  );
}
