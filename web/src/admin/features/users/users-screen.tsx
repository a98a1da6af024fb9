import { useState } from 'react';
import { ApiError, readSession, type User } from '../../../lib/api';
import { CollectionScreen, DeleteCell } from '../../components/collection-screen';
import { DataTable } from '../../components/data-table';
import { formatDate } from '../../components/format';
import { isSessionExpired } from '../../components/server-errors';
import { useAdminCollection } from '../../components/use-admin-collection';
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
  const admins = useAdminCollection<User>(hasToken ? '/users/' : null, {
    request: { authenticated: true },
    deletePath: (user) => `/users/${user.id}/delete/`,
    messages: USER_MESSAGES,
    describeDeleteFailure: deleteError,
  });
  const { error } = admins.list;
  const users = admins.list.data ?? [];

  return (
    <CollectionScreen
      collection={admins}
      noun={{ one: 'Admin', many: 'Admins' }}
      form={<CreateAdminForm onCancel={admins.flow.closeForm} onCreated={admins.flow.created} />}
      error={listError(hasToken, error)}
      empty={users.length === 0}
      retryable={Boolean(error) && error?.status !== 401 && error?.status !== 403}
      deleteMessage={(user) => `Are you sure you want to delete ${user.email}? This action cannot be undone.`}
    >
      <DataTable caption="Admins" columns={['Email', 'Role', 'Status', 'Created']} actions>
        {users.map((user) => (
          <tr key={user.id}>
            <td>{user.email}</td>
            <td>
              <span className={`adm-badge adm-badge--role${user.role === 'admin' ? ' adm-badge--admin' : ''}`}>
                {user.role}
              </span>
            </td>
            <td>{user.is_active ? 'Active' : 'Inactive'}</td>
            <td>{formatDate(user.created_at)}</td>
            <DeleteCell collection={admins} item={user} label={user.email} />
          </tr>
        ))}
      </DataTable>
    </CollectionScreen>
  );
}
