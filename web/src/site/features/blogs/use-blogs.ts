import { useMemo } from 'react';
import { usePublicApi } from '../../../lib/api';
import { BLOGS } from './blogs-key';
import { toBlogView } from './blog-view';

/** The published blogs, newest first; a failed load is logged and leaves the list empty. */
export function useBlogs() {
  const { data } = usePublicApi(BLOGS, { failureLabel: 'Error fetching blogs' });
  // The server filters by type; the client filters again, as the old client did with the full list.
  return useMemo(
    () => (Array.isArray(data) ? data.filter((entry) => entry.type === 'blog').map(toBlogView) : []),
    [data],
  );
}
