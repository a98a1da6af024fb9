import { api, useApi, type NewsItem } from '../../lib/api';
import { resolveMediaUrl } from '../../lib/media';
import { ConfirmDeleteDialog } from '../../components/admin/confirm-dialog';
import { DataTable, RowDeleteButton } from '../../components/admin/data-table';
import { formatDate } from '../../components/admin/format';
import { InlineAlert } from '../../components/admin/inline-alert';
import { ListPanel, useCreateFlow } from '../../components/admin/list-panel';
import { ListState } from '../../components/admin/list-state';
import { describeError } from '../../components/admin/server-errors';
import { deleteFailure, useConfirmDelete } from '../../components/admin/use-confirm-delete';
import { NEWS_MESSAGES, NewsForm } from './news-form';

/** /admin/news: the news list, the create form, and delete after confirmation. */
export function NewsScreen() {
  const { data, error, isLoading, mutate } = useApi<NewsItem[]>('/news/list/');
  const flow = useCreateFlow(NEWS_MESSAGES.created, () => void mutate());
  const items = data ?? [];
  const removal = useConfirmDelete<NewsItem>({
    remove: (item) => api.delete(`/news/delete/${item.id}/`, { authenticated: true }),
    setNotice: flow.setNotice,
    deleted: NEWS_MESSAGES.deleted,
    describeFailure: deleteFailure(NEWS_MESSAGES.deleteFailed),
    onDeleted: () => void mutate(),
  });

  return (
    <>
      <InlineAlert notice={flow.notice} onDismiss={() => flow.setNotice(null)} />
      <ListPanel
        title="News"
        addLabel="Add News"
        formOpen={flow.formOpen}
        onOpenForm={flow.openForm}
        form={<NewsForm onCancel={flow.closeForm} onCreated={flow.created} />}
      >
        <ListState
          loading={isLoading}
          error={error ? describeError(error, 'Failed to load news.') : null}
          empty={items.length === 0}
          emptyText="No news yet."
          loadingText="Loading news..."
          onRetry={() => void mutate()}
        >
          <DataTable caption="News" columns={['Image', 'Title', 'Description', 'Date']} actions>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <img className="adm-thumb" src={resolveMediaUrl(item.image) ?? undefined} alt="" loading="lazy" />
                </td>
                <td>{item.title}</td>
                <td>
                  <span className="adm-clamp">{item.description}</span>
                </td>
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
        title="Delete news"
        message={(item) => `Are you sure you want to delete "${item.title}"?`}
      />
    </>
  );
}
