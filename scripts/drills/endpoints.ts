/**
 * The legacy API's routes as the drills use them, from the contract's endpoint table
 * (packages/contract/src/endpoints.ts). Only the load and fuzz drills import it: the contract is
 * read from its build (`npm run build -w @hospital/contract`, which their npm scripts run first).
 */
import { ENDPOINTS } from '@hospital/contract';

/** Every public read (the table's `public` GETs), in the table's order. */
export const PUBLIC_READS: readonly string[] = ENDPOINTS.flatMap((endpoint) =>
  endpoint.method === 'GET' && endpoint.who === 'public' ? [endpoint.path] : [],
);

/** Every path of the legacy API, once each, with `{id}` where a record's id goes. */
export const LEGACY_PATHS: readonly string[] = [...new Set(ENDPOINTS.map((endpoint) => endpoint.path))];
