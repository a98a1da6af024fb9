import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { api, type Query } from './client';
import type { ApiError } from './errors';

/** SWR key: the path, its query, and whether the admin's token goes with it. */
export type ApiKey = readonly [path: string, query: Query | undefined, authenticated: boolean];

export function apiFetcher<T>([path, query, authenticated]: ApiKey): Promise<T> {
  return api.get<T>(path, { query, authenticated });
}

export interface UseApiOptions<T> extends SWRConfiguration<T, ApiError> {
  query?: Query;
  authenticated?: boolean;
}

/**
 * Typed SWR over the API client. `path` null means "do not fetch yet".
 * Public sections pass a `label`-logging onError themselves (the spec logs failures, shows nothing).
 */
export function useApi<T>(path: string | null, options: UseApiOptions<T> = {}): SWRResponse<T, ApiError> {
  const { query, authenticated = false, ...config } = options;
  const key: ApiKey | null = path ? [path, query, authenticated] : null;
  return useSWR<T, ApiError, ApiKey | null>(key, apiFetcher<T>, config);
}

export const swrDefaults: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  dedupingInterval: 5000,
};
