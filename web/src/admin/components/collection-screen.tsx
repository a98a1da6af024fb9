import type { ReactNode } from 'react';
import { ConfirmDeleteDialog } from './confirm-dialog';
import { RowDeleteButton } from './data-table';
import { InlineAlert } from './inline-alert';
import { ListPanel } from './list-panel';
import { ListState } from './list-state';
import type { AdminCollection } from './use-admin-collection';

export interface CollectionScreenProps<T, L> {
  collection: AdminCollection<T, L>;
  /**
   * What the screen lists, one and many ('Event', 'Events'): the screen's texts are made of them
   * (title 'Events', 'Add Event' also heading the create form, 'Loading events...', 'No events
   * yet.', 'Delete event').
   */
  noun: { one: string; many: string };
  /** When the panel's title is not simply the many. */
  title?: string;
  form: ReactNode;
  /** Shown above the list (a filter). */
  toolbar?: ReactNode;
  /** The list's failure text, if any. */
  error: string | null;
  empty: boolean;
  /** When the empty list is not simply 'No {many} yet.' (a filtered list names its filter). */
  emptyText?: string;
  /** Try Again reloads the list; false when a retry cannot help (no right to see it). */
  retryable?: boolean;
  deleteMessage: (item: T) => string;
  /** The list itself, usually a DataTable whose rows end with a DeleteCell. */
  children: ReactNode;
}

/** An admin list screen: the alert, the list with its create form and states, the delete confirmation. */
export function CollectionScreen<T, L>({
  collection: { list, flow, removal },
  noun: { one, many },
  title = many,
  form,
  toolbar,
  error,
  empty,
  emptyText = `No ${many.toLowerCase()} yet.`,
  retryable = true,
  deleteMessage,
  children,
}: CollectionScreenProps<T, L>) {
  const addLabel = `Add ${one}`;
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
          loadingText={`Loading ${many.toLowerCase()}...`}
          onRetry={retryable ? () => void list.mutate() : undefined}
        >
          {children}
        </ListState>
      </ListPanel>
      <ConfirmDeleteDialog removal={removal} title={`Delete ${one.toLowerCase()}`} message={deleteMessage} />
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
