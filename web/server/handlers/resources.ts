import type { IncomingMessage, ServerResponse } from 'node:http';
import { createStaticHandler } from 'react-router-dom/server';
import { resourcePaths, resourceRoutes, type ServerFiles } from '../../src/entry-server';
import type { Stage } from './stage';
import type { SiteRequest } from './visitor';

/**
 * The site's files that are not pages (src/app/resource-routes.ts): robots.txt, the sitemap, the
 * rate file with its schema and pointer, and /preview. Each is its route's loader, run by the
 * router with the CMS's reader as the pages' loaders are; its `Response` is sent as it is.
 */
export function resourceFiles(siteRequest: (req: IncomingMessage) => SiteRequest, previewSecret?: string): Stage {
  const router = createStaticHandler(resourceRoutes);
  return async (req, res, next) => {
    const { url, origin, loadApi } = siteRequest(req);
    if (!resourcePaths.has(url.pathname)) return next();
    const headers = new Headers();
    for (const [name, values] of Object.entries(req.headersDistinct))
      for (const value of values ?? []) headers.append(name, value);
    const files: ServerFiles = { readApi: loadApi, origin, previewSecret };
    const answer: unknown = await router.queryRoute(new Request(url, { method: req.method, headers }), {
      requestContext: files,
    });
    if (!(answer instanceof Response)) throw new Error(`${url.pathname}: its loader answered no Response`);
    await send(req, res, answer);
  };
}

/** The answer's status, headers and body (none to HEAD, nor for a 304 or a redirect). */
async function send(req: IncomingMessage, res: ServerResponse, answer: Response): Promise<void> {
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  const body = req.method === 'HEAD' || answer.body === null ? undefined : await answer.arrayBuffer();
  res.end(body && Buffer.from(body));
}
