import { ENDPOINTS, type PublicReadPath } from '@hospital/contract';

/** Every public read (the contract's `public` GETs, packages/contract/src/endpoints.ts), in the table's order. */
export const PUBLIC_READ_PATHS: readonly PublicReadPath[] = ENDPOINTS.flatMap((endpoint) =>
  endpoint.method === 'GET' && endpoint.who === 'public' ? [endpoint.path] : [],
);

/** Every public read, each followed by itself with the queries given for it (`'/doctors/?page=1'`), in the table's order. */
export const publicReadsWith = (queries: Partial<Record<PublicReadPath, readonly string[]>>): string[] =>
  PUBLIC_READ_PATHS.flatMap((path) => [path, ...(queries[path] ?? []).map((query) => `${path}${query}`)]);
