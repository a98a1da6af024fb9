import { useEffect, useState } from 'react';
import { api, useApi, type Doctor, type DoctorList, type DoctorType } from '../../lib/api';
import { resolveMediaUrl } from '../../lib/media';
import { DataTable, RowDeleteButton } from '../../components/admin/data-table';
import { Dialog } from '../../components/admin/dialog';
import { SelectField, TextField } from '../../components/admin/fields';
import { failure, InlineAlert, success } from '../../components/admin/inline-alert';
import { useCreateFlow } from '../../components/admin/list-panel';
import { ListState } from '../../components/admin/list-state';
import { Panel } from '../../components/admin/panel';
import { describeError, isSessionExpired } from '../../components/admin/server-errors';
import { AddDoctorForm, TYPE_LABELS } from './add-doctor-form';
import { DOCTOR_MESSAGES } from './messages';

type Filter = 'all' | DoctorType;
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'doctor', label: 'Doctors' },
  { value: 'medical_officer', label: 'Medical Officers' },
];
const PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;

/** Either shape of the doctor list: a plain array or a page with the server's links. */
function pageOf(list: DoctorList | undefined) {
  if (!list) return { results: [] as Doctor[], count: 0, next: null, previous: null };
  if (Array.isArray(list)) return { results: list, count: list.length, next: null, previous: null };
  return list;
}

function pageNumber(link: string | null): number {
  if (!link) return 1;
  const page = Number(new URL(link, 'http://localhost').searchParams.get('page'));
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** /admin/doctors: filter, search, paging by the server's next/previous links, modal add, per-row delete. */
export function DoctorsScreen() {
  const [filter, setFilter] = useState<Filter>('all');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  /** A server paging link, or null for the first page of the current filter and search. */
  const [pageLink, setPageLink] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  // The search goes to the server a moment after typing stops, from the first page.
  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return undefined;
    const timer = setTimeout(() => {
      setSearch(next);
      setPageLink(null);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  const { data, error, isLoading, mutate } = useApi<DoctorList>(pageLink ?? '/doctors/', {
    authenticated: true,
    query: pageLink
      ? undefined
      : { page: 1, page_size: PAGE_SIZE, type: filter === 'all' ? undefined : filter, search: search || undefined },
    keepPreviousData: true,
  });
  const flow = useCreateFlow(DOCTOR_MESSAGES.created, () => void mutate());
  const setNotice = flow.setNotice;
  const page = pageOf(data);
  const first = (pageNumber(pageLink) - 1) * PAGE_SIZE;

  async function remove(doctor: Doctor) {
    setNotice(null);
    setDeletingId(doctor.id);
    try {
      await api.delete(`/doctors/${doctor.id}/`, { authenticated: true });
      setNotice(success(DOCTOR_MESSAGES.deleted));
      // The last row of a later page: step back to the previous page.
      if (page.results.length === 1 && page.previous) setPageLink(page.previous);
      else await mutate();
    } catch (failed) {
      if (!isSessionExpired(failed)) setNotice(failure(describeError(failed, DOCTOR_MESSAGES.deleteFailed)));
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <>
      <InlineAlert notice={flow.notice} onDismiss={() => setNotice(null)} />
      <Panel
        title="Doctors and Medical Officers"
        actions={
          <button type="button" className="adm-button" onClick={flow.openForm}>
            Add Doctor
          </button>
        }
      >
        <div className="adm-toolbar" role="search">
          <SelectField
            label="Type"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as Filter);
              setPageLink(null);
            }}
            options={FILTERS}
          />
          <TextField
            label="Search doctors"
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Name"
          />
        </div>
        <ListState
          loading={isLoading}
          error={error && !isSessionExpired(error) ? describeError(error, DOCTOR_MESSAGES.loadFailed) : null}
          empty={page.results.length === 0}
          emptyText={search || filter !== 'all' ? 'No doctors match.' : 'No doctors yet.'}
          loadingText="Loading doctors..."
          onRetry={() => void mutate()}
        >
          <DataTable caption="Doctors and medical officers" columns={['Photo', 'Name', 'Designation', 'Type']} actions>
            {page.results.map((doctor) => {
              const photo = resolveMediaUrl(doctor.image ?? doctor.url);
              return (
                <tr key={doctor.id}>
                  <td>
                    {photo ? (
                      <img className="adm-thumb adm-thumb--round" src={photo} alt="" loading="lazy" />
                    ) : (
                      <span className="adm-thumb adm-thumb--round" aria-hidden="true" />
                    )}
                  </td>
                  <td>{doctor.name}</td>
                  <td>{doctor.designation}</td>
                  <td>
                    <span className="adm-badge">{TYPE_LABELS[doctor.type] ?? doctor.type}</span>
                  </td>
                  <td>
                    <RowDeleteButton
                      label={doctor.name}
                      busy={deletingId === doctor.id}
                      disabled={deletingId !== null}
                      onClick={() => void remove(doctor)}
                    />
                  </td>
                </tr>
              );
            })}
          </DataTable>
        </ListState>
        {(page.next || page.previous) && (
          <nav className="adm-pager" aria-label="Doctor pages">
            <button
              type="button"
              className="adm-button adm-button--secondary"
              disabled={!page.previous}
              onClick={() => setPageLink(page.previous)}
            >
              Previous
            </button>
            <span className="adm-muted" aria-live="polite">
              {page.results.length > 0
                ? `Showing ${first + 1}–${first + page.results.length} of ${page.count}`
                : `${page.count} in all`}
            </span>
            <button
              type="button"
              className="adm-button adm-button--secondary"
              disabled={!page.next}
              onClick={() => setPageLink(page.next)}
            >
              Next
            </button>
          </nav>
        )}
      </Panel>
      <Dialog open={flow.formOpen} title="Add Doctor" size="large" onClose={flow.closeForm}>
        <AddDoctorForm onCancel={flow.closeForm} onCreated={flow.created} />
      </Dialog>
    </>
  );
}
