import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiAnswer, ApiPath } from '@hospital/contract';
import { api, type Query } from './client';
import type { ApiError } from './errors';
import { yieldToMain } from '../yield-to-main';

/** SWR key: the path, its query, and whether the admin's token goes with it. */
export type ApiKey = readonly [path: string, query: Query | undefined, authenticated: boolean];

/**
 * The key of a public read, built here for both sides: a route's loader reads it (app/routes.tsx)
 * before its page renders, and a component reads it with `usePublicApi`, so the two serialize
 * alike and the loader's answer is found in SWR's fallback.
 */
export type PublicKey<P extends ApiPath = ApiPath> = readonly [path: P, query: Query | undefined, authenticated: false];

export function publicKey<P extends ApiPath>(path: P, query?: Query): PublicKey<P> {
  return [path, query, false];
}

/** SWR's fetcher, and a route loader's in the browser (app/route-reads.ts): one read of one key. */
export async function fetchApiKey<T>([path, query, authenticated]: ApiKey): Promise<T> {
  // SWR starts the revalidation of every read on screen in one animation frame: each request in a
  // task of its own keeps that frame short on a phone, where the page has just been hydrated.
  await yieldToMain();
  return api.get<T>(path, { query, authenticated });
}

export interface UseApiOptions<T> extends SWRConfiguration<T, ApiError> {
  query?: Query;
  authenticated?: boolean;
  /**
   * The public sections' words for a failed load: the provider's one `onError` logs the failure
   * under them (the specification logs such failures and shows nothing). Without it, nothing is
   * logged: the admin screens show their failures instead.
   */
  failureLabel?: string;
}

/**
 * Typed SWR over the API client. `path` null means "do not fetch yet". A path of the contract's
 * endpoint map gives its answer type (`useApi('/events/list/')` is HospitalEvent[]); any other
 * (a server's paging link) names its type: `useApi<DoctorList>(link)`.
 */
export function useApi<P extends ApiPath>(
  path: P | null,
  options?: UseApiOptions<ApiAnswer<P>>,
): SWRResponse<ApiAnswer<P>, ApiError>;
export function useApi<T>(path: string | null, options?: UseApiOptions<T>): SWRResponse<T, ApiError>;
export function useApi<T>(path: string | null, options: UseApiOptions<T> = {}): SWRResponse<T, ApiError> {
  const { query, authenticated = false, ...config } = options;
  const key: ApiKey | null = path ? [path, query, authenticated] : null;
  return useSWR<T, ApiError, ApiKey | null>(key, fetchApiKey<T>, config);
}

/** A public read by its key (see `publicKey`); typed by the key's path. A null key reads nothing (a search not asked). */
export function usePublicApi<P extends ApiPath>(
  key: PublicKey<P> | null,
  options?: Omit<UseApiOptions<ApiAnswer<P>>, 'query' | 'authenticated'>,
): SWRResponse<ApiAnswer<P>, ApiError> {
  return useSWR<ApiAnswer<P>, ApiError, PublicKey<P> | null>(key, fetchApiKey<ApiAnswer<P>>, options);
}

/**
 * The one `onError` of every read: SWR hands it the hook's merged options, so a section's
 * `failureLabel` reaches it. Logged as `label, error`, the way the old site's sections did.
 */
export function logFailedLoad(error: unknown, _key: string, config: object): void {
  const label = 'failureLabel' in config ? config.failureLabel : undefined;
  if (typeof label === 'string') console.error(label, error);
}

export const swrDefaults: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  dedupingInterval: 5000,
  onError: logFailedLoad,
};
