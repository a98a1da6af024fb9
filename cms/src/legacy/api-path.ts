import type { Core } from '@strapi/strapi';

/**
 * Where a request falls under the REST prefix, read the way Strapi's router reads it: without
 * regard to case (`/API/users/` reaches the same controller as `/api/users/`). Every check that
 * decides something from the path (sessions, multipart, private answers, the read cache, the
 * legacy error shapes) asks this one function, so no check is skipped by writing the path in
 * capitals.
 */
export const restPrefixOf = (strapi: Core.Strapi): string =>
  String(strapi.config.get('api.rest.prefix', '/api')).replace(/\/+$/, '').toLowerCase();

/** The path below the prefix, in lower case and without a trailing slash (`/news/list`); null outside the API. */
export function apiPath(path: string, prefix: string): string | null {
  const lower = path.toLowerCase();
  if (lower === prefix) return '';
  if (!lower.startsWith(`${prefix}/`)) return null;
  return lower.slice(prefix.length).replace(/\/$/, '');
}
