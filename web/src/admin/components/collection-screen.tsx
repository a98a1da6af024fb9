import type { ReactNode } from 'react';
import { ConfirmDeleteDialog } from './confirm-dialog';
import { RowDeleteButton } from './data-table';
import { InlineAlert } from './inline-alert';
import { ListPanel } from './list-panel';
import { ListState } from './list-state';
import type { AdminCollection } from './use-admin-collection';

export interface CollectionScreenProps<T, L> {
  collection: AdminCollection<T, L>;
  title: string;
  /** The Add button, e.g. 'Add News'; also the create form's heading. */
  addLabel: string;
  form: ReactNode;
  /** Shown above the list (a filter). */
  toolbar?: ReactNode;
  /** The list's failure text, if any. */
  error: string | null;
  empty: boolean;
  emptyText: string;
  loadingText: string;
  /** Try Again reloads the list; false when a retry cannot help (no right to see it). */
  retryable?: boolean;
  deleteTitle: string;
  deleteMessage: (item: T) => string;
  /** The list itself, usually a DataTable whose rows end with a DeleteCell. */
  children: ReactNode;
}

/** An admin list screen: the alert, the list with its create form and states, the delete confirmation. */
export function CollectionScreen<T, L>({
  collection: { list, flow, removal },
  title,
  addLabel,
  form,
  toolbar,
  error,
  empty,
  emptyText,
  loadingText,
  retryable = true,
  deleteTitle,
  deleteMessage,
  children,
}: CollectionScreenProps<T, L>) {
  return (
    <>
      <InlineAlert notice={flow.notice} onDismiss={() => flow.setNotice(null)} />
      <ListPanel title={title} addLabel={addLabel} formOpen={flow.formOpen} onOpenForm={flow.openForm} form={form}>
        {toolbar}
        <ListState
          loading={list.isLoading}
          error={error}
          empty={empty}
          emptyText={emptyText}
          loadingText={loadingText}
          onRetry={retryable ? () => void list.mutate() : undefined}
        >
          {children}
        </ListState>
      </ListPanel>
      <ConfirmDeleteDialog removal={removal} title={deleteTitle} message={deleteMessage} />
    </>
  );
}

/** A row's last cell: its Delete button, which asks first; busy while that row is deleted. */
export function DeleteCell<T extends { id: number | string }, L>({
  collection,
  item,
  label,
}: {
  collection: AdminCollection<T, L>;
  item: T;
  label: string;
}) {
  const { removal } = collection;
  return (
    <td>
      <RowDeleteButton label={label} busy={removal.deleting?.id === item.id} onClick={() => removal.ask(item)} />
    </td>
  );
}
