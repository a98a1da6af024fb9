import { type HospitalEvent } from '../../../lib/api';
import { resolveMediaUrl } from '../../../lib/media';
import { CollectionScreen, DeleteCell } from '../../components/collection-screen';
import { DataTable, Thumbnail } from '../../components/data-table';
import { formatDate } from '../../components/format';
import { describeError } from '../../components/server-errors';
import { useAdminCollection } from '../../components/use-admin-collection';
import { EVENT_MESSAGES, EventForm } from './event-form';

const galleryLabel = (count: number) => (count === 1 ? '1 extra image' : `${count} extra images`);

/** /admin/events: the events list, the create form, and delete after confirmation. */
export function EventsScreen() {
  const events = useAdminCollection<HospitalEvent>('/events/list/', {
    deletePath: (item) => `/events/delete/${item.id}/`,
    messages: EVENT_MESSAGES,
  });
  const items = events.list.data ?? [];

  return (
    <CollectionScreen
      collection={events}
      noun={{ one: 'Event', many: 'Events' }}
      form={<EventForm onCancel={events.flow.closeForm} onCreated={events.flow.created} />}
      error={events.list.error ? describeError(events.list.error, 'Failed to load events.') : null}
      empty={items.length === 0}
      deleteMessage={(item) => `Are you sure you want to delete "${item.title}" and its gallery?`}
    >
      <DataTable caption="Events" columns={['Main image', 'Title', 'Gallery', 'Date']} actions>
        {items.map((item) => (
          <tr key={item.id}>
            <td>
              <Thumbnail src={resolveMediaUrl(item.main_image)} stored={item.main_image_sizes} />
            </td>
            <td>
              <strong>{item.title}</strong>
              <span className="adm-clamp adm-muted">{item.description}</span>
            </td>
            <td>{galleryLabel(item.images?.length ?? 0)}</td>
            <td>{formatDate(item.created_at)}</td>
            <DeleteCell collection={events} item={item} label={item.title} />
          </tr>
        ))}
      </DataTable>
    </CollectionScreen>
  );
}
