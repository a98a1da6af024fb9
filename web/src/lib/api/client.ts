import { SESSION_EXPIRED_MESSAGE } from '@hospital/contract';
import { ApiError } from './errors';
import { announceSessionExpired, clearSession, readSession, saveRenewedTokens } from './session';
import { send, type RawResponse } from './transport';

/** Where the legacy API answers; the site's own origin proxies `/api` to Strapi. */
export const API_BASE = (import.meta.env.VITE_API_BASE ?? '/api').replace(/\/+$/, '');

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Send the admin's bearer token (and refresh it once if it has expired). */
  authenticated?: boolean;
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
  /** Resolve with the answer's bytes as a Blob (a file an admin opens). */
  binary?: boolean;
}

/** Absolute, so the same code runs in the browser and under Node's fetch in tests. */
export function apiUrl(path: string, query?: Query): string {
  const target = /^https?:\/\//.test(path) ? path : `${API_BASE}${path}`;
  const url = new URL(target, globalThis.location?.origin ?? 'http://localhost');
  // A server's paging link already carries its query; explicit values win over it. Every value
  // is flat, so the platform's URLSearchParams does (no query library in the visitor's download).
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, String(value));
  }
  return `${url.origin}${url.pathname}${url.search}`;
}

let refreshInFlight: Promise<string | null> | null = null;

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** Trades a refresh token for `{access, refresh}` (the API rotates refresh tokens: the one sent is spent). */
async function renewTokens(refresh: string): Promise<{ access: string; refresh: string } | null> {
  try {
    const response = await send({
      method: 'POST',
      url: apiUrl('/token/refresh/'),
      headers: JSON_HEADERS,
      body: JSON.stringify({ refresh }),
    });
    const body = response.body as { access?: unknown; refresh?: unknown } | undefined;
    if (!isOk(response) || typeof body?.access !== 'string' || typeof body.refresh !== 'string') return null;
    return { access: body.access, refresh: body.refresh };
  } catch {
    return null;
  }
}

/**
 * Trades the refresh token for new tokens once, however many calls hit a 401 together: a second
 * trade of the same refresh token would look like a stolen copy to the API and end the session.
 */
function refreshAccessToken(): Promise<string | null> {
  refreshInFlight ??= (async () => {
    const { refresh } = readSession();
    const renewed = refresh ? await renewTokens(refresh) : null;
    if (renewed) saveRenewedTokens(renewed.access, renewed.refresh);
    return renewed?.access ?? null;
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Logout: forgets the three stored values at once, whatever happens next, then asks the API to end
 * the session, so a copied refresh token is worthless. An expired access token is renewed first.
 */
export async function logout(): Promise<void> {
  const { access, refresh } = readSession();
  clearSession();
  if (!access || !refresh) return;
  const endSession = (token: string, refreshToken: string) =>
    send({
      method: 'POST',
      url: apiUrl('/logout/'),
      headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ refresh: refreshToken }),
    });
  try {
    if ((await endSession(access, refresh)).status !== 401) return;
    const renewed = await renewTokens(refresh);
    if (renewed) await endSession(renewed.access, renewed.refresh);
  } catch {
    // Offline: the stored values are gone; the session ends on its own when its refresh token expires.
  }
}

function buildRequest(method: string, path: string, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return {
    method,
    url: apiUrl(path, options.query),
    headers,
    body,
    signal: options.signal,
    onUploadProgress: options.onUploadProgress,
    binary: options.binary,
  };
}

function isOk(response: RawResponse): boolean {
  return response.status >= 200 && response.status < 300;
}

/** The one way the app talks to the API. Resolves with the parsed body, rejects with ApiError. */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.authenticated ? readSession().access : null;
  let response = await send(buildRequest(method, path, options, token));

  if (response.status === 401 && options.authenticated && readSession().refresh) {
    // Another call may have renewed the token while this one was in flight: use that one.
    const current = readSession().access;
    const renewed = current && current !== token ? current : await refreshAccessToken();
    if (!renewed) {
      clearSession();
      announceSessionExpired();
      throw new ApiError(401, { detail: SESSION_EXPIRED_MESSAGE });
    }
    response = await send(buildRequest(method, path, options, renewed));
  }

  if (!isOk(response)) throw new ApiError(response.status, response.body);
  return response.body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T = void>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('DELETE', path, options),
};
