import type { Doctor, DoctorList } from '../../../lib/api';
import { Dialog } from '../../components/dialog';
import { InlineAlert } from '../../components/inline-alert';
import { ListState } from '../../components/list-state';
import { Panel } from '../../components/panel';
import { describeError, isSessionExpired } from '../../components/server-errors';
import { useAdminCollection } from '../../components/use-admin-collection';
import { AddDoctorForm } from './add-doctor-form';
import { DoctorFilters } from './doctor-filters';
import { DoctorPager } from './doctor-pager';
import { DoctorTable } from './doctor-table';
import { DOCTOR_MESSAGES } from './messages';
import { pageOf, useDoctorPages } from './use-doctor-pages';

/** /admin/doctors: filter, search, paging by the server's next/previous links, modal add, per-row delete. */
export function DoctorsScreen() {
  const pages = useDoctorPages();
  const doctors = useAdminCollection<Doctor, DoctorList>(pages.path, {
    request: { authenticated: true, query: pages.query, keepPreviousData: true },
    deletePath: (doctor) => `/doctors/${doctor.id}/`,
    messages: DOCTOR_MESSAGES,
    onDeleted: () => {
      // The last row of a later page: step back to the previous page.
      if (page.results.length === 1 && page.previous) pages.setPageLink(page.previous);
      else void doctors.list.mutate();
    },
  });
  const { list, flow, removal } = doctors;
  const page = pageOf(list.data);

  return (
    <>
      <InlineAlert notice={flow.notice} onDismiss={() => flow.setNotice(null)} />
      <Panel
        title="Doctors and Medical Officers"
        actions={
          <button type="button" className="adm-button" onClick={flow.openForm}>
            Add Doctor
          </button>
        }
      >
        <DoctorFilters
          filter={pages.filter}
          onFilter={pages.setFilter}
          searchText={pages.searchText}
          onSearchText={pages.setSearchText}
        />
        <ListState
          loading={list.isLoading}
          error={
            list.error && !isSessionExpired(list.error) ? describeError(list.error, DOCTOR_MESSAGES.loadFailed) : null
          }
          empty={page.results.length === 0}
          emptyText={pages.narrowed ? 'No doctors match.' : 'No doctors yet.'}
          loadingText="Loading doctors..."
          onRetry={() => void list.mutate()}
        >
          <DoctorTable
            doctors={page.results}
            deleting={removal.deleting}
            onDelete={(doctor) => void removal.removeNow(doctor)}
          />
        </ListState>
        <DoctorPager page={page} pageLink={pages.pageLink} onPage={pages.setPageLink} />
      </Panel>
      <Dialog open={flow.formOpen} title="Add Doctor" size="large" onClose={flow.closeForm}>
        <AddDoctorForm onCancel={flow.closeForm} onCreated={flow.created} />
      </Dialog>
    </>
  );
}
