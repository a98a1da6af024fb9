import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import { vi } from 'vitest';
import { saveSession } from '../lib/api';
import { tokens } from '@hospital/test-support/site/fixtures';
import { authFailure, API } from './handlers';
import { server } from './server';

/** Stores a session as a login would: an admin's by default, or a non-admin's, or an expired one. */
export function signIn(kind: 'admin' | 'user' | 'expired' | 'expired-stale' = 'admin') {
  if (kind === 'admin') saveSession(tokens.adminAccess, tokens.adminRefresh, 'admin');
  if (kind === 'user') saveSession(tokens.userAccess, tokens.userRefresh, 'user');
  // An access token the server refuses, with a refresh token it still trades for a new one...
  if (kind === 'expired') saveSession(tokens.expiredAccess, tokens.adminRefresh, 'admin');
  // ...or with one it refuses too: the session is over.
  if (kind === 'expired-stale') saveSession(tokens.expiredAccess, 'stale-refresh-token', 'admin');
}

export interface Captured {
  method: string;
  url: URL;
  authorization: string | null;
  /** The multipart fields, or the JSON body. */
  form: FormData | null;
  json: unknown;
}

type Method = 'post' | 'delete';

/**
 * Records every write to `path` (an msw path under the API), answers with `respond` after the
 * server's own auth rule (no token 401, non-admin 403), so a test sees what was sent.
 */
export function captureWrites(
  method: Method,
  path: string,
  respond: (request: StrictRequest<DefaultBodyType>) => Response | Promise<Response>,
  { adminOnly = true }: { adminOnly?: boolean } = {},
) {
  const calls: Captured[] = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      const type = request.headers.get('content-type') ?? '';
      const form = type.includes('multipart/form-data') ? await request.clone().formData() : null;
      const json = type.includes('application/json') ? await request.clone().json() : null;
      calls.push({
        method: request.method,
        url: new URL(request.url),
        authorization: request.headers.get('Authorization'),
        form,
        json,
      });
      return (adminOnly ? authFailure(request) : null) ?? respond(request);
    }),
  );
  return calls;
}

export const BEARER = `Bearer ${tokens.adminAccess}`;

export function imageFile(name = 'photo.png', type = 'image/png', bytes = 64): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** jsdom has no object URLs: previews get a stand-in so the <img> path is exercised. */
export function stubObjectUrls() {
  let n = 0;
  const create = vi.fn(() => `blob:preview-${++n}`);
  const revoke = vi.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}

/** A file part as msw hands it over (jsdom's XHR loses the file name, not the bytes or type). */
export function isFilePart(value: FormDataEntryValue | null | undefined): boolean {
  return typeof value === 'object' && value !== null && typeof (value as Blob).size === 'number';
}

export const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });

/** A gate a fake handler waits at, so a test can look at the screen while a request is pending. */
export function gate() {
  let open: () => void = () => {};
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open: () => open() };
}
