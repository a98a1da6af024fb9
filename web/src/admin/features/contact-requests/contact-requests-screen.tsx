import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApi, type ContactDeskSummary, type ContactRequest, type Paged } from '../../../lib/api';
import { BusyButton } from '../../components/busy-button';
import { DataTable } from '../../components/data-table';
import { Dialog } from '../../components/dialog';
import { SearchField, SelectField } from '../../components/fields';
import { formatDate } from '../../components/format';
import { failure, InlineAlert, success, type Notice } from '../../components/inline-alert';
import { ListState } from '../../components/list-state';
import { Panel } from '../../components/panel';
import { describeError, isSessionExpired } from '../../components/server-errors';
import { calendarDate, FEEDBACK_KIND_LABELS, REQUEST_TYPE_LABELS } from '../../../lib/request-types';
import { downloadQueueCsv } from './export-csv';
import {
  queueParams,
  queueQuery,
  readQueueFilters,
  STATUS_FILTERS,
  STATUS_LABELS,
  TYPE_FILTERS,
  type QueueFilters,
} from './queue-filters';
import { RequestSpecifics } from './request-specifics';
import { UpdateRequestForm } from './update-request-form';

const PAGE_SIZE = 20;
const GENDER_LABELS = { male: 'Male', female: 'Female', other: 'Other' } as const;
const SEARCH_DELAY_MS = 300;

function dateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('en-IN', { dateStyle: 'short', timeStyle: 'short' });
}

/**
 * /admin/contact-requests: the patient desk's queue, newest first. Status, search and overdue
 * filters live in the address (the desk's e-mail links to `?search=NH-0042`); each request opens a
 * form for its status and internal note.
 */
