import { type NewsItem } from '../../../lib/api';
import { resolveMediaUrl } from '../../../lib/media';
import { CollectionScreen, DeleteCell } from '../../components/collection-screen';
import { DataTable, Thumbnail } from '../../components/data-table';
import { formatDate } from '../../components/format';
import { describeError } from '../../components/server-errors';
import { useAdminCollection } from '../../components/use-admin-collection';
import { NEWS_MESSAGES, NewsForm } from './news-form';

/** /admin/news: the news list, the create form, and delete after confirmation. */
export function NewsScreen() {
  const news = useAdminCollection<NewsItem>('/news/list/', {
    deletePath: (item) => `/news/delete/${item.id}/`,
    messages: NEWS_MESSAGES,
  });
  const items = news.list.data ?? [];

  return (
    <CollectionScreen
      collection={news}
      noun={{ one: 'News', many: 'News' }}
      form={<NewsForm onCancel={news.flow.closeForm} onCreated={news.flow.created} />}
      error={news.list.error ? describeError(news.list.error, 'Failed to load news.') : null}
      empty={items.length === 0}
      deleteMessage={(item) => `Are you sure you want to delete "${item.title}"?`}
    >
      <DataTable caption="News" columns={['Image', 'Title', 'Description', 'Date']} actions>
        {items.map((item) => (
          <tr key={item.id}>
            <td>
              <Thumbnail src={resolveMediaUrl(item.image)} stored={item.image_sizes} />
            </td>
            <td>{item.title}</td>
            <td>
              <span className="adm-clamp">{item.description}</span>
            </td>
            <td>{formatDate(item.created_at)}</td>
            <DeleteCell collection={news} item={item} label={item.title} />
          </tr>
        ))}
      </DataTable>
    </CollectionScreen>
  );
}
