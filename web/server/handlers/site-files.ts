import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import sirv from 'sirv';
import { requestFormAt } from '../../src/entry-server';
import { fileInside, withByteRanges } from '../byte-ranges';
import { READ_METHODS, refuseMethod, type Stage } from './stage';

// compression's types name Express's request; it only reads Node's own IncomingMessage fields.
const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Everything past the CMS's passage is compressed by `Accept-Encoding`: pages per response, files from the build's copies. */
export const compressed: Stage = (req, res, next) => compress(req, res, next);

/** The site's own addresses are read, but for a form posted to its page without JavaScript. */
export const readOrFormPost: Stage = (req, res, next) => {
  const reads = req.method === 'GET' || req.method === 'HEAD';
  if (reads || postsForm(req)) return next();
  refuseMethod(res, READ_METHODS);
};

const postsForm = (req: IncomingMessage) =>
  req.method === 'POST' && requestFormAt(new URL(req.url ?? '/', 'http://site')) !== undefined;

/**
 * The built app's files: hashed assets cached for a year, the rest (icons, the manifest) for an
 * hour. A page's address, `/` and `/index.html` are left to the pages: never the bare template.
 */
export function siteFiles(clientDir: string): Stage {
  const cacheControlOfAsset = (res: ServerResponse, pathname: string) =>
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
  const assets = withByteRanges(
    fileInside(clientDir),
    sirv(clientDir, {
      etag: true,
      // The build writes each asset compressed beforehand (vite.config.ts): brotli at its best
      // level is about a fifth smaller than gzip on the fly, and costs no CPU per request.
      brotli: true,
      gzip: true,
      // Files only: '/' and other page paths must reach the renderer, never the bare index.html.
      extensions: [],
      setHeaders: cacheControlOfAsset,
    }),
    cacheControlOfAsset,
  );
  return (req, res, next) => {
    const servesFile = !postsForm(req) && !/^\/(index\.html)?(\?|$)/.test(req.url ?? '/');
    if (servesFile) assets(req, res, next);
    else next();
  };
}
