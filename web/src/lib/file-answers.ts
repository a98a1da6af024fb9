import type { RouteObject } from 'react-router-dom';
import type { ServerReads } from './api';

/**
 * What the site server hands the loader of a file that is not a page (a resource route:
 * `createStaticHandler().queryRoute`'s request context): the CMS's reader, as a page's loaders get
 * it, and what the file names itself by.
 */
export interface ServerFiles extends ServerReads {
  /** The site's public origin (SITE_URL), or the one the visitor asked on: the addresses a file gives. */
  origin: string;
  /** Shared with the CMS (PREVIEW_SECRET): without it, /preview is not set up. */
  previewSecret?: string;
}

/** A file's answer, made whole from the request the router hands it. */
export type FileAnswer = (request: Request, files: ServerFiles) => Response | Promise<Response>;

/** A resource route: one address, a loader that answers with a `Response`, and no element. */
export const fileRoute = (path: string, answer: FileAnswer): RouteObject => ({
  path,
  loader: ({ request, context }) => answer(request, context as ServerFiles),
});

/** A whole text in UTF-8, revalidated on every use unless `cache` says otherwise. */
export function textAnswer(
  status: number,
  type: string,
  body: string,
  { cache = 'no-cache', headers = {} }: { cache?: string; headers?: Record<string, string> } = {},
): Response {
  return new Response(body, {
    status,
    headers: { ...headers, 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': cache },
  });
}
