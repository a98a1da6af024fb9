import { api, type Query } from '../../../lib/api';

/**
 * Downloads the filtered queue as CSV. The export needs the admin's token, which a plain link
 * cannot carry, so the file is fetched and handed to the browser as a download. It is taken as
 * bytes, as the server wrote them: read as text, the UTF-8 byte-order mark would be dropped, and
 * without it Excel reads Bengali and Hindi names as Windows-1252.
 */
export async function downloadQueueCsv(query: Query): Promise<void> {
  const csv = await api.get<Blob>('/contact-requests/export/', { query, authenticated: true, binary: true });
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = `contact-requests-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
