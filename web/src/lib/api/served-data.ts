import { unstable_serialize, type Middleware } from 'swr';

/**
 * What the served page carried (SWR's fallback, by serialized key) is fresh data: it was read from
 * the CMS for this very visit. A read of such a key is not fetched again when the page is
 * hydrated; focus, reconnect and an edit's `mutate` still revalidate it as any other. `fresh` is
 * emptied once the visitor moves on to another page (start-app.tsx): a later page reads anew.
 */
export function servedDataIsFresh(fresh: ReadonlySet<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      key !== null && fresh.has(unstable_serialize(key)) ? { ...config, revalidateOnMount: false } : config,
    );
}
