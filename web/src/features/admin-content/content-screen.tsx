import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api, CONTENT_TYPES, useApi, type ContentEntry, type ContentType } from '../../lib/api';
import { resolveMediaUrl } from '../../lib/media';
import { ConfirmDeleteDialog } from '../../components/admin/confirm-dialog';
import { DataTable, RowDeleteButton } from '../../components/admin/data-table';
import { formatDate } from '../../components/admin/format';
import { InlineAlert } from '../../components/admin/inline-alert';
import { ListPanel, useCreateFlow } from '../../components/admin/list-panel';
import { ListState } from '../../components/admin/list-state';
import { describeError } from '../../components/admin/server-errors';
import { deleteFailure, useConfirmDelete } from '../../components/admin/use-confirm-delete';
import { CONTENT_MESSAGES, ContentForm, TYPE_LABELS } from './content-form';
import { videoIdFrom, videoThumbnailUrl } from '../../lib/video-link';

type Filter = 'all' | ContentType;
const FILTER_LABELS: Record<Filter, string> = {
  all: 'All',
  blog: 'Blogs',
  video: 'Videos',
  review_video: 'Review videos',
};
const FILTERS: readonly Filter[] = ['all', ...CONTENT_TYPES];

function isContentType(value: string | null): value is ContentType {
  return CONTENT_TYPES.includes(value as ContentType);
}

/** /admin/content ('Appreciation'): blogs, videos and review videos; create and delete after confirmation. */
export function ContentScreen() {
  const [searchParams] = useSearchParams();
  const requestedType = searchParams.get('type');
  const [filter, setFilter] = useState<Filter>(isContentType(requestedType) ? requestedType : 'all');
  const { data, error, isLoading, mutate } = useApi<ContentEntry[]>('/content/');
  const flow = useCreateFlow(CONTENT_MESSAGES.created, () => void mutate());
  const items = (data ?? []).filter((entry) => filter === 'all' || entry.type === filter);
  const removal = useConfirmDelete<ContentEntry>({
    remove: (entry) => api.delete(`/content/${entry.id}/delete/`, { authenticated: true }),
    setNotice: flow.setNotice,
    deleted: CONTENT_MESSAGES.deleted,
    describeFailure: deleteFailure(CONTENT_MESSAGES.deleteFailed),
    onDeleted: () => void mutate(),
  });

  return (
    <>
      <InlineAlert notice={flow.notice} onDismiss={() => flow.setNotice(null)} />
      <ListPanel
        title="Blogs, Videos and Review Videos"
        addLabel="Add Content"
        formOpen={flow.formOpen}
        onOpenForm={flow.openForm}
        form={
          <ContentForm
            initialType={filter === 'all' ? 'blog' : filter}
            onCancel={flow.closeForm}
            onCreated={flow.created}
          />
        }
      >
        <div className="adm-segmented" role="group" aria-label="Show">
          {FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              className="adm-segmented__item"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {FILTER_LABELS[value]}
            </button>
          ))}
        </div>
        <ListState
          loading={isLoading}
          error={error ? describeError(error, 'Failed to load content.') : null}
          empty={items.length === 0}
          emptyText={filter === 'all' ? 'No content yet.' : `No ${FILTER_LABELS[filter].toLowerCase()} yet.`}
          loadingText="Loading content..."
          onRetry={() => void mutate()}
        >
          <DataTable caption="Content" columns={['Preview', 'Title', 'Type', 'Date']} actions>
            {items.map((entry) => {
              const preview =
                entry.type === 'blog' ? resolveMediaUrl(entry.image) : videoThumbnailUrl(videoIdFrom(entry.link));
              return (
                <tr key={entry.id}>
                  <td>
                    {preview ? (
                      <img className="adm-thumb" src={preview} alt="" loading="lazy" />
                    ) : (
                      <span className="adm-thumb" aria-hidden="true" />
                    )}
                  </td>
                  <td>
                    <strong>{entry.title}</strong>
                    {entry.link && (
                      <a className="adm-link-small" href={entry.link} target="_blank" rel="noreferrer">
                        {entry.link}
                      </a>
                    )}
                  </td>
                  <td>
                    <span className="adm-badge">{TYPE_LABELS[entry.type] ?? entry.type}</span>
                  </td>
                  <td>{formatDate(entry.created_at)}</td>
                  <td>
                    <RowDeleteButton
                      label={entry.title}
                      busy={removal.deleting?.id === entry.id}
                      onClick={() => removal.ask(entry)}
                    />
                  </td>
                </tr>
              );
            })}
          </DataTable>
        </ListState>
      </ListPanel>
      <ConfirmDeleteDialog
        removal={removal}
        title="Delete content"
        message={(entry) => `Are you sure you want to delete "${entry.title}"?`}
      />
    </>
  );
}
