import type { Params } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import type { ApiKey } from '../lib/api';

/** The page a route answers: its path's parameters and its whole address (query included). */
export interface RoutedPage {
  params: Params;
  url: URL;
}

/**
 * The public API answers a route's own components read, by the keys they read them with (built
 * with `publicKey`, as the components build them). The page server loads them before rendering.
 */
export type RouteData = (page: RoutedPage) => readonly ApiKey[];

/** The part of a route's `handle` that declares its data. */
export interface DeclaresData {
  data?: RouteData;
}

interface MatchedRoute {
  route: { handle?: unknown };
  params: Params;
}

/** What the matched routes (layout and page) declare for this address, by serialized key. */
export function declaredData(matches: readonly MatchedRoute[], url: URL): Map<string, ApiKey> {
  const keys = new Map<string, ApiKey>();
  for (const { route, params } of matches) {
    const declare = (route.handle as DeclaresData | undefined)?.data;
    for (const key of declare?.({ params, url }) ?? []) keys.set(unstable_serialize(key), key);
  }
  return keys;
}
