import { useApi, type ContactRequest } from '../../lib/api';
import { DataTable } from '../../components/admin/data-table';
import { formatDate } from '../../components/admin/format';
import { ListState } from '../../components/admin/list-state';
import { Panel } from '../../components/admin/panel';
import { describeError, isSessionExpired } from '../../components/admin/server-errors';

const GENDER_LABELS = { male: 'Male', female: 'Female', other: 'Other' } as const;

/** /admin/contact-requests: every request sent from the contact form, newest first. */
export function ContactRequestsScreen() {
  const { data, error, isLoading, mutate } = useApi<ContactRequest[]>('/contact-requests/', { authenticated: true });
  const requests = data ?? [];
  return (
    <Panel title="Contact Requests">
      <ListState
        loading={isLoading}
        error={error && !isSessionExpired(error) ? describeError(error, 'Failed to load contact requests.') : null}
        empty={requests.length === 0}
        emptyText="No contact requests yet."
        loadingText="Loading contact requests..."
        onRetry={() => void mutate()}
      >
        <DataTable caption="Contact requests" columns={['Date', 'Name', 'Phone', 'Email', 'Gender', 'Age', 'Issue / symptoms']}>
          {requests.map((request) => (
            <tr key={request.id}>
              <td>{formatDate(request.created_at)}</td>
              <td>{request.name}</td>
              <td>
                <a href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>{request.phone}</a>
              </td>
              <td>{request.email ? <a href={`mailto:${request.email}`}>{request.email}</a> : '—'}</td>
              <td>{request.gender ? GENDER_LABELS[request.gender] : '—'}</td>
              <td>{request.age ?? '—'}</td>
              <td>{request.message || '—'}</td>
            </tr>
          ))}
        </DataTable>
      </ListState>
    </Panel>
  );
}
