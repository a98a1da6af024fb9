/**
 * The requests that may carry a multipart body (files), and whose accounts may send one. Every
 * other multipart request is refused before a byte of it is parsed or written to disk.
 */
import { ENDPOINTS, type Endpoint } from '@hospital/contract';
import { apiPath } from './api-path';
import { routerPath } from './routes';
import type { SessionOrigin } from './sessions';

/** The legacy API's writes that take images (the contract's `upload` endpoints), relative to the REST prefix. */
const LEGACY_UPLOAD_PATHS = new Set(
  ENDPOINTS.flatMap((endpoint: Endpoint) =>
    endpoint.method === 'POST' && endpoint.upload ? [routerPath(endpoint.path).toLowerCase()] : [],
  ),
);

/**
 * Strapi's own panel: the Media Library (`/upload`, e.g. POST /upload and POST /upload?id=...)
 * and the admin's project settings (logos, PUT /admin/project-settings), for panel users only.
 */
const PANEL_UPLOAD_PATHS = /^\/(?:upload\/?|admin\/project-settings\/?)$/i;

/** Which accounts may send a multipart body to this request, or null when nobody may. */
export function uploadAccountsFor(method: string, path: string, restPrefix: string): SessionOrigin | null {
  if (method !== 'POST' && method !== 'PUT') return null;
  const legacyPath = apiPath(path, restPrefix);
  if (legacyPath !== null) {
    return method === 'POST' && LEGACY_UPLOAD_PATHS.has(legacyPath) ? 'users-permissions' : null;
  }
  return PANEL_UPLOAD_PATHS.test(path) ? 'admin' : null;
}

/**
 * The one route that takes a multipart body from anyone: a family's estimate request with its
 * report (POST /contact-requests/). Size-capped and rate-limited before parsing (request-gate).
 */
export function isPatientReportRoute(method: string, path: string, restPrefix: string): boolean {
  return method === 'POST' && apiPath(path, restPrefix) === '/contact-requests';
}
