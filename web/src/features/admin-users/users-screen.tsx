import { useState } from 'react';
import { api, ApiError, readSession, useApi, type User } from '../../lib/api';
import { ConfirmDeleteDialog } from '../../components/admin/confirm-dialog';
import { DataTable, RowDeleteButton } from '../../components/admin/data-table';
import { formatDate } from '../../components/admin/format';
import { InlineAlert } from '../../components/admin/inline-alert';
import { ListPanel, useCreateFlow } from '../../components/admin/list-panel';
import { ListState } from '../../components/admin/list-state';
import { isSessionExpired } from '../../components/admin/server-errors';
import { useConfirmDelete } from '../../components/admin/use-confirm-delete';
import { CreateAdminForm } from './create-admin-form';
import { USER_MESSAGES } from './messages';

/** The users list's error catalogue (point 8). */
function listError(hasToken: boolean, error: ApiError | undefined): string | null {
  if (!hasToken) return USER_MESSAGES.noToken;
  if (!error) return null;
  if (error.isNetworkError) return USER_MESSAGES.listNetwork;
  // When the refresh was refused the session dialog already says 'Session expired...'.
  if (isSessionExpired(error)) return 'Sign in again to see the admins.';
  if (error.status === 401) return USER_MESSAGES.sessionExpired;
  if (error.status === 403) return USER_MESSAGES.forbidden;
  return error.describe(USER_MESSAGES.fetchFailed);
}

/** The delete failure of point 8: 'Error: ' plus detail or message, or the network alert. */
function deleteError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return `Error: ${USER_MESSAGES.deleteFailed}`;
  if (error.isNetworkError) return USER_MESSAGES.actionNetwork;
  if (isSessionExpired(error)) return null;
  return `Error: ${error.describe(USER_MESSAGES.deleteFailed)}`;
}

/** /admin/users: the admins, with role badges and en-IN dates; add and delete (after confirmation). */
export function UsersScreen() {
  // Checked once: a session that expires later is the session dialog's business.
  const [hasToken] = useState(() => Boolean(readSession().access));
  const {
    data: users,
    error,
    isLoading,
    mutate,
  } = useApi<User[]>(hasToken ? '/users/' : null, { authenticated: true });
  const flow = useCreateFlow(USER_MESSAGES.created, () => void mutate());
  const retryable = Boolean(error) && error?.status !== 401 && error?.status !== 403;
  const removal = useConfirmDelete<User>({
    remove: (user) => api.delete(`/users/${user.id}/delete/`, { authenticated: true }),
    setNotice: flow.setNotice,
    deleted: USER_MESSAGES.deleted,
    describeFailure: deleteError,
    onDeleted: () => void mutate(),
  });

  return (
    <>
      <InlineAlert notice={flow.notice} onDismiss={() => flow.setNotice(null)} />
      <ListPanel
        title="Admins"
        addLabel="Add Admin"
        formOpen={flow.formOpen}
        onOpenForm={flow.openForm}
        form={<CreateAdminForm onCancel={flow.closeForm} onCreated={flow.created} />}
      >
        <ListState
          loading={isLoading}
          error={listError(hasToken, error)}
          empty={(users ?? []).length === 0}
          emptyText="No admins yet."
          loadingText="Loading admins..."
          onRetry={retryable ? () => void mutate() : undefined}
        >
          <DataTable caption="Admins" columns={['Email', 'Role', 'Status', 'Created']} actions>
            {(users ?? []).map((user) => (
              <tr key={user.id}>
                <td>{user.email}</td>
                <td>
                  <span className={`adm-badge adm-badge--role${user.role === 'admin' ? ' adm-badge--admin' : ''}`}>
                    {user.role}
                  </span>
                </td>
                <td>{user.is_active ? 'Active' : 'Inactive'}</td>
                <td>{formatDate(user.created_at)}</td>
                <td>
                  <RowDeleteButton
                    label={user.email}
                    busy={removal.deleting?.id === user.id}
                    onClick={() => removal.ask(user)}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
        </ListState>
      </ListPanel>
      <ConfirmDeleteDialog
        removal={removal}
        title="Delete admin"
        message={(user) => `Are you sure you want to delete ${user.email}? This action cannot be undone.`}
      />
    </>
  );
}
