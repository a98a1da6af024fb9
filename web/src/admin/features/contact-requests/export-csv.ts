import { api, type Query } from '../../../lib/api';

/**
 * Downloads the filtered queue as CSV. The export needs the admin's token, which a plain link
 * cannot carry, so the file is fetched and handed to the browser as a download.
 */
export async function downloadQueueCsv(query: Query): Promise<void> {
  const csv = await api.get<string>('/contact-requests/export/', { query, authenticated: true });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `contact-requests-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
