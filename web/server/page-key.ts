import { PAGE_QUERY_PARAMETERS } from '../src/entry-server';

/**
 * The cache key of a public page: its path and, sorted, only the query parameters pages read
 * (src/app/page-query.ts). `/doctors?utm_source=x` is `/doctors`: a query an outsider invents
 * makes no entry of its own.
 */
export function pageKey(url: URL): string {
  const kept = [...url.searchParams]
    .filter(([name]) => PAGE_QUERY_PARAMETERS.has(name))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  if (kept.length === 0) return url.pathname;
  return `${url.pathname}?${new URLSearchParams(kept).toString()}`;
}
