import { unstable_serialize, type Middleware } from 'swr';
import type { ApiKey } from '../lib/api';

/** Public data only: a key that needs the admin's token is the browser's to fetch. */
function isPublic(key: unknown): key is ApiKey {
  return Array.isArray(key) && typeof key[0] === 'string' && key[2] === false;
}

/**
 * Reports each public read that the page's routes did not declare: the server rendered that part
 * without its data, and the browser fetches it after hydrating. For tests and development only;
 * the served page never carries it.
 */
export function reportUndeclaredReads(declared: ReadonlySet<string>, report: (key: ApiKey) => void): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    if (isPublic(key) && !declared.has(unstable_serialize(key))) report(key);
    return useSWRNext(key, fetcher, config);
  };
}
