import { unstable_serialize, type Middleware } from 'swr';

/**
 * An answer a route's loader read for this visit (app/page-answers.tsx) is fresh: a read of its
 * key is not fetched again when its component mounts, on the served page as it hydrates or on the
 * next page a link led to. Focus, reconnect and an edit's `mutate` still revalidate it.
 */
export function answeredIsFresh(answered: ReadonlySet<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      key !== null && answered.has(unstable_serialize(key)) ? { ...config, revalidateOnMount: false } : config,
    );
}
