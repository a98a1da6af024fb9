import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONTENT_TYPES, type ContentEntry, type ContentType } from '../../../lib/api';
import { resolveMediaUrl } from '../../../lib/media';
import { videoIdFrom, videoThumbnailUrl } from '../../../lib/video-link';
import { CollectionScreen, DeleteCell } from '../../components/collection-screen';
import { DataTable, Thumbnail } from '../../components/data-table';
import { formatDate } from '../../components/format';
import { describeError } from '../../components/server-errors';
import { useAdminCollection } from '../../components/use-admin-collection';
import { CONTENT_MESSAGES, ContentForm, TYPE_LABELS } from './content-form';

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
  const content = useAdminCollection<ContentEntry>('/content/', {
    deletePath: (entry) => `/content/${entry.id}/delete/`,
    messages: CONTENT_MESSAGES,
  });
  const items = (content.list.data ?? []).filter((entry) => filter === 'all' || entry.type === filter);

  return (
    <CollectionScreen
      collection={content}
      noun={{ one: 'Content', many: 'Content' }}
      title="Blogs, Videos and Review Videos"
      form={
        <ContentForm
          initialType={filter === 'all' ? 'blog' : filter}
          onCancel={content.flow.closeForm}
          onCreated={content.flow.created}
        />
      }
      toolbar={
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
      }
      error={content.list.error ? describeError(content.list.error, 'Failed to load content.') : null}
      empty={items.length === 0}
      emptyText={filter === 'all' ? 'No content yet.' : `No ${FILTER_LABELS[filter].toLowerCase()} yet.`}
      deleteMessage={(entry) => `Are you sure you want to delete "${entry.title}"?`}
    >
      <DataTable caption="Content" columns={['Preview', 'Title', 'Type', 'Date']} actions>
        {items.map((entry) => {
          const preview =
            entry.type === 'blog' ? resolveMediaUrl(entry.image) : videoThumbnailUrl(videoIdFrom(entry.link));
          return (
            <tr key={entry.id}>
              <td>
                <Thumbnail src={preview} stored={entry.type === 'blog' ? entry.image_sizes : null} />
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
              <DeleteCell collection={content} item={entry} label={entry.title} />
            </tr>
          );
        })}
      </DataTable>
    </CollectionScreen>
  );
}
