import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApi, type ContactDeskSummary, type ContactRequest, type Paged } from '../../../lib/api';
import { BusyButton } from '../../components/busy-button';
import { DataTable } from '../../components/data-table';
import { Dialog } from '../../components/dialog';
import { SearchField, SelectField } from '../../components/fields';
import { failure, InlineAlert, success, type Notice } from '../../components/inline-alert';
import { ListState } from '../../components/list-state';
import { Panel } from '../../components/panel';
import { describeError, isSessionExpired } from '../../components/server-errors';
import { downloadQueueCsv } from './export-csv';
import { DESK_REFRESH_MS, useSeenRequests } from './arrivals';
import {
  queueParams,
  queueQuery,
  readQueueFilters,
  STATUS_FILTERS,
  TYPE_FILTERS,
  type QueueFilters,
} from './queue-filters';
import { QUEUE_COLUMNS, RequestRow } from './request-row';
import { UpdateRequestForm } from './update-request-form';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;
/**
 * The queue asks again every 10 s while its tab is visible, and at once when the desk comes back to
 * it (SWR pauses while the tab is hidden): a request sent meanwhile appears by itself.
 */
const LIVE = { refreshInterval: DESK_REFRESH_MS, revalidateOnFocus: true } as const;

/**
 * /admin/contact-requests: the patient desk's queue, newest first. Status, search and overdue
 * filters live in the address (the desk's e-mail links to `?search=NH-0042`); each request opens a
 * form for its status and call log. It refreshes itself; requests that arrived since the desk last
 * looked are marked until opened.
 */
export function ContactRequestsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = readQueueFilters(params);
  const [searchText, setSearchText] = useState(filters.search);
  const [editing, setEditing] = useState<ContactRequest | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [exporting, setExporting] = useState(false);
  const { unseen, markSeen, markAllSeen } = useSeenRequests();

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
    ...LIVE,
  });
  const summary = useApi<ContactDeskSummary>('/contact-requests/summary/', { authenticated: true, ...LIVE });
  const rows = list.data?.results ?? [];
  const count = list.data?.count ?? 0;
  const first = (filters.page - 1) * PAGE_SIZE;
  const filtered = Boolean(filters.type || filters.status || filters.search || filters.overdue);
  const unseenHere = rows.filter((request) => unseen(request.id));

  function open(request: ContactRequest) {
    markSeen(request.id);
    setEditing(request);
  }

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
    // The saved request goes into the queue at once: reopened before the refetch answers, its
    // dialog must show the call just logged, not the row as it was (CI, 2026-11-29: 1 entry of 2).
    void list.mutate(
      (queue) => queue && { ...queue, results: queue.results.map((row) => (row.id === request.id ? request : row)) },
    );
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
        {unseenHere.length > 0 && (
          <p className="adm-desk-arrivals" role="status">
            {unseenHere.length === 1 ? '1 request just arrived.' : `${unseenHere.length} requests just arrived.`}{' '}
            <button
              type="button"
              className="adm-button adm-button--secondary adm-button--small"
              onClick={() => markAllSeen(Math.max(...unseenHere.map((request) => request.id)))}
            >
              Mark as seen
            </button>
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
          <DataTable caption="Contact requests" columns={QUEUE_COLUMNS} actions className="adm-desk-table">
            {rows.map((request) => (
              <RequestRow
                key={request.id}
                request={request}
                unseen={unseen(request.id)}
                onUpdate={() => open(request)}
              />
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
