import { useMemo } from 'react';
import { useApi } from '../../lib/api';
import { toBlogView } from './blog-view';

/** The published blogs, newest first; a failed load is logged and leaves the list empty. */
export function useBlogs() {
  const { data } = useApi('/content/', { query: { type: 'blog' }, failureLabel: 'Error fetching blogs' });
  // The server filters by type; the client filters again, as the old client did with the full list.
  return useMemo(
    () => (Array.isArray(data) ? data.filter((entry) => entry.type === 'blog').map(toBlogView) : []),
    [data],
  );
}
