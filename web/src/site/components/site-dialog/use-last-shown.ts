import { useState } from 'react';

/**
 * The item a dialog shows: the one open now, else the last one it showed, so that once closed the
 * dialog stays in the page, hidden, the same element the next item opens in.
 */
export function useLastShown<T>(item: T | null): T | null {
  const [last, setLast] = useState(item);
  if (item !== null && item !== last) setLast(item);
  return item ?? last;
}
