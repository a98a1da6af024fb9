import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The list item named by a query parameter of the page's address (`/blogs?post=3`), opened once
 * on arrival with `open`, after hydration (the served page shows it by itself: site-dialog.tsx).
 */
export function useLinkedItem<T>(
  param: string,
  items: readonly T[],
  idOf: (item: T) => string | number,
  open: (item: T) => void,
): T | undefined {
  const [searchParams] = useSearchParams();
  const wanted = searchParams.get(param);
  const linked = wanted === null ? undefined : items.find((item) => String(idOf(item)) === wanted);
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!linked || opened.current === wanted) return;
    opened.current = wanted;
    open(linked);
  }, [linked, wanted, open]);
  return linked;
}
