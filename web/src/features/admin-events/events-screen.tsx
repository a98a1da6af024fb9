import { api, useApi, type HospitalEvent } from '../../lib/api';
import { resolveMediaUrl } from '../../lib/media';
import { ConfirmDeleteDialog } from '../../components/admin/confirm-dialog';
import { DataTable, RowDeleteButton } from '../../components/admin/data-table';
import { formatDate } from '../../components/admin/format';
import { InlineAlert } from '../../components/admin/inline-alert';
import { ListPanel, useCreateFlow } from '../../components/admin/list-panel';
import { ListState } from '../../components/admin/list-state';
import { describeError } from '../../components/admin/server-errors';
import { deleteFailure, useConfirmDelete } from '../../components/admin/use-confirm-delete';
import { EVENT_MESSAGES, EventForm } from './event-form';

const galleryLabel = (count: number) => (count === 1 ? '1 extra image' : `${count} extra images`);

/** /admin/events: the events list, the create form, and delete after confirmation. */
export function EventsScreen() {
  const { data, error, isLoading, mutate } = useApi<HospitalEvent[]>('/events/list/');
  const flow = useCreateFlow(EVENT_MESSAGES.created, () => void mutate());
  const items = data ?? [];
  const removal = useConfirmDelete<HospitalEvent>({
    remove: (item) => api.delete(`/events/delete/${item.id}/`, { authenticated: true }),
    setNotice: flow.setNotice,
    deleted: EVENT_MESSAGES.deleted,
    describeFailure: deleteFailure(EVENT_MESSAGES.deleteFailed),
    onDeleted: () => void mutate(),
  });

  return (
    <>
      <InlineAlert notice={flow.notice} onDismiss={() => flow.setNotice(null)} />
      <ListPanel
        title="Events"
        addLabel="Add Event"
        formOpen={flow.formOpen}
        onOpenForm={flow.openForm}
        form={<EventForm onCancel={flow.closeForm} onCreated={flow.created} />}
      >
        <ListState
          loading={isLoading}
          error={error ? describeError(error, 'Failed to load events.') : null}
          empty={items.length === 0}
          emptyText="No events yet."
          loadingText="Loading events..."
          onRetry={() => void mutate()}
        >
          <DataTable caption="Events" columns={['Main image', 'Title', 'Gallery', 'Date']} actions>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <img
                    className="adm-thumb"
                    src={resolveMediaUrl(item.main_image) ?? undefined}
                    alt=""
                    loading="lazy"
                  />
                </td>
                <td>
                  <strong>{item.title}</strong>
                  <span className="adm-clamp adm-muted">{item.description}</span>
                </td>
                <td>{galleryLabel(item.images?.length ?? 0)}</td>
                <td>{formatDate(item.created_at)}</td>
                <td>
                  <RowDeleteButton
                    label={item.title}
                    busy={removal.deleting?.id === item.id}
                    onClick={() => removal.ask(item)}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
        </ListState>
      </ListPanel>
      <ConfirmDeleteDialog
        removal={removal}
        title="Delete event"
        message={(item) => `Are you sure you want to delete "${item.title}" and its gallery?`}
      />
    </>
  );
}