export function ContactRequestsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = readQueueFilters(params);
  const [searchText, setSearchText] = useState(filters.search);
  const [editing, setEditing] = useState<ContactRequest | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [exporting, setExporting] = useState(false);

  const show = (changes: Partial<QueueFilters>) =>
    setParams(queueParams({ ...filters, page: 1, ...changes }), { replace: true });

  // The search follows typing a moment after it stops, from the first page.
  useEffect(() => {
    if (searchText.trim() === filters.search.trim()) return undefined;
    const timer = setTimeout(() => show({ search: searchText }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `show` reads this render's filters; the timer restarts only when the typed text or the address's search changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [searchText, filters.search]);

  const list = useApi<Paged<ContactRequest>>('/contact-requests/', {
    authenticated: true,
    query: { ...queueQuery(filters), page: filters.page, page_size: PAGE_SIZE },
    keepPreviousData: true,
  });
  const summary = useApi<ContactDeskSummary>('/contact-requests/summary/', { authenticated: true });
  const rows = list.data?.results ?? [];
  const count = list.data?.count ?? 0;
  const first = (filters.page - 1) * PAGE_SIZE;
  const filtered = Boolean(filters.type || filters.status || filters.search || filters.overdue);

  async function exportCsv() {
    setNotice(null);
    setExporting(true);
    try {
      await downloadQueueCsv(queueQuery(filters));
    } catch (error) {
      if (!isSessionExpired(error)) setNotice(failure(describeError(error, 'Failed to export the requests.')));
    } finally {
      setExporting(false);
    }
  }

  function saved(request: ContactRequest) {
    setEditing(null);
    setNotice(success(`Request ${request.reference ?? request.id} saved.`));
    void list.mutate();
    void summary.mutate();
  }

  return (
    <>
      <InlineAlert notice={notice} onDismiss={() => setNotice(null)} />
      <Panel
        title="Contact Requests"
        actions={
          <BusyButton
            type="button"
            variant="secondary"
            busy={exporting}
            busyLabel="Exporting..."
            onClick={() => void exportCsv()}
          >
            Export CSV
          </BusyButton>
        }
      >
        {summary.data && (
          <p className="adm-muted adm-desk-rules">
            {summary.data.open} open, {summary.data.overdue} overdue. A request still new {summary.data.reply_hours}{' '}
            hours after it was sent is marked overdue. Closed requests are deleted {summary.data.retention_days} days
            after they were sent.
          </p>
        )}
        <div className="adm-toolbar" role="search">
          <SelectField
            label="Request type"
            value={filters.type}
            onChange={(event) => show({ type: event.target.value as QueueFilters['type'] })}
            options={TYPE_FILTERS}
          />
          <SelectField
            label="Status"
            value={filters.status}
            onChange={(event) => show({ status: event.target.value as QueueFilters['status'] })}
            options={STATUS_FILTERS}
          />
          <SearchField
            label="Search requests"
            value={searchText}
            onSearch={setSearchText}
            placeholder="Name, phone or reference"
          />
          <label className="adm-check">
            <input
              type="checkbox"
              checked={filters.overdue}
              onChange={(event) => show({ overdue: event.target.checked })}
            />
            Overdue only
          </label>
        </div>
        <ListState
          loading={list.isLoading}
          error={
            list.error && !isSessionExpired(list.error)
              ? describeError(list.error, 'Failed to load contact requests.')
              : null
          }
          empty={rows.length === 0}
          emptyText={filtered ? 'No requests match.' : 'No contact requests yet.'}
          loadingText="Loading contact requests..."
          onRetry={() => void list.mutate()}
        >
          <DataTable
            caption="Contact requests"
            columns={['Reference', 'Received', 'Request', 'Patient', 'Issue / symptoms', 'Status', 'Handled']}
            actions
          >
            {rows.map((request) => (
              <tr key={request.id} className={request.overdue ? 'adm-desk-row--overdue' : undefined}>
                <td className="adm-desk-reference">{request.reference ?? '—'}</td>
                <td>{dateTime(request.created_at)}</td>
                <td>
                  <span className="adm-badge">{REQUEST_TYPE_LABELS[request.type] ?? request.type}</span>
                  {request.doctor && <span className="adm-desk-name">{request.doctor.name}</span>}
                  {request.preferred_date && <span>Preferred: {calendarDate(request.preferred_date)}</span>}
                  {request.kind && <span className="adm-desk-name">{FEEDBACK_KIND_LABELS[request.kind]}</span>}
                  <RequestSpecifics request={request} />
                </td>
                <td>
                  <span className="adm-desk-name">{request.name || 'No name given'}</span>
                  {/* Feedback may be anonymous: no name, no number to call. */}
                  {request.phone && <a href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>{request.phone}</a>}
                  {request.email && <a href={`mailto:${request.email}`}>{request.email}</a>}
                  {(request.gender || request.age !== null) && (
                    <span className="adm-muted">
                      {[
                        request.gender ? GENDER_LABELS[request.gender] : null,
                        request.age !== null ? `${request.age} years` : null,
                      ]
                        .filter(Boolean)
                        .join(', ')}
                    </span>
                  )}
                </td>
                <td>{request.message || '—'}</td>
                <td>
                  <span className={`adm-badge adm-desk-status adm-desk-status--${request.status}`}>
                    {STATUS_LABELS[request.status]}
                  </span>
                  {request.overdue && <span className="adm-badge adm-desk-overdue">Overdue</span>}
                </td>
                <td>
                  {request.handled_by ? (
                    <span className="adm-muted">
                      {request.handled_by}, {formatDate(request.handled_at)}
                    </span>
                  ) : (
                    <span className="adm-muted">Not yet</span>
                  )}
                  {request.note && <span className="adm-desk-note">{request.note}</span>}
                </td>
                <td>
                  <button
                    type="button"
                    className="adm-button adm-button--secondary adm-button--small"
                    aria-label={`Update ${request.reference ?? request.name}`}
                    onClick={() => setEditing(request)}
                  >
                    Update
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        </ListState>
        {count > PAGE_SIZE && (
          <nav className="adm-pager" aria-label="Request pages">
            <button
              type="button"
              className="adm-button adm-button--secondary"
              disabled={!list.data?.previous}
              onClick={() => setParams(queueParams({ ...filters, page: filters.page - 1 }))}
            >
              Previous
            </button>
            <span className="adm-muted" aria-live="polite">
              Showing {first + 1}–{first + rows.length} of {count}
            </span>
            <button
              type="button"
              className="adm-button adm-button--secondary"
              disabled={!list.data?.next}
              onClick={() => setParams(queueParams({ ...filters, page: filters.page + 1 }))}
            >
              Next
            </button>
          </nav>
        )}
      </Panel>
      <Dialog
        open={editing !== null}
        title={`Request ${editing?.reference ?? ''}`}
        size="large"
        onClose={() => setEditing(null)}
      >
        {editing && <UpdateRequestForm request={editing} onCancel={() => setEditing(null)} onSaved={saved} />}
      </Dialog>
    </>
  );
}
